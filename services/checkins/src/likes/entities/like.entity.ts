import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CheckInEntity } from '../../check-ins/entities/check-in.entity';

/** One user's like of one check-in; the primary key makes liking twice one like. */
@Entity({ name: 'likes' })
@Index('likes_user_idx', ['userId'])
export class LikeEntity {
  @PrimaryColumn({ name: 'check_in_id', type: 'integer', primaryKeyConstraintName: 'likes_pkey' })
  checkInId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'likes_pkey' })
  userId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => CheckInEntity, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'check_in_id', foreignKeyConstraintName: 'likes_check_in_id_fkey' })
  checkIn?: CheckInEntity;
}
