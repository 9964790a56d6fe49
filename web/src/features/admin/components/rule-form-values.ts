import {
  createRuleBody,
  RULE_ACTIONS,
  type CreateRuleBody,
  type ModerationRule,
} from '@crema/contracts/admin/moderation';
import { z } from 'zod';

/** The rule form as text; `active` is 'true' or 'false'. */
export type RuleFormValues = {
  name: string;
  description: string;
  pattern: string;
  action: string;
  active: string;
};

export const EMPTY_RULE_FORM: RuleFormValues = {
  name: '',
  description: '',
  pattern: '',
  action: 'flag',
  active: 'true',
};

export function ruleToFormValues(rule: ModerationRule): RuleFormValues {
  return {
    name: rule.name,
    description: rule.description,
    pattern: rule.pattern ?? '',
    action: rule.action,
    active: String(rule.active),
  };
}

/** The form read as the contract's body ('Rule name is required', … on their fields). */
export const ruleFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    pattern: z.string(),
    action: z.enum(RULE_ACTIONS),
    active: z.enum(['true', 'false']),
  })
  .transform(({ active, ...values }): CreateRuleBody => ({ ...values, active: active === 'true' }))
  .pipe(createRuleBody);
export type RuleFormOutput = z.output<typeof ruleFormSchema>;
