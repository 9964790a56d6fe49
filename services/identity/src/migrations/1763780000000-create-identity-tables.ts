import { createMessagingTables, dropMessagingTables } from '@crema/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const users = `"${IDENTITY_SCHEMA}"."users"`;
const tokens = `"${IDENTITY_SCHEMA}"."password_reset_tokens"`;

/** Users, password reset tokens and the messaging tables (outbox, processed events). */
export class CreateIdentityTables1763780000000 implements MigrationInterface {
  name = 'CreateIdentityTables1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${users} (
        "id" SERIAL NOT NULL,
        "username" character varying(30) NOT NULL,
        "email" character varying(254) NOT NULL,
        "password_hash" text NOT NULL,
        "avatar_url" character varying(300),
        "bio" character varying(500),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "is_admin" boolean NOT NULL DEFAULT false,
        "preferences" jsonb NOT NULL DEFAULT '{"profileVisibility":"public","shareCheckIns":true,"emailNotifications":true,"defaultBrewMethod":"Espresso","favoriteBrewMethods":[],"coffeeStrengthPreference":"medium","measurementUnit":"metric"}',
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON ${users} (lower("username"))`);
    await queryRunner.query(`
      CREATE TABLE ${tokens} (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "token_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES ${users}("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "password_reset_tokens_user_id_idx" ON ${tokens} ("user_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON ${tokens} ("token_hash")`,
    );
    await createMessagingTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner);
    await queryRunner.query(`DROP TABLE ${tokens}`);
    await queryRunner.query(`DROP TABLE ${users}`);
  }
}
