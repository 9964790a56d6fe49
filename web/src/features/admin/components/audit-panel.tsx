import { ADMIN_ACTIONS, type AdminAction, type AuditEntry } from '@crema/contracts/admin/audit';
import { ScrollText, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { OptionSelect } from '@/components/ui/option-select';
import { StatusMessage } from '@/components/ui/status-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, longDate } from '@/lib/format-date';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilter } from '../api/query-keys';
import { ListCard } from './list-card';
import { ListStates } from './list-states';

const ACTION_LABELS: Record<AdminAction, string> = {
  'admin.initialised': 'Became the first administrator',
  'user.admin-granted': 'Granted administrator rights',
  'user.admin-revoked': 'Removed administrator rights',
  'user.deleted': 'Deleted a user',
  'user.signed-out': 'Signed a user out everywhere',
  'check-in.deleted': 'Deleted a check-in',
  'check-in.reassigned': 'Reassigned a check-in',
  'report.resolved': 'Resolved a report',
  'moderation-rule.created': 'Created a moderation rule',
  'moderation-rule.updated': 'Changed a moderation rule',
  'moderation-rule.deleted': 'Deleted a moderation rule',
  'setting.changed': 'Changed a setting',
  'roaster.created': 'Added a roaster',
  'roaster.deleted': 'Deleted a roaster',
  'coffee-bag.created': 'Added a coffee bag',
  'coffee-bag.deleted': 'Deleted a coffee bag',
};
const ACTION_OPTIONS = ['all', ...ADMIN_ACTIONS] as const;
const OPTION_LABELS: Record<(typeof ACTION_OPTIONS)[number], string> = {
  all: 'All actions',
  ...ACTION_LABELS,
};

function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/** The Audit tab: every change an administrator made, newest first (docs/adr/0030). */
export function AuditPanel() {
  const actionId = useId();
  const [filter, setFilter] = useState<AuditFilter>({ adminId: null, action: 'all' });
  const log = useAuditLog(filter);
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];
  const adminName = rows.find((row) => row.adminId === filter.adminId)?.adminUsername;

  return (
    <ListCard title="Audit trail">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor={actionId}>Action</Label>
          <OptionSelect
            id={actionId}
            options={ACTION_OPTIONS}
            labels={OPTION_LABELS}
            value={filter.action}
            onChange={(action) => setFilter((current) => ({ ...current, action }))}
          />
        </div>
        {filter.adminId !== null && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setFilter((current) => ({ ...current, adminId: null }))}
          >
            <X aria-hidden="true" />
            Only {adminName ?? `administrator #${filter.adminId}`}: show everyone
          </Button>
        )}
      </div>
      <ListStates
        query={log}
        noun="the audit trail"
        isEmpty={rows.length === 0}
        empty={
          <StatusMessage bare icon={ScrollText} role="status" title="Nothing recorded yet.">
            Every change an administrator makes is listed here.
          </StatusMessage>
        }
      >
        <Table aria-label="Audit trail" aria-busy={log.isFetching}>
          <TableHeader>
            <TableHead>When</TableHead>
            <TableHead>Administrator</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Request</TableHead>
          </TableHeader>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={entry.at} title={fullDate(entry.at)}>
                    {longDate(entry.at)}
                  </time>
                </TableCell>
                <TableCell label="Administrator">
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto p-0"
                    aria-label={`Only actions by ${entry.adminUsername ?? `administrator #${entry.adminId}`}`}
                    onClick={() => setFilter((current) => ({ ...current, adminId: entry.adminId }))}
                  >
                    {entry.adminUsername ?? `#${entry.adminId}`}
                  </Button>
                </TableCell>
                <TableCell label="Action">
                  <p>{ACTION_LABELS[entry.action]}</p>
                  {Object.keys(entry.details).length > 0 && (
                    <p className="text-xs break-words text-muted-foreground">{detailsText(entry.details)}</p>
                  )}
                </TableCell>
                <TableCell label="Target" className="whitespace-nowrap">
                  {entry.targetType} {entry.targetId}
                </TableCell>
                <TableCell label="Request">
                  <code className="font-mono text-xs break-all text-muted-foreground">
                    {entry.correlationId ?? '—'}
                  </code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <LoadMore query={log} noun="entries" auto={false} />
      </ListStates>
    </ListCard>
  );
}
