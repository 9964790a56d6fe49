import { selfUserSchema, type SelfUser } from '@crema/contracts/identity/user';

/**
 * Re-parses a user coming back from identity with the public schema, so only its declared fields
 * can ever reach a response (no hash, no token, whatever a service might add by mistake).
 */
export function toSelfUser(reply: unknown): SelfUser {
  return selfUserSchema.parse(reply);
}
