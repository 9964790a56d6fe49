import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Profile pages find their author by username in any case. */
export class AuthorsUsernameIndex1764000000000 implements MigrationInterface {
  name = 'AuthorsUsernameIndex1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "authors_username_lower_idx" ON "checkins"."authors" (lower("username"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "checkins"."authors_username_lower_idx"`);
  }
}
