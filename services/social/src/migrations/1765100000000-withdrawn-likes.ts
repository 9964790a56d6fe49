import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const withdrawnLikes = `"${SOCIAL_SCHEMA}"."withdrawn_likes"`;

/**
 * The latest unlike of each (person, check-in) pair, so that a like.created retried after its
 * like.deleted notifies nobody (docs/adr/0016); the time index serves the pruning of old ones.
 */
export class WithdrawnLikes1765100000000 implements MigrationInterface {
  name = 'WithdrawnLikes1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${withdrawnLikes} (
        "user_id" integer NOT NULL,
        "check_in_id" integer NOT NULL,
        "withdrawn_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "withdrawn_likes_pkey" PRIMARY KEY ("user_id", "check_in_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "withdrawn_likes_withdrawn_at_idx" ON ${withdrawnLikes} ("withdrawn_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${withdrawnLikes}`);
  }
}
