import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

/**
 * The model a cached answer was computed with (null: none was built yet): a rebuilt model makes it
 * a miss. Rows cached before hold null, so they are missed once a model exists.
 */
export class RecommendationCacheModel1764700000002 implements MigrationInterface {
  name = 'RecommendationCacheModel1764700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "${INSIGHTS_SCHEMA}"."recommendation_cache" ADD COLUMN "model_built_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "${INSIGHTS_SCHEMA}"."recommendation_cache" DROP COLUMN "model_built_at"`,
    );
  }
}
