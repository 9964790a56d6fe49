import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  adminEnv,
  adminWorkerEnv,
  checkinsEnv,
  gatewayEnv,
  identityEnv,
  identityWorkerEnv,
  insightsEnv,
  insightsWorkerEnv,
  socialEnv,
} from '@crema/config';
import { repoRoot } from './deployables';

/** Each long-running deployable's env schema (libs/config): a deployable that reads REDIS_URL uses Redis. */
const ENV_SCHEMAS: Record<string, { shape: Record<string, unknown> }> = {
  gateway: gatewayEnv.in,
  // The objects under the transforms that settle COOKIE_SECURE, ADMIN_USERNAME and UNSUBSCRIBE_TOKEN_SECRET.
  identity: identityEnv.in,
  'identity-worker': identityWorkerEnv.in,
  checkins: checkinsEnv,
  social: socialEnv,
  insights: insightsEnv,
  'insights-worker': insightsWorkerEnv,
  admin: adminEnv,
  'admin-worker': adminWorkerEnv,
};

/** Whether a long-running deployable's env schema reads `variable` (e.g. DATABASE_URL, SMTP_URL). */
export function readsVariable(deployable: string, variable: string): boolean {
  const schema = ENV_SCHEMAS[deployable];
  if (!schema) throw new Error(`tests/deploy/redis-users.ts knows no env schema for "${deployable}"`);
  return variable in schema.shape;
}

export function usesRedis(deployable: string): boolean {
  return readsVariable(deployable, 'REDIS_URL');
}

/** The variable holding a Redis user's password, e.g. identity-worker → REDIS_PASSWORD_IDENTITY_WORKER. */
export function redisPasswordVariableOf(user: string): string {
  return `REDIS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

export interface AclTemplateUser {
  name: string;
  rules: string[];
}

export const aclTemplateFile = path.join(repoRoot, 'deploy', 'redis', 'users.acl.template');

/** The users of deploy/redis/users.acl.template, comments left out (as render-acl.sh does). */
export function readAclTemplate(): AclTemplateUser[] {
  return readFileSync(aclTemplateFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword, name = '', ...rules] = line.trim().split(/\s+/);
      if (keyword !== 'user') throw new Error(`Not an ACL user line: ${line}`);
      return { name, rules };
    });
}

/** The REDIS_PASSWORD_* variables the template needs, one per user that logs in with a password. */
export function aclPasswordVariables(): string[] {
  return readAclTemplate()
    .filter((user) => user.rules.some((rule) => rule.startsWith('#{{')))
    .map((user) => redisPasswordVariableOf(user.name));
}
