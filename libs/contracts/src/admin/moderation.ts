import { z } from 'zod';

/**
 * Moderation rules (SPEC §3 moderation_rules, plus a pattern and an action). An active rule with a
 * pattern acts on new check-ins and comments: `flag` puts the content in the reports queue, `hide`
 * also hides it until a moderator decides. Patterns are plain words or phrases (never regular
 * expressions: nothing an admin types can make matching slow), matched ignoring case and accents.
 */
export const RULE_ACTIONS = ['flag', 'hide'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const RULE_NAME_MAX = 100;
export const RULE_DESCRIPTION_MAX = 500;
export const RULE_PATTERN_MAX = 200;

const ruleName = z
  .string({ error: 'Rule name is required' })
  .trim()
  .min(1, 'Rule name is required')
  .max(RULE_NAME_MAX, `Rule name must be at most ${RULE_NAME_MAX} characters`);
const ruleDescription = z
  .string({ error: 'Rule description is required' })
  .trim()
  .min(1, 'Rule description is required')
  .max(RULE_DESCRIPTION_MAX, `Rule description must be at most ${RULE_DESCRIPTION_MAX} characters`);
const rulePattern = z
  .string()
  .trim()
  .max(RULE_PATTERN_MAX, `Pattern must be at most ${RULE_PATTERN_MAX} characters`)
  .nullish()
  .transform((text) => (text ? text : null));

export const moderationRuleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  pattern: z.string().nullable(),
  action: z.enum(RULE_ACTIONS),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ModerationRule = z.infer<typeof moderationRuleSchema>;

export const createRuleBody = z
  .object({
    name: ruleName,
    description: ruleDescription,
    active: z.boolean({ error: 'active must be true or false' }).default(true),
    pattern: rulePattern,
    action: z.enum(RULE_ACTIONS, { error: 'action must be flag or hide' }).default('flag'),
  })
  .strict();
export type CreateRuleBody = z.input<typeof createRuleBody>;

export const updateRuleBody = z
  .object({
    name: ruleName.optional(),
    description: ruleDescription.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    pattern: rulePattern.optional(),
    action: z.enum(RULE_ACTIONS, { error: 'action must be flag or hide' }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateRuleBody = z.input<typeof updateRuleBody>;

export const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2 ** 31 - 1, 'id is out of range'),
});
export type IdParams = z.output<typeof idParams>;
