import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const reassignedCheckIns = `"${SOCIAL_SCHEMA}"."reassigned_check_ins"`;

/**
 * Check-ins an administrator gave to someone else, with their owner since, so that a like.created or
 * comment.created retried after the move notifies nobody in the name of the former owner
 * (docs/adr/0016); the time index serves the pruning of old ones.
 */
export class ReassignedCheckIns1765400000000 implements MigrationInterface {
  name = 'ReassignedCheckIns1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${reassignedCheckIns} (
        "check_in_id" integer NOT NULL,
        "owner_id" integer NOT NULL,
        "reassigned_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "reassigned_check_ins_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "reassigned_check_ins_reassigned_at_idx" ON ${reassignedCheckIns} ("reassigned_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${reassignedCheckIns}`);
  }
}
