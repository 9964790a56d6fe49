import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tombstones of deleted users: a user.updated or follow.created retried after the user's
 * user.deleted must not bring an author row or a follow edge back.
 */
export class DeletedUsers1764200000000 implements MigrationInterface {
  name = 'DeletedUsers1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "checkins"."deleted_users" (
        "id" integer NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "deleted_users_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "checkins"."deleted_users"`);
  }
}
