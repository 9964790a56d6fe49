import { usePageCheckIns } from '../../api/get-page-check-ins';
import { CheckInList } from './check-in-list';
import '../../api/card-contract-preload';

/** The recent check-ins of a coffee, roaster or café page (`url`: the list's first page). */
export function PageCheckIns({ url }: { url: string }) {
  return (
    <CheckInList
      key={url}
      query={usePageCheckIns(url)}
      emptyTitle="No check-ins you can see yet."
      emptyHint="Check-ins shared with you will show up here."
    />
  );
}
