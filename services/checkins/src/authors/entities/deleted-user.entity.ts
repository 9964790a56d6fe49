import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A deleted user's id: the projections never take that user in again. */
@Entity({ name: 'deleted_users' })
export class DeletedUserEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'deleted_users_pkey' })
  id!: number;

  @CreateDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date;
}
