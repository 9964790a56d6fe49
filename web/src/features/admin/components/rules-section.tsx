import type { ModerationRule } from '@crema/contracts/admin/moderation';
import { ListChecks, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useCreateModerationRule } from '../api/create-moderation-rule';
import { useDeleteModerationRule } from '../api/delete-moderation-rule';
import { useModerationRules } from '../api/get-moderation-rules';
import { useUpdateModerationRule } from '../api/update-moderation-rule';
import { DeleteRowButton } from './delete-row-button';
import { EditRuleDialog } from './edit-rule-dialog';
import { ListCard } from './list-card';
import { ListStates } from './list-states';
import { RULE_ACTION_LABELS, RuleForm } from './rule-form';
import { EMPTY_RULE_FORM } from './rule-form-values';

/** Moderation rules: create, switch on and off, edit and delete. */
export function RulesSection() {
  const rules = useModerationRules();
  const rows = rules.data ?? [];
  const [editing, setEditing] = useState<ModerationRule | null>(null);
  const [deleting, setDeleting] = useState<ModerationRule | null>(null);

  return (
    <section aria-labelledby="moderation-rules" className="grid gap-4">
      <h3 id="moderation-rules" className="text-lg font-semibold">
        Rules
      </h3>
      <CreateRuleCard />
      <ListCard>
        <ListStates
          query={rules}
          noun="rules"
          isEmpty={rows.length === 0}
          empty={
            <StatusMessage bare icon={ListChecks} role="status" title="No rules yet.">
              A rule with a pattern flags or hides new check-ins and comments that contain it.
            </StatusMessage>
          }
        >
          <Table aria-label="Moderation rules" aria-busy={rules.isFetching}>
            <TableHeader>
              <TableHead>Rule</TableHead>
              <TableHead>Pattern</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Active</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableHeader>
            <TableBody>
              {rows.map((rule) => (
                <RuleRow
                  key={rule.id}
                  rule={rule}
                  onEdit={() => setEditing(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              ))}
            </TableBody>
          </Table>
        </ListStates>
      </ListCard>
      <EditRuleDialog rule={editing} onDone={() => setEditing(null)} />
      <DeleteRuleDialog rule={deleting} onDone={() => setDeleting(null)} />
    </section>
  );
}

function CreateRuleCard() {
  const create = useCreateModerationRule();
  // A new key empties the form once the rule is created.
  const [formKey, setFormKey] = useState(0);
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <h4 className="font-display text-xl font-semibold tracking-tight">New rule</h4>
      <RuleForm
        key={formKey}
        label="New rule"
        initialValues={EMPTY_RULE_FORM}
        onSubmit={(body, onFieldErrors) =>
          create.mutate(body, {
            onSuccess: () => setFormKey((key) => key + 1),
            onError: (error) => error instanceof ApiError && onFieldErrors(error.errors),
          })
        }
        actions={
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
            Create rule
          </Button>
        }
      />
    </Card>
  );
}

interface RuleRowProps {
  rule: ModerationRule;
  onEdit: () => void;
  onDelete: () => void;
}

function RuleRow({ rule, onEdit, onDelete }: RuleRowProps) {
  const update = useUpdateModerationRule();
  return (
    <TableRow>
      <TableCell className="max-w-sm">
        <p className="font-medium break-words">{rule.name}</p>
        <p className="text-xs break-words text-muted-foreground">{rule.description}</p>
      </TableCell>
      <TableCell label="Pattern">
        {rule.pattern ? (
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{rule.pattern}</code>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </TableCell>
      <TableCell label="Action" className="whitespace-nowrap">
        {RULE_ACTION_LABELS[rule.action]}
      </TableCell>
      <TableCell label="Active">
        <Switch
          checked={rule.active}
          disabled={update.isPending}
          onCheckedChange={(active) => update.mutate({ ruleId: rule.id, body: { active } })}
          aria-label={`Active: ${rule.name}`}
        />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1 sm:justify-end">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${rule.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <DeleteRowButton label={`Delete ${rule.name}`} onClick={onDelete} />
        </div>
      </TableCell>
    </TableRow>
  );
}

function DeleteRuleDialog({ rule, onDone }: { rule: ModerationRule | null; onDone: () => void }) {
  const remove = useDeleteModerationRule();
  return (
    <ConfirmDialog
      open={rule !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Delete rule?"
      description={`“${rule?.name}” stops applying to new check-ins and comments. Reports it raised stay in the queue.`}
      confirmLabel="Delete rule"
      pending={remove.isPending}
      onConfirm={() => rule && remove.mutate({ ruleId: rule.id, name: rule.name }, { onSettled: onDone })}
    />
  );
}
