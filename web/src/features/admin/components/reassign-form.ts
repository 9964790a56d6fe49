import { reassignCheckInBody } from '@crema/contracts/checkins/moderation';
import { z } from 'zod';

/**
 * The reassign form's text, read as the contract's body: blank or not a number reads as no user
 * ID ('Please enter a user ID', SPEC §5), so the server's own messages apply to the rest.
 */
export const reassignFormSchema = z
  .object({ newUserId: z.string() })
  .transform(({ newUserId }) => {
    const text = newUserId.trim();
    return { newUserId: text === '' ? undefined : Number(text) };
  })
  .pipe(reassignCheckInBody);
