import { useOwnCheckIns } from '../../api/get-own-check-ins';
import { useSavedCheckIns } from '../../api/get-saved-check-ins';
import { CheckInList } from './check-in-list';
import '../../api/card-contract-preload';

/** The signed-in user's journal: every check-in of theirs, whatever its privacy, newest first. */
export function OwnCheckIns() {
  return (
    <CheckInList
      query={useOwnCheckIns()}
      emptyTitle="No check-ins yet."
      emptyHint="Your journal starts with your first check-in: use the round button to add one."
    />
  );
}

/** The check-ins the signed-in user saved, latest save first. */
export function SavedCheckIns() {
  return (
    <CheckInList
      query={useSavedCheckIns()}
      emptyTitle="Nothing saved yet."
      emptyHint="Tap Save on a check-in in the feed to keep it here."
    />
  );
}
