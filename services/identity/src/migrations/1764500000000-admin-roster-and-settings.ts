import { ensureExtension } from '@crema/database';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const users = `"${IDENTITY_SCHEMA}"."users"`;
const settings = `"${IDENTITY_SCHEMA}"."settings"`;

/**
 * What the admin area needs of identity: the settings it follows (the admin service's
 * setting.changed events), an index of the administrators (whether there is one is asked on every
 * registration, rename and change of rights) and one serving the administrators' email search.
 */
export class AdminRosterAndSettings1764500000000 implements MigrationInterface {
  name = 'AdminRosterAndSettings1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${settings} (
        "key" character varying(64) NOT NULL,
        "value" character varying(2000) NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(`CREATE INDEX "users_admins_idx" ON ${users} ("id") WHERE "is_admin"`);
    await ensureExtension(queryRunner, 'pg_trgm');
    await queryRunner.query(
      `CREATE INDEX "users_email_trgm_idx" ON ${users} USING gin ("email" public.gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "${IDENTITY_SCHEMA}"."users_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "${IDENTITY_SCHEMA}"."users_admins_idx"`);
    await queryRunner.query(`DROP TABLE ${settings}`);
  }
}
