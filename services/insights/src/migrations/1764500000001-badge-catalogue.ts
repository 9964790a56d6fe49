import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

type Row = [
  id: number,
  name: string,
  description: string,
  icon: string,
  category: string,
  level: number | null,
  requirement: string,
  requirementCount: number,
];

/**
 * The badge catalogue as first released. A later change to it is a new migration, so every
 * installation holds the same ids (user_badges and badge.earned events refer to them).
 */
const CATALOGUE: readonly Row[] = [
  [1, 'First Sip', 'Check in your first coffee', 'coffee', 'volume', null, 'check_ins', 1],
  [2, 'Daily Grind I', 'Check in 10 coffees', 'cup-soda', 'volume', 1, 'check_ins', 10],
  [3, 'Daily Grind II', 'Check in 50 coffees', 'cup-soda', 'volume', 2, 'check_ins', 50],
  [4, 'Daily Grind III', 'Check in 250 coffees', 'cup-soda', 'volume', 3, 'check_ins', 250],
  [5, 'Coffee Explorer I', 'Try 5 different coffees', 'sparkles', 'variety', 1, 'unique_coffees', 5],
  [6, 'Coffee Explorer II', 'Try 25 different coffees', 'sparkles', 'variety', 2, 'unique_coffees', 25],
  [7, 'Coffee Explorer III', 'Try 100 different coffees', 'sparkles', 'variety', 3, 'unique_coffees', 100],
  [8, 'Roaster Hopper I', 'Drink coffees from 3 roasters', 'store', 'variety', 1, 'unique_roasters', 3],
  [9, 'Roaster Hopper II', 'Drink coffees from 10 roasters', 'store', 'variety', 2, 'unique_roasters', 10],
  [10, 'Roaster Hopper III', 'Drink coffees from 25 roasters', 'store', 'variety', 3, 'unique_roasters', 25],
  [11, 'Method Actor I', 'Brew with 3 different methods', 'filter', 'variety', 1, 'brew_methods', 3],
  [12, 'Method Actor II', 'Brew with 6 different methods', 'filter', 'variety', 2, 'brew_methods', 6],
  [13, 'Full Spectrum', 'Try all 5 roast levels, light to dark', 'flame', 'variety', null, 'roast_levels', 5],
  [14, 'Process Curious I', 'Try 2 processing methods', 'droplets', 'variety', 1, 'processing_methods', 2],
  [15, 'Process Curious II', 'Try 4 processing methods', 'droplets', 'variety', 2, 'processing_methods', 4],
  [16, 'Brew Scientist I', 'Log 5 check-ins with full brew details (dose, water, temperature, grind, time)', 'ruler', 'craft', 1, 'detailed_brews', 5],
  [17, 'Brew Scientist II', 'Log 25 check-ins with full brew details', 'ruler', 'craft', 2, 'detailed_brews', 25],
  [18, 'Brew Scientist III', 'Log 100 check-ins with full brew details', 'ruler', 'craft', 3, 'detailed_brews', 100],
  [19, 'Home Barista I', 'Pull 5 espresso shots with yield and pressure logged', 'gauge', 'craft', 1, 'espresso_shots', 5],
  [20, 'Home Barista II', 'Pull 25 espresso shots with yield and pressure logged', 'gauge', 'craft', 2, 'espresso_shots', 25],
  [21, 'Rising Star I', 'Gain 5 followers', 'users', 'social', 1, 'followers', 5],
  [22, 'Rising Star II', 'Gain 25 followers', 'users', 'social', 2, 'followers', 25],
  [23, 'Rising Star III', 'Gain 100 followers', 'users', 'social', 3, 'followers', 100],
  [24, 'Well Loved I', 'Receive 10 likes on your check-ins', 'heart', 'social', 1, 'likes_received', 10],
  [25, 'Well Loved II', 'Receive 50 likes on your check-ins', 'heart', 'social', 2, 'likes_received', 50],
  [26, 'Well Loved III', 'Receive 250 likes on your check-ins', 'heart', 'social', 3, 'likes_received', 250],
  [27, 'Conversationalist I', 'Write 5 comments', 'message-circle', 'social', 1, 'comments_written', 5],
  [28, 'Conversationalist II', 'Write 25 comments', 'message-circle', 'social', 2, 'comments_written', 25],
  [29, 'Globetrotter I', 'Drink coffees from 3 countries of origin', 'globe', 'exploration', 1, 'origins', 3],
  [30, 'Globetrotter II', 'Drink coffees from 8 countries of origin', 'globe', 'exploration', 2, 'origins', 8],
  [31, 'Globetrotter III', 'Drink coffees from 15 countries of origin', 'globe', 'exploration', 3, 'origins', 15],
  [32, 'Café Hopper I', 'Check in at 3 different places', 'map-pin', 'exploration', 1, 'cafes', 3],
  [33, 'Café Hopper II', 'Check in at 10 different places', 'map-pin', 'exploration', 2, 'cafes', 10],
  [34, 'Café Hopper III', 'Check in at 25 different places', 'map-pin', 'exploration', 3, 'cafes', 25],
];

export class BadgeCatalogue1764500000001 implements MigrationInterface {
  name = 'BadgeCatalogue1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const row of CATALOGUE) {
      await queryRunner.query(
        `INSERT INTO "${INSIGHTS_SCHEMA}"."badges"
           ("id", "name", "description", "icon", "category", "level", "requirement", "requirement_count")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        row,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "${INSIGHTS_SCHEMA}"."badges" WHERE "id" = ANY($1)`,
      [CATALOGUE.map(([id]) => id)],
    );
  }
}
