import { usePageCheckIns } from '../../api/get-page-check-ins';
import { CheckInList } from './check-in-list';
// Static, unlike the home feed's: the cards' schema and zod download with this screen, beside its
// loader's request, not after the loader's code has run (ADR 0034).
import '@crema/contracts/checkins/check-in';

/** The recent check-ins of a coffee, roaster or café page (`url`: the list's first page). */
export function PageCheckIns({ url }: { url: string }) {
  return (
    <CheckInList
      query={usePageCheckIns(url)}
      emptyTitle="No check-ins you can see yet."
      emptyHint="Check-ins shared with you will show up here."
    />
  );
}
