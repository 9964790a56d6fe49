import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const tokens = `"${IDENTITY_SCHEMA}"."password_reset_tokens"`;

/**
 * A reset request is stored before its token exists: the mail job names the request by a random
 * reference and the worker mints the token when it sends the mail (docs/adr/0007).
 */
export class ResetTokensMintedByTheWorker1764300000000 implements MigrationInterface {
  name = 'ResetTokensMintedByTheWorker1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Links issued before this release may still sit in finished mail jobs in Redis: none stays usable.
    await queryRunner.query(`DELETE FROM ${tokens}`);
    await queryRunner.query(`ALTER TABLE ${tokens} ALTER COLUMN "token_hash" DROP NOT NULL`);
    // No default: the table is empty now, and the service names each new request (randomUUID).
    await queryRunner.query(`ALTER TABLE ${tokens} ADD "reference" uuid NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_reference_key" ON ${tokens} ("reference")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "${IDENTITY_SCHEMA}"."password_reset_tokens_reference_key"`);
    await queryRunner.query(`ALTER TABLE ${tokens} DROP COLUMN "reference"`);
    await queryRunner.query(`DELETE FROM ${tokens} WHERE "token_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE ${tokens} ALTER COLUMN "token_hash" SET NOT NULL`);
  }
}
