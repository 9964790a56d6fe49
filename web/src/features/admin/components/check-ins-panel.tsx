import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { Coffee, UserRoundPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { OptionSelect } from '@/components/ui/option-select';
import { ProfileNameLink } from '@/components/ui/profile-link';
import { RatingStars } from '@/components/ui/rating-stars';
import { StatusMessage } from '@/components/ui/status-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, relativeDate } from '@/lib/format-date';
import { useDeleteCheckInAsAdmin } from '../api/delete-check-in';
import { useAdminCheckIns } from '../api/get-admin-check-ins';
import { ADMIN_CHECK_IN_FILTERS, type AdminCheckInFilter } from '../api/query-keys';
import { DeleteRowButton } from './delete-row-button';
import { ListCard } from './list-card';
import { ListStates } from './list-states';
import { ReassignCheckInDialog } from './reassign-check-in-dialog';

const FILTER_LABELS: Record<AdminCheckInFilter, string> = {
  all: 'All check-ins',
  recent: 'Recent',
  popular: 'Popular',
};

/** The Check-ins tab: every check-in, whatever its privacy; delete or reassign one. */
export function CheckInsPanel() {
  const filterId = useId();
  const [filter, setFilter] = useState<AdminCheckInFilter>('all');
  const checkIns = useAdminCheckIns(filter);
  const rows = checkIns.data?.pages.flatMap((page) => page.items) ?? [];
  const [reassigning, setReassigning] = useState<CheckInCard | null>(null);
  const [deleting, setDeleting] = useState<CheckInCard | null>(null);

  return (
    <ListCard>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={filterId}>Show</Label>
        <OptionSelect
          id={filterId}
          options={ADMIN_CHECK_IN_FILTERS}
          labels={FILTER_LABELS}
          value={filter}
          onChange={setFilter}
        />
      </div>
      <ListStates
        query={checkIns}
        noun="check-ins"
        isEmpty={rows.length === 0}
        empty={
          <StatusMessage bare icon={Coffee} role="status" title="No check-ins yet.">
            Check-ins show up here as soon as people post them.
          </StatusMessage>
        }
      >
        <Table aria-label="Check-ins" aria-busy={checkIns.isFetching}>
          <TableHeader>
            <TableHead>Coffee</TableHead>
            <TableHead>Author</TableHead>
            <TableHead>Rating</TableHead>
            <TableHead>Posted</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableHeader>
          <TableBody>
            {rows.map((checkIn) => (
              <CheckInRow
                key={checkIn.id}
                checkIn={checkIn}
                onReassign={() => setReassigning(checkIn)}
                onDelete={() => setDeleting(checkIn)}
              />
            ))}
          </TableBody>
        </Table>
        <LoadMore query={checkIns} noun="check-ins" auto={false} />
      </ListStates>
      <ReassignCheckInDialog checkIn={reassigning} onDone={() => setReassigning(null)} />
      <DeleteCheckInDialog checkIn={deleting} onDone={() => setDeleting(null)} />
    </ListCard>
  );
}

interface CheckInRowProps {
  checkIn: CheckInCard;
  onReassign: () => void;
  onDelete: () => void;
}

function CheckInRow({ checkIn, onReassign, onDelete }: CheckInRowProps) {
  return (
    <TableRow>
      <TableCell>
        <div className="flex min-w-0 items-center gap-3">
          {checkIn.photoThumbnail ? (
            <img src={checkIn.photoThumbnail} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Coffee className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate font-medium">{checkIn.coffeeName}</p>
            <p className="truncate text-xs text-muted-foreground">
              {checkIn.roaster} · ID {checkIn.id}
            </p>
          </div>
        </div>
      </TableCell>
      <TableCell label="Author">
        <ProfileNameLink username={checkIn.username} className="font-medium" />
        <span className="block text-xs text-muted-foreground">ID {checkIn.userId}</span>
      </TableCell>
      <TableCell label="Rating">
        <RatingStars rating={checkIn.rating} />
      </TableCell>
      <TableCell label="Posted" className="whitespace-nowrap">
        <time dateTime={checkIn.timestamp} title={fullDate(checkIn.timestamp)}>
          {relativeDate(checkIn.timestamp)}
        </time>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1 sm:justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={onReassign}
            aria-label={`Reassign ${checkIn.coffeeName} (ID ${checkIn.id})`}
          >
            <UserRoundPen aria-hidden="true" />
            Reassign
          </Button>
          <DeleteRowButton label={`Delete ${checkIn.coffeeName} (ID ${checkIn.id})`} onClick={onDelete} />
        </div>
      </TableCell>
    </TableRow>
  );
}

function DeleteCheckInDialog({ checkIn, onDone }: { checkIn: CheckInCard | null; onDone: () => void }) {
  const remove = useDeleteCheckInAsAdmin();
  return (
    <ConfirmDialog
      open={checkIn !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Delete Check-in"
      description={`Delete ${checkIn?.username}'s check-in of ${checkIn?.coffeeName}? Its likes and comments go with it. This cannot be undone.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() =>
        checkIn &&
        remove.mutate({ checkInId: checkIn.id, coffeeName: checkIn.coffeeName }, { onSettled: onDone })
      }
    />
  );
}
