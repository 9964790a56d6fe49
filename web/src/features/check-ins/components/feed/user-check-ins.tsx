import { useUserCheckIns } from '../../api/get-user-check-ins';
import { CheckInList } from './check-in-list';
// Static, unlike the home feed's: the cards' schema and zod download with this screen, beside its
// loader's request, not after the loader's code has run (ADR 0034).
import '@crema/contracts/checkins/check-in';

/** Someone's check-ins on their profile page, newest first. */
export function UserCheckIns({ username, isSelf }: { username: string; isSelf: boolean }) {
  const checkIns = useUserCheckIns(username);
  return (
    <CheckInList
      query={checkIns}
      emptyTitle="No check-ins yet."
      emptyHint={
        isSelf
          ? 'Your check-ins will show up here. Check in a coffee from the home feed.'
          : `When ${username} checks in a coffee, it will show up here.`
      }
    />
  );
}
