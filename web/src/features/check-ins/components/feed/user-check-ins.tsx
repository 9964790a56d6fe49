import { useUserCheckIns } from '../../api/get-user-check-ins';
import { CheckInList } from './check-in-list';
import '../../api/card-contract-preload';

/** Someone's check-ins on their profile page, newest first. */
export function UserCheckIns({ username, isSelf }: { username: string; isSelf: boolean }) {
  const checkIns = useUserCheckIns(username);
  return (
    <CheckInList
      key={username}
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
