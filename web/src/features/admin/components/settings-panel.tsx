import type { AppSetting } from '@crema/contracts/admin/settings';
import { Pencil, Settings2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullDate, shortDate } from '@/lib/format-date';
import { useSettings } from '../api/get-settings';
import { ListCard } from './list-card';
import { ListStates } from './list-states';
import { SettingForm } from './setting-form';
import { displaySettingValue } from './setting-form-values';

/** The Settings tab: the app settings, and a form that adds one or edits the one picked. */
export function SettingsPanel() {
  const settings = useSettings();
  const rows = settings.data ?? [];
  const [editing, setEditing] = useState<AppSetting | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const edit = (setting: AppSetting) => {
    setEditing(setting);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="grid gap-4">
      <div ref={formRef} className="scroll-mt-20">
        <SettingForm
          key={editing?.key ?? ''}
          editing={editing}
          onDoneEditing={() => setEditing(null)}
          existingKeys={rows.map((setting) => setting.key)}
        />
      </div>
      <ListCard title="App settings">
        <ListStates
          query={settings}
          noun="settings"
          isEmpty={rows.length === 0}
          empty={
            <StatusMessage bare icon={Settings2} role="status" title="No settings yet.">
              Add one with the form above.
            </StatusMessage>
          }
        >
          <Table aria-label="App settings" aria-busy={settings.isFetching}>
            <TableHeader>
              <TableHead>Key</TableHead>
              <TableHead>Value</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableHeader>
            <TableBody>
              {rows.map((setting) => (
                <TableRow
                  key={setting.key}
                  aria-current={editing?.key === setting.key ? 'true' : undefined}
                  className="aria-[current=true]:bg-muted/60"
                >
                  <TableCell>
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <code className="font-mono text-sm break-words">{setting.key}</code>
                      {setting.known && (
                        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs whitespace-nowrap text-secondary-foreground">
                          Built-in
                        </span>
                      )}
                    </div>
                  </TableCell>
                  <TableCell label="Value" className="break-words">
                    {displaySettingValue(setting.key, setting.value)}
                  </TableCell>
                  <TableCell label="Description" className="text-muted-foreground">
                    {setting.description ?? '—'}
                  </TableCell>
                  <TableCell label="Updated" className="whitespace-nowrap">
                    {setting.updatedAt ? (
                      <time dateTime={setting.updatedAt} title={fullDate(setting.updatedAt)}>
                        {shortDate(setting.updatedAt)}
                      </time>
                    ) : (
                      <span className="text-muted-foreground">Default</span>
                    )}
                  </TableCell>
                  <TableCell className="sm:text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => edit(setting)}
                      aria-label={`Edit ${setting.key}`}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ListStates>
      </ListCard>
    </div>
  );
}
