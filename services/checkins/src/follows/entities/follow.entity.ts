import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Projection of social's follow events: `followerId` follows `followingId`. */
@Entity({ name: 'follows' })
@Index('follows_following_idx', ['followingId', 'followerId'])
export class FollowEntity {
  @PrimaryColumn({ name: 'follower_id', type: 'integer', primaryKeyConstraintName: 'follows_pkey' })
  followerId!: number;

  @PrimaryColumn({ name: 'following_id', type: 'integer', primaryKeyConstraintName: 'follows_pkey' })
  followingId!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
