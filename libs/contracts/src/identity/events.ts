import { z } from 'zod';
import { defineEvent } from '../common/events';
import { userProfileSchema } from './user';

export const userRegistered = defineEvent('evt.identity.user.registered.v1', userProfileSchema);
export const userUpdated = defineEvent('evt.identity.user.updated.v1', userProfileSchema);
export const userDeleted = defineEvent(
  'evt.identity.user.deleted.v1',
  z.object({ id: z.number().int().positive() }),
);
