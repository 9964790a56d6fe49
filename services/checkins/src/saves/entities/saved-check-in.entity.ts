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

export const SAVED_UNIQUE_CONSTRAINT = 'saved_check_ins_user_id_check_in_id_key';

@Entity({ name: 'saved_check_ins' })
@Unique(SAVED_UNIQUE_CONSTRAINT, ['userId', 'checkInId'])
// (user_id, id DESC): created by migration, left alone by sync.
@Index('saved_user_idx', { synchronize: false })
export class SavedCheckInEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'saved_check_ins_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'check_in_id', type: 'integer' })
  checkInId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => CheckInEntity, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'check_in_id', foreignKeyConstraintName: 'saved_check_ins_check_in_id_fkey' })
  checkIn?: CheckInEntity;
}
