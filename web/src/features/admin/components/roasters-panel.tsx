import type { Roaster } from '@crema/contracts/admin/catalogue';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { StatusMessage } from '@/components/ui/status-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, shortDate } from '@/lib/format-date';
import { plural } from '@/lib/plural';
import { useDeleteRoaster } from '../api/delete-roaster';
import { useRoasters } from '../api/get-roasters';
import { DeleteRowButton } from './delete-row-button';
import { ListCard } from './list-card';
import { ListSearch } from './list-search';
import { ListStates } from './list-states';
import { RoasterForm } from './roaster-form';

/** The Roasters tab: add roasters, search and delete them. */
export function RoastersPanel() {
  const [query, setQuery] = useState('');
  const roasters = useRoasters(query);
  const rows = roasters.data?.pages.flatMap((page) => page.items) ?? [];
  const [deleting, setDeleting] = useState<Roaster | null>(null);

  return (
    <div className="grid gap-4">
      <RoasterForm />
      <ListCard title="Catalogue roasters">
        <ListSearch label="Search roasters" placeholder="Search roasters by name…" onSearch={setQuery} />
        <ListStates
          query={roasters}
          noun="roasters"
          isEmpty={rows.length === 0}
          empty={
            <StatusMessage
              bare
              icon={Store}
              role="status"
              title={query ? `No roasters match “${query}”.` : 'No roasters yet.'}
            >
              {query
                ? 'Check the spelling, or clear the search.'
                : 'Add the first one above, or save a coffee bag with its roaster.'}
            </StatusMessage>
          }
        >
          <Table aria-label="Roasters" aria-busy={roasters.isFetching}>
            <TableHeader>
              <TableHead>Roaster</TableHead>
              <TableHead>Location</TableHead>
              <TableHead className="text-right">Coffee bags</TableHead>
              <TableHead>Added</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableHeader>
            <TableBody>
              {rows.map((roaster) => (
                <RoasterRow key={roaster.id} roaster={roaster} onDelete={() => setDeleting(roaster)} />
              ))}
            </TableBody>
          </Table>
          <LoadMore query={roasters} noun="roasters" auto={false} />
        </ListStates>
      </ListCard>
      <DeleteRoasterDialog roaster={deleting} onDone={() => setDeleting(null)} />
    </div>
  );
}

function RoasterRow({ roaster, onDelete }: { roaster: Roaster; onDelete: () => void }) {
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium break-words">{roaster.name}</p>
        {roaster.website && (
          <a
            href={roaster.website}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-xs text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {roaster.website.replace(/^https?:\/\//i, '')}
          </a>
        )}
      </TableCell>
      <TableCell label="Location">
        {roaster.location ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      <TableCell label="Coffee bags" className="tabular-nums sm:text-right">
        {roaster.coffeeBagsCount}
      </TableCell>
      <TableCell label="Added" className="whitespace-nowrap">
        <time dateTime={roaster.createdAt} title={fullDate(roaster.createdAt)}>
          {shortDate(roaster.createdAt)}
        </time>
      </TableCell>
      <TableCell className="sm:text-right">
        <DeleteRowButton label={`Delete ${roaster.name}`} onClick={onDelete} />
      </TableCell>
    </TableRow>
  );
}

function DeleteRoasterDialog({ roaster, onDone }: { roaster: Roaster | null; onDone: () => void }) {
  const remove = useDeleteRoaster();
  const bags = roaster?.coffeeBagsCount
    ? ` Its ${plural(roaster.coffeeBagsCount, 'coffee bag')} stay, without a roaster.`
    : '';
  return (
    <ConfirmDialog
      open={roaster !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Delete roaster?"
      description={`${roaster?.name} leaves the catalogue.${bags}`}
      confirmLabel="Delete roaster"
      pending={remove.isPending}
      onConfirm={() =>
        roaster && remove.mutate({ roasterId: roaster.id, name: roaster.name }, { onSettled: onDone })
      }
    />
  );
}
