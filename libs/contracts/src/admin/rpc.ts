import { z } from 'zod';
import { pageSchema } from '../common/page';
import { actorSchema, defineRpc, okReply } from '../common/rpc';
import { analyticsQuery, analyticsSchema } from './analytics';
import { auditEntrySchema, auditQuery } from './audit';
import {
  catalogueQuery,
  coffeeBagSchema,
  createCoffeeBagBody,
  createRoasterBody,
  roasterSchema,
} from './catalogue';
import { LABEL_READ_TIMEOUT_MS, labelReadingSchema } from './label';
import { createRuleBody, moderationRuleSchema, updateRuleBody } from './moderation';
import { appSettingSchema, putSettingBody, settingKeySchema } from './settings';
import { adminUserSchema, adminUsersQuery } from './users';

/** Queue group and subject prefix of the admin service. Every request needs an administrator (403 otherwise). */
export const ADMIN_SERVICE = 'admin';

const admin = z.object({ actor: actorSchema });
const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const byId = z.object({ actor: actorSchema, id });

export const listSettings = defineRpc('rpc.admin.setting.list.v1', admin, z.array(appSettingSchema));
export const putSetting = defineRpc(
  'rpc.admin.setting.put.v1',
  z.object({ actor: actorSchema, key: settingKeySchema, body: putSettingBody }),
  appSettingSchema,
);

export const listModerationRules = defineRpc(
  'rpc.admin.moderation-rule.list.v1',
  admin,
  z.array(moderationRuleSchema),
);
export const createModerationRule = defineRpc(
  'rpc.admin.moderation-rule.create.v1',
  z.object({ actor: actorSchema, body: createRuleBody }),
  moderationRuleSchema,
);
export const updateModerationRule = defineRpc(
  'rpc.admin.moderation-rule.update.v1',
  z.object({ actor: actorSchema, id, body: updateRuleBody }),
  moderationRuleSchema,
);
export const deleteModerationRule = defineRpc('rpc.admin.moderation-rule.delete.v1', byId, okReply);

export const listRoasters = defineRpc(
  'rpc.admin.roaster.list.v1',
  z.object({ actor: actorSchema, query: catalogueQuery }),
  pageSchema(roasterSchema),
);
export const createRoaster = defineRpc(
  'rpc.admin.roaster.create.v1',
  z.object({ actor: actorSchema, body: createRoasterBody }),
  roasterSchema,
);
/** Its coffee bags stay, without a roaster. */
export const deleteRoaster = defineRpc('rpc.admin.roaster.delete.v1', byId, okReply);

export const listCoffeeBags = defineRpc(
  'rpc.admin.coffee-bag.list.v1',
  z.object({ actor: actorSchema, query: catalogueQuery }),
  pageSchema(coffeeBagSchema),
);
export const createCoffeeBag = defineRpc(
  'rpc.admin.coffee-bag.create.v1',
  z.object({ actor: actorSchema, body: createCoffeeBagBody }),
  coffeeBagSchema,
);
export const deleteCoffeeBag = defineRpc('rpc.admin.coffee-bag.delete.v1', byId, okReply);

/** Reads a label image the gateway already validated and stored (an `ocr` job in the admin worker). */
export const readLabel = defineRpc(
  'rpc.admin.label.read.v1',
  z.object({ actor: actorSchema, imageUrl: z.string().startsWith('/media/').max(300) }),
  labelReadingSchema,
  // The service gives up first (503 with its own message); the margin covers the hops.
  { timeoutMs: LABEL_READ_TIMEOUT_MS + 5_000 },
);

export const getAnalytics = defineRpc(
  'rpc.admin.analytics.get.v1',
  z.object({ actor: actorSchema, query: analyticsQuery }),
  analyticsSchema,
);

export const listAdminUsers = defineRpc(
  'rpc.admin.user.list.v1',
  z.object({ actor: actorSchema, query: adminUsersQuery }),
  pageSchema(adminUserSchema),
);

/** The administrators' audit trail, newest first (docs/adr/0030). */
export const listAuditLog = defineRpc(
  'rpc.admin.audit.list.v1',
  z.object({ actor: actorSchema, query: auditQuery }),
  pageSchema(auditEntrySchema),
);
