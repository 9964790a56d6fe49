import { Check, CreateDateColumn, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * `followerId` follows `followingId`. The id orders edges for the lists' cursors (newest first);
 * (follower, id) and (following, id) serve those lists, the unique pair every "does v follow u" probe.
 */
@Entity({ name: 'follows' })
@Unique('follows_follower_id_following_id_key', ['followerId', 'followingId'])
@Check('follows_not_self_check', '"follower_id" <> "following_id"')
@Index('follows_follower_idx', ['followerId', 'id'])
@Index('follows_following_idx', ['followingId', 'id'])
export class FollowEntity {
  /** bigint: TypeORM hands it over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'follows_pkey' })
  id!: string;

  @Column({ name: 'follower_id', type: 'integer' })
  followerId!: number;

  @Column({ name: 'following_id', type: 'integer' })
  followingId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
