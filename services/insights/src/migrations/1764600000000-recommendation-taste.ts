import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

/** The settings a cached answer was computed for: another default method or strength is a miss. */
export class RecommendationTaste1764600000000 implements MigrationInterface {
  name = 'RecommendationTaste1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "${INSIGHTS_SCHEMA}"."recommendation_cache" ADD COLUMN "taste" text NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "${INSIGHTS_SCHEMA}"."recommendation_cache" DROP COLUMN "taste"`);
  }
}
