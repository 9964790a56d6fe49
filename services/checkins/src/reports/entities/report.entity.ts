import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { CheckInEntity } from '../../check-ins/entities/check-in.entity';

/** A user's report of someone else's check-in, for the admin moderation queue. */
@Entity({ name: 'reports' })
@Unique('reports_check_in_id_reporter_id_key', ['checkInId', 'reporterId'])
@Index('reports_reporter_idx', ['reporterId'])
export class ReportEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'reports_pkey' })
  id!: number;

  @Column({ name: 'check_in_id', type: 'integer' })
  checkInId!: number;

  @Column({ name: 'reporter_id', type: 'integer' })
  reporterId!: number;

  @Column({ type: 'text' })
  reason!: string;

  /** open until an administrator handles it. */
  @Column({ type: 'text', default: 'open' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => CheckInEntity, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'check_in_id', foreignKeyConstraintName: 'reports_check_in_id_fkey' })
  checkIn?: CheckInEntity;
}
