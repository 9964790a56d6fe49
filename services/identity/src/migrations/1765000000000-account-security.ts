import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const requests = `"${IDENTITY_SCHEMA}"."email_change_requests"`;
const users = `"${IDENTITY_SCHEMA}"."users"`;
const lookups = `"${IDENTITY_SCHEMA}"."password_reset_lookups"`;

/**
 * docs/adr/0023. Email changes wait for a confirmation link; only the SHA-256 of its token is
 * stored. Forgot-password records the address asked about here (not in Redis) and leaves the
 * lookup to the worker, so it answers in the same time for known and unknown addresses.
 */
export class AccountSecurity1765000000000 implements MigrationInterface {
  name = 'AccountSecurity1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${requests} (
        "id" SERIAL NOT NULL,
        "reference" uuid NOT NULL,
        "user_id" integer NOT NULL,
        "old_email" character varying(254) NOT NULL,
        "new_email" character varying(254) NOT NULL,
        "token_hash" character(64),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "email_change_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "email_change_requests_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES ${users}("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "email_change_requests_reference_key" ON ${requests} ("reference")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "email_change_requests_token_hash_key" ON ${requests} ("token_hash")`,
    );
    await queryRunner.query(`CREATE INDEX "email_change_requests_user_id_idx" ON ${requests} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${lookups} (
        "reference" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "password_reset_lookups_pkey" PRIMARY KEY ("reference")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${lookups}`);
    await queryRunner.query(`DROP TABLE ${requests}`);
  }
}
