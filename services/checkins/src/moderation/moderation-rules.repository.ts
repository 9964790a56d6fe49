import { Injectable } from '@nestjs/common';
import type { ModerationRuleState } from '@crema/contracts/admin/events';
import { RULE_ACTIONS } from '@crema/contracts/admin/moderation';
import { DataSource, type EntityManager } from 'typeorm';
import type { ActiveRule } from './rule-matching';

/**
 * The projection of the admin service's moderation rules. Read on every new check-in and comment
 * (a handful of rows): a replica's memory would miss the events the durable delivered to another.
 */
@Injectable()
export class ModerationRulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async active(): Promise<ActiveRule[]> {
    const rows = await this.dataSource.query<{ id: number; name: string; pattern: string; action: string }[]>(
      `SELECT id, name, pattern, action FROM checkins.moderation_rules
       WHERE active AND NOT deleted AND pattern IS NOT NULL ORDER BY id`,
    );
    return rows.flatMap((row) =>
      RULE_ACTIONS.includes(row.action as ActiveRule['action'])
        ? [{ id: row.id, name: row.name, pattern: row.pattern, action: row.action as ActiveRule['action'] }]
        : [],
    );
  }

  /** A rule's state as of `asOf`: an older event than the row holds, or a deleted rule, changes nothing. */
  async upsert(manager: EntityManager, rule: ModerationRuleState, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.moderation_rules AS r (id, name, pattern, action, active, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, pattern = EXCLUDED.pattern,
         action = EXCLUDED.action, active = EXCLUDED.active, updated_at = EXCLUDED.updated_at
       WHERE NOT r.deleted AND r.updated_at <= EXCLUDED.updated_at`,
      [rule.id, rule.name, rule.pattern, rule.action, rule.active, asOf],
    );
  }

  /** Leaves a tombstone: the rule acts no more, and a late change of it is ignored. */
  async markDeleted(manager: EntityManager, id: number, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.moderation_rules (id, name, action, active, deleted, updated_at)
       VALUES ($1, '', 'flag', false, true, $2)
       ON CONFLICT (id) DO UPDATE SET active = false, deleted = true`,
      [id, asOf],
    );
  }
}
