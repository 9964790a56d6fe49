import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CheckInEntity } from '../../check-ins/entities/check-in.entity';

@Entity({ name: 'comments' })
@Index('comments_check_in_idx', ['checkInId', 'id'])
@Index('comments_user_idx', ['userId'])
export class CommentEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'comments_pkey' })
  id!: number;

  @Column({ name: 'check_in_id', type: 'integer' })
  checkInId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'text' })
  content!: string;

  /** A moderation rule hid it: listed only to its author and administrators until dismissed. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => CheckInEntity, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'check_in_id', foreignKeyConstraintName: 'comments_check_in_id_fkey' })
  checkIn?: CheckInEntity;
}
