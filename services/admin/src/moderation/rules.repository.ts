import { Injectable } from '@nestjs/common';
import type { createRuleBody, RuleAction, updateRuleBody } from '@crema/contracts/admin/moderation';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';

export interface RuleRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
  pattern: string | null;
  action: RuleAction;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, description, active, pattern, action, created_at, updated_at';

/** The moderation_rules table. */
@Injectable()
export class RulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<RuleRow[]> {
    return this.dataSource.query<RuleRow[]>(`SELECT ${COLUMNS} FROM admin.moderation_rules ORDER BY id`);
  }

  async insert(manager: EntityManager, rule: z.output<typeof createRuleBody>): Promise<RuleRow> {
    const rows = await manager.query<RuleRow[]>(
      `INSERT INTO admin.moderation_rules (name, description, active, pattern, action)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [rule.name, rule.description, rule.active, rule.pattern, rule.action],
    );
    return rows[0]!;
  }

  /** The rule after the change, or undefined when there is no such rule. */
  async update(
    manager: EntityManager,
    id: number,
    changes: z.output<typeof updateRuleBody>,
  ): Promise<RuleRow | undefined> {
    // UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [rows] = await manager.query<[RuleRow[], number]>(
      `UPDATE admin.moderation_rules SET
         name = COALESCE($2::text, name), description = COALESCE($3::text, description),
         active = COALESCE($4::boolean, active), pattern = CASE WHEN $5::boolean THEN $6::text ELSE pattern END,
         action = COALESCE($7::text, action), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        changes.name ?? null,
        changes.description ?? null,
        changes.active ?? null,
        changes.pattern !== undefined,
        changes.pattern ?? null,
        changes.action ?? null,
      ],
    );
    return rows[0];
  }

  async delete(manager: EntityManager, id: number): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `DELETE FROM admin.moderation_rules WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }
}
