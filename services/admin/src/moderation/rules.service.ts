import { Injectable } from '@nestjs/common';
import { moderationRuleChanged, moderationRuleDeleted } from '@crema/contracts/admin/events';
import type { createRuleBody, ModerationRule, updateRuleBody } from '@crema/contracts/admin/moderation';
import { adminAction, appendEvent, RpcError } from '@crema/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Actor } from '@crema/contracts/common/rpc';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { isoOf } from '../common/rows';
import { RulesRepository, type RuleRow } from './rules.repository';

export const NO_SUCH_RULE = 'There is no such moderation rule';

/**
 * Moderation rules. checkins applies them to new content: each change goes out as a rule event in
 * the same transaction, so toggling a rule takes effect as soon as checkins has it (well under a second).
 */
@Injectable()
export class RulesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: RulesRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async list(): Promise<ModerationRule[]> {
    return (await this.rules.list()).map(toRule);
  }

  create(actor: Actor, body: z.output<typeof createRuleBody>): Promise<ModerationRule> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.rules.insert(manager, body);
      await publishState(manager, row);
      await this.audit.insert(
        manager,
        adminAction(actor, 'moderation-rule.created', { targetType: 'moderation-rule', targetId: String(row.id) }, { name: row.name }),
      );
      return toRule(row);
    });
  }

  update(actor: Actor, id: number, changes: z.output<typeof updateRuleBody>): Promise<ModerationRule> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.rules.update(manager, id, changes);
      if (!row) throw RpcError.notFound(NO_SUCH_RULE);
      await publishState(manager, row);
      await this.audit.insert(
        manager,
        adminAction(actor, 'moderation-rule.updated', { targetType: 'moderation-rule', targetId: String(id) }, {
          name: row.name,
          active: row.active,
          action: row.action,
        }),
      );
      return toRule(row);
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.rules.delete(manager, id))) throw RpcError.notFound(NO_SUCH_RULE);
      await appendEvent(manager, moderationRuleDeleted, { id });
      await this.audit.insert(
        manager,
        adminAction(actor, 'moderation-rule.deleted', { targetType: 'moderation-rule', targetId: String(id) }),
      );
    });
  }
}

function publishState(manager: EntityManager, row: RuleRow): Promise<string> {
  return appendEvent(manager, moderationRuleChanged, {
    id: row.id,
    name: row.name,
    active: row.active,
    pattern: row.pattern,
    action: row.action,
  });
}

function toRule(row: RuleRow): ModerationRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    pattern: row.pattern,
    action: row.action,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}
