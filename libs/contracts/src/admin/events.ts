import { z } from 'zod';
import { defineEvent } from '../common/events';
import { RULE_ACTIONS } from './moderation';

/** A setting's new value; services that act on a known key keep the latest one. */
export const settingChanged = defineEvent(
  'evt.admin.setting.changed.v1',
  z.object({ key: z.string(), value: z.string() }),
);

/** A rule's whole state after a create or an edit (its consumers replace what they had). */
export const moderationRuleStateSchema = z.object({
  id: z.number().int().positive(),
  active: z.boolean(),
  pattern: z.string().nullable(),
  action: z.enum(RULE_ACTIONS),
  name: z.string(),
});
export type ModerationRuleState = z.infer<typeof moderationRuleStateSchema>;
export const moderationRuleChanged = defineEvent(
  'evt.admin.moderation-rule.changed.v1',
  moderationRuleStateSchema,
);
export const moderationRuleDeleted = defineEvent(
  'evt.admin.moderation-rule.deleted.v1',
  z.object({ id: z.number().int().positive() }),
);

/** What search shows of a catalogue roaster. */
export const roasterStateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type RoasterState = z.infer<typeof roasterStateSchema>;
export const roasterChanged = defineEvent('evt.admin.roaster.changed.v1', roasterStateSchema);
export const roasterDeleted = defineEvent(
  'evt.admin.roaster.deleted.v1',
  z.object({ id: z.number().int().positive() }),
);

/** What search and coffee pages show of a catalogue coffee bag. */
export const coffeeBagStateSchema = z.object({
  id: z.number().int().positive(),
  coffeeName: z.string(),
  roasterName: z.string().nullable(),
  origin: z.string().nullable(),
  processingMethod: z.string().nullable(),
  roastLevel: z.string().nullable(),
  flavorNotes: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type CoffeeBagState = z.infer<typeof coffeeBagStateSchema>;
export const coffeeBagChanged = defineEvent('evt.admin.coffee-bag.changed.v1', coffeeBagStateSchema);
export const coffeeBagDeleted = defineEvent(
  'evt.admin.coffee-bag.deleted.v1',
  z.object({ id: z.number().int().positive() }),
);
