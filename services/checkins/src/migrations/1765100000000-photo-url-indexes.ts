import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Photo files are authorized per request by the check-in that holds them (ADR 0024): find it by URL. */
export class PhotoUrlIndexes1765100000000 implements MigrationInterface {
  name = 'PhotoUrlIndexes1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "check_ins_photo_url_idx" ON "checkins"."check_ins" ("photo_url") WHERE "photo_url" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_ins_photo_thumbnail_url_idx" ON "checkins"."check_ins" ("photo_thumbnail_url") WHERE "photo_thumbnail_url" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_photo_thumbnail_url_idx"`);
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_photo_url_idx"`);
  }
}
