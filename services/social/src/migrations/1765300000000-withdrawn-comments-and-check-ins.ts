import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const withdrawnComments = `"${SOCIAL_SCHEMA}"."withdrawn_comments"`;
const deletedCheckIns = `"${SOCIAL_SCHEMA}"."deleted_check_ins"`;

/**
 * Deleted comments and check-ins, so that a comment.created or like.created retried after the
 * deletion notifies nobody (docs/adr/0016); the time indexes serve the pruning of old ones.
 */
export class WithdrawnCommentsAndCheckIns1765300000000 implements MigrationInterface {
  name = 'WithdrawnCommentsAndCheckIns1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${withdrawnComments} (
        "comment_id" integer NOT NULL,
        "withdrawn_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "withdrawn_comments_pkey" PRIMARY KEY ("comment_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "withdrawn_comments_withdrawn_at_idx" ON ${withdrawnComments} ("withdrawn_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${deletedCheckIns} (
        "check_in_id" integer NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "deleted_check_ins_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "deleted_check_ins_deleted_at_idx" ON ${deletedCheckIns} ("deleted_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${deletedCheckIns}`);
    await queryRunner.query(`DROP TABLE ${withdrawnComments}`);
  }
}
