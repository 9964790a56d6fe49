import { analyticsQuery, analyticsSchema } from '@crema/contracts/admin/analytics';
import { auditEntrySchema, auditQuery } from '@crema/contracts/admin/audit';
import {
  catalogueQuery,
  coffeeBagSchema,
  createCoffeeBagBody,
  createRoasterBody,
  roasterSchema,
} from '@crema/contracts/admin/catalogue';
import { LABEL_FIELD, LABEL_MAX_BYTES, labelReadingSchema } from '@crema/contracts/admin/label';
import { createRuleBody, moderationRuleSchema, updateRuleBody } from '@crema/contracts/admin/moderation';
import { appSettingSchema, putSettingBody } from '@crema/contracts/admin/settings';
import { adminUserSchema, adminUsersQuery } from '@crema/contracts/admin/users';
import { z } from 'zod';
import type { ApiRoute } from './api-routes';
import { PAGED } from './route-text';


/** The admin service's routes: every one needs an administrator (401 for guests, 403 for others). */
export const ADMIN_SERVICE_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/audit',
    summary:
      'The administrators’ audit trail, newest first: who did what to which target, when, from which request (correlation id); filter by adminId and action',
    access: 'admin',
    query: auditQuery,
    success: { status: 200, description: PAGED, schema: z.array(auditEntrySchema) },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'People, newest first or by check-ins, searchable by username or email',
    access: 'admin',
    query: adminUsersQuery,
    success: { status: 200, description: PAGED, schema: z.array(adminUserSchema) },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/settings',
    summary:
      'App settings: the known keys Crema acts on (with their defaults until set), then free-form ones',
    access: 'admin',
    success: { status: 200, description: 'Settings', schema: z.array(appSettingSchema) },
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/api/admin/settings/{key}',
    summary: 'Set a setting; a known key takes effect in the services without a restart',
    access: 'admin',
    body: putSettingBody,
    success: { status: 200, description: 'The setting', schema: appSettingSchema },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/moderation/rules',
    summary: 'Moderation rules',
    access: 'admin',
    success: { status: 200, description: 'Rules', schema: z.array(moderationRuleSchema) },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/moderation/rules',
    summary: 'Add a rule; an active one with a pattern flags (or hides) matching new check-ins and comments',
    access: 'admin',
    body: createRuleBody,
    success: { status: 201, description: 'The rule', schema: moderationRuleSchema },
    errors: [400, 401, 403],
  },
  {
    method: 'patch',
    path: '/api/admin/moderation/rules/{id}',
    summary: 'Change a rule (turning it off takes effect at once)',
    access: 'admin',
    body: updateRuleBody,
    success: { status: 200, description: 'The rule', schema: moderationRuleSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/admin/moderation/rules/{id}',
    summary: 'Remove a rule',
    access: 'admin',
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/admin/analytics',
    summary: 'Check-ins, new users, top coffees and roasters and the rating breakdown of a period (UTC days)',
    access: 'admin',
    query: analyticsQuery,
    success: { status: 200, description: 'Analytics', schema: analyticsSchema },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/roasters',
    summary: 'The roaster catalogue, newest first',
    access: 'admin',
    query: catalogueQuery,
    success: { status: 200, description: PAGED, schema: z.array(roasterSchema) },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/roasters',
    summary: 'Add a roaster (names are unique, ignoring case and accents)',
    access: 'admin',
    body: createRoasterBody,
    success: { status: 201, description: 'The roaster', schema: roasterSchema },
    errors: [400, 401, 403, 409],
  },
  {
    method: 'delete',
    path: '/api/admin/roasters/{id}',
    summary: 'Remove a roaster (its coffee bags stay, without a roaster)',
    access: 'admin',
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/admin/coffee-bags',
    summary: 'The coffee-bag catalogue, newest first',
    access: 'admin',
    query: catalogueQuery,
    success: { status: 200, description: PAGED, schema: z.array(coffeeBagSchema) },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/coffee-bags',
    summary: 'Add a coffee bag; its roaster by id, or by name (created when the catalogue has none)',
    access: 'admin',
    body: createCoffeeBagBody,
    success: { status: 201, description: 'The coffee bag', schema: coffeeBagSchema },
    errors: [400, 401, 403],
  },
  {
    method: 'delete',
    path: '/api/admin/coffee-bags/{id}',
    summary: 'Remove a coffee bag and its label image',
    access: 'admin',
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/admin/coffee-bags/upload-ocr',
    summary: 'Read a coffee-bag label (PNG or JPG up to 5MB): its text and the fields found in it, to review',
    access: 'admin',
    upload: { field: LABEL_FIELD, maxBytes: LABEL_MAX_BYTES },
    success: { status: 200, description: 'What the label says', schema: labelReadingSchema },
    errors: [400, 401, 403, 413, 415],
  },
];
