import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PeopleRepository } from '../people/people.repository';
import { BADGE_CHECK_INS_PER_HOUR, BADGE_WINDOW } from './anti-farming';
import type { CheckInFact } from './check-in-fact';

/** Serialises the fact writes of one person, so the anti-farming window sees every earlier one. */
const FACTS_LOCK = `hashtext('crema.insights.user-facts')`;
/** Serialises a check-in's change of owner with the likes recorded for it (their owner_id). */
const OWNER_LOCK = `hashtext('crema.insights.check-in-owner')`;

/**
 * Holds the check-in's owner lock until the transaction ends: a like recorded meanwhile reads the
 * owner after the change, or the change sees the like. Taken after the people's locks.
 */
export async function lockCheckInOwner(manager: EntityManager, checkInId: number): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(${OWNER_LOCK}, $1)`, [checkInId]);
}

/**
 * The check-in facts. Whether a check-in counts toward badges is decided once, when it is first
 * recorded, from the person's check-ins of the hour before it; an edit keeps that decision. A
 * state older than the one held (a retried event overtaken by a newer edit) changes nothing.
 * Every change makes a new version of the person's facts (their cached recommendations expire).
 */
@Injectable()
export class CheckInFactsRepository {
  constructor(private readonly people: PeopleRepository) {}

  /** False when nothing was recorded (the person or the check-in is already gone). */
  async record(manager: EntityManager, fact: CheckInFact): Promise<boolean> {
    if (!(await this.people.tombstones.lockAlive(manager, [fact.userId]))) return false;
    await manager.query(`SELECT pg_advisory_xact_lock(${FACTS_LOCK}, $1)`, [fact.userId]);
    const gone = await manager.query<unknown[]>(
      `SELECT 1 FROM insights.deleted_check_ins WHERE check_in_id = $1`,
      [fact.checkInId],
    );
    if (gone.length > 0) return false;
    await manager.query(
      `INSERT INTO insights.check_in_facts (check_in_id, user_id, coffee_key, coffee_name, roaster, roaster_key,
         brew_method, roast_level, process, origin, origin_key, place_key, rating, tasting_notes,
         dose, water, water_temp, grind, detailed, espresso_detailed, created_at, counts_for_badges, hidden,
         updated_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
         (SELECT count(*) FROM insights.check_in_facts f
           WHERE f.user_id = $2 AND f.counts_for_badges
             AND f.created_at > $21::timestamptz - interval '${BADGE_WINDOW}' AND f.created_at <= $21) < $22
         AND NOT EXISTS (SELECT 1 FROM insights.check_in_facts f
           WHERE f.user_id = $2 AND f.coffee_key = $3
             AND f.created_at > $21::timestamptz - interval '${BADGE_WINDOW}' AND f.created_at <= $21),
         $23, $24
       ON CONFLICT (check_in_id) DO UPDATE SET coffee_key = EXCLUDED.coffee_key,
         coffee_name = EXCLUDED.coffee_name, roaster = EXCLUDED.roaster, roaster_key = EXCLUDED.roaster_key,
         brew_method = EXCLUDED.brew_method, roast_level = EXCLUDED.roast_level, process = EXCLUDED.process,
         origin = EXCLUDED.origin, origin_key = EXCLUDED.origin_key, place_key = EXCLUDED.place_key,
         rating = EXCLUDED.rating, tasting_notes = EXCLUDED.tasting_notes, dose = EXCLUDED.dose,
         water = EXCLUDED.water, water_temp = EXCLUDED.water_temp, grind = EXCLUDED.grind,
         detailed = EXCLUDED.detailed, espresso_detailed = EXCLUDED.espresso_detailed, hidden = EXCLUDED.hidden,
         updated_at = EXCLUDED.updated_at
       WHERE insights.check_in_facts.updated_at <= EXCLUDED.updated_at`,
      [
        fact.checkInId,
        fact.userId,
        fact.coffeeKey,
        fact.coffeeName,
        fact.roaster,
        fact.roasterKey,
        fact.brewMethod,
        fact.roastLevel,
        fact.process,
        fact.origin,
        fact.originKey,
        fact.placeKey,
        fact.rating,
        fact.tastingNotes,
        fact.dose,
        fact.water,
        fact.waterTemp,
        fact.grind,
        fact.detailed,
        fact.espressoDetailed,
        fact.createdAt,
        BADGE_CHECK_INS_PER_HOUR,
        fact.hidden,
        fact.updatedAt,
      ],
    );
    await this.bumpVersion(manager, fact.userId);
    return true;
  }

  /**
   * From checkin.reassigned (`fact` is the state after the move): the fact and the likes it
   * received move to the new owner; both people's facts get a new version. A created or updated
   * event arriving later never changes the owner back (they leave user_id alone), and applying the
   * same move again changes nothing. False when the new owner or the check-in is gone.
   */
  async reassign(manager: EntityManager, fact: CheckInFact, fromUserId: number): Promise<boolean> {
    // Inserts the fact when this is the first news of it (its created is late), for its new owner.
    if (!(await this.record(manager, fact))) return false;
    await lockCheckInOwner(manager, fact.checkInId);
    await manager.query(`UPDATE insights.check_in_facts SET user_id = $2 WHERE check_in_id = $1`, [
      fact.checkInId,
      fact.userId,
    ]);
    await manager.query(`UPDATE insights.likes SET owner_id = $2 WHERE check_in_id = $1`, [
      fact.checkInId,
      fact.userId,
    ]);
    await this.bumpVersion(manager, fromUserId);
    return true;
  }

  /** The check-in is gone for good (a tombstone stops a late created/updated event), with its likes and comments. */
  async remove(manager: EntityManager, checkInId: number, userId: number): Promise<void> {
    await manager.query(
      `INSERT INTO insights.deleted_check_ins (check_in_id) VALUES ($1) ON CONFLICT DO NOTHING`,
      [checkInId],
    );
    await manager.query(`DELETE FROM insights.check_in_facts WHERE check_in_id = $1`, [checkInId]);
    for (const table of ['likes', 'like_changes', 'comments']) {
      await manager.query(`DELETE FROM insights.${table} WHERE check_in_id = $1`, [checkInId]);
    }
    await this.bumpVersion(manager, userId);
  }

  /** A new version of the person's facts: their cached recommendations no longer apply. */
  private async bumpVersion(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `INSERT INTO insights.fact_versions (user_id, version) VALUES ($1, 1)
       ON CONFLICT (user_id) DO UPDATE SET version = insights.fact_versions.version + 1`,
      [userId],
    );
  }
}
