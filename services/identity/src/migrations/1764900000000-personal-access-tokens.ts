import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const tokens = `"${IDENTITY_SCHEMA}"."personal_access_tokens"`;
const users = `"${IDENTITY_SCHEMA}"."users"`;

/**
 * Personal access tokens: only the SHA-256 of each secret (unique: every bearer request looks one
 * up) and a short display prefix; a user's tokens go with the user.
 */
export class PersonalAccessTokens1764900000000 implements MigrationInterface {
  name = 'PersonalAccessTokens1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${tokens} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" integer NOT NULL,
        "name" character varying(60) NOT NULL,
        "scopes" text array NOT NULL,
        "token_hash" character(64) NOT NULL,
        "token_prefix" character varying(20) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "personal_access_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "personal_access_tokens_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES ${users}("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "personal_access_tokens_token_hash_key" ON ${tokens} ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "personal_access_tokens_user_id_idx" ON ${tokens} ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${tokens}`);
  }
}
