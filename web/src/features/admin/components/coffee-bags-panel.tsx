import type { CoffeeBag } from '@crema/contracts/admin/catalogue';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { StatusMessage } from '@/components/ui/status-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, shortDate } from '@/lib/format-date';
import { useDeleteCoffeeBag } from '../api/delete-coffee-bag';
import { useCoffeeBags } from '../api/get-coffee-bags';
import { CoffeeBagScanner } from './coffee-bag-scanner';
import { DeleteRowButton } from './delete-row-button';
import { ListCard } from './list-card';
import { ListSearch } from './list-search';
import { ListStates } from './list-states';

/** The Coffee Bags tab: add bags from their labels, search and delete them. */
export function CoffeeBagsPanel() {
  const [query, setQuery] = useState('');
  const bags = useCoffeeBags(query);
  const rows = bags.data?.pages.flatMap((page) => page.items) ?? [];
  const [deleting, setDeleting] = useState<CoffeeBag | null>(null);

  return (
    <div className="grid gap-4">
      <CoffeeBagScanner />
      <ListCard title="Catalogue coffee bags">
        <ListSearch
          label="Search coffee bags"
          placeholder="Search coffee bags by name…"
          onSearch={setQuery}
        />
        <ListStates
          query={bags}
          noun="coffee bags"
          isEmpty={rows.length === 0}
          empty={
            <StatusMessage
              bare
              icon={Package}
              role="status"
              title={query ? `No coffee bags match “${query}”.` : 'No coffee bags yet.'}
            >
              {query
                ? 'Check the spelling, or clear the search.'
                : 'Add the first one from a photo of its label.'}
            </StatusMessage>
          }
        >
          <Table aria-label="Coffee bags" aria-busy={bags.isFetching}>
            <TableHeader>
              <TableHead>Coffee</TableHead>
              <TableHead>Roaster</TableHead>
              <TableHead>Origin</TableHead>
              <TableHead>Process</TableHead>
              <TableHead>Roast</TableHead>
              <TableHead>Added</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableHeader>
            <TableBody>
              {rows.map((bag) => (
                <CoffeeBagRow key={bag.id} bag={bag} onDelete={() => setDeleting(bag)} />
              ))}
            </TableBody>
          </Table>
          <LoadMore query={bags} noun="coffee bags" auto={false} />
        </ListStates>
      </ListCard>
      <DeleteCoffeeBagDialog bag={deleting} onDone={() => setDeleting(null)} />
    </div>
  );
}

const missing = <span className="text-muted-foreground">—</span>;

function CoffeeBagRow({ bag, onDelete }: { bag: CoffeeBag; onDelete: () => void }) {
  return (
    <TableRow>
      <TableCell>
        <div className="flex min-w-0 items-center gap-3">
          {bag.imageUrl ? (
            <img
              src={bag.imageUrl}
              alt=""
              className="size-10 shrink-0 rounded-lg border border-border object-cover"
            />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Package className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <p className="font-medium break-words">{bag.coffeeName}</p>
            {bag.flavorNotes.length > 0 && (
              <p className="truncate text-xs text-muted-foreground">{bag.flavorNotes.join(', ')}</p>
            )}
          </div>
        </div>
      </TableCell>
      <TableCell label="Roaster">{bag.roasterName ?? missing}</TableCell>
      <TableCell label="Origin">{bag.origin ?? missing}</TableCell>
      <TableCell label="Process">{bag.processingMethod ?? missing}</TableCell>
      <TableCell label="Roast" className="whitespace-nowrap">
        {bag.roastLevel ?? missing}
      </TableCell>
      <TableCell label="Added" className="whitespace-nowrap">
        <time dateTime={bag.createdAt} title={fullDate(bag.createdAt)}>
          {shortDate(bag.createdAt)}
        </time>
      </TableCell>
      <TableCell className="sm:text-right">
        <DeleteRowButton label={`Delete ${bag.coffeeName}`} onClick={onDelete} />
      </TableCell>
    </TableRow>
  );
}

function DeleteCoffeeBagDialog({ bag, onDone }: { bag: CoffeeBag | null; onDone: () => void }) {
  const remove = useDeleteCoffeeBag();
  return (
    <ConfirmDialog
      open={bag !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Delete coffee bag?"
      description={`${bag?.coffeeName}${bag?.roasterName ? ` by ${bag.roasterName}` : ''} leaves the catalogue. This cannot be undone.`}
      confirmLabel="Delete coffee bag"
      pending={remove.isPending}
      onConfirm={() =>
        bag && remove.mutate({ bagId: bag.id, coffeeName: bag.coffeeName }, { onSettled: onDone })
      }
    />
  );
}
