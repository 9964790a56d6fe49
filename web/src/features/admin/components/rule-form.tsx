import { RULE_ACTIONS, type RuleAction } from '@crema/contracts/admin/moderation';
import type { FieldError } from '@crema/contracts/common/rpc';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { isOneOf } from '@/lib/is-one-of';
import { ruleFormSchema, type RuleFormOutput, type RuleFormValues } from './rule-form-values';

export const RULE_ACTION_LABELS: Record<RuleAction, string> = {
  flag: 'Flag for review',
  hide: 'Hide until reviewed',
};

interface RuleFormProps {
  initialValues: RuleFormValues;
  /** Sends the rule; `onFieldErrors` puts the server's field errors on the fields. */
  onSubmit: (body: RuleFormOutput, onFieldErrors: (errors: readonly FieldError[]) => void) => void;
  /** The buttons (submit, and Cancel in the edit dialog). */
  actions: ReactNode;
  label: string;
}

/** A moderation rule's fields: name, description, optional pattern, action, active (SPEC §3, §4). */
export function RuleForm({ initialValues, onSubmit, actions, label }: RuleFormProps) {
  const form = useZodForm(ruleFormSchema, initialValues);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (body) onSubmit(body, (errors) => form.setServerErrors(errors));
  };
  const name = form.field('name');
  const description = form.field('description');
  const pattern = form.field('pattern');
  const actionId = `${name.id}-action`;
  const activeId = `${name.id}-active`;
  const action = isOneOf(RULE_ACTIONS, form.values.action) ? form.values.action : 'flag';

  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit} aria-label={label}>
      <FormField label="Name" htmlFor={name.id} error={form.errors.name} className="content-start">
        <Input {...name} autoComplete="off" aria-required="true" />
      </FormField>
      <FormField label="Action" htmlFor={actionId} error={form.errors.action} className="content-start">
        <OptionSelect
          id={actionId}
          options={RULE_ACTIONS}
          labels={RULE_ACTION_LABELS}
          value={action}
          onChange={(value) => form.setValue('action', value)}
        />
      </FormField>
      <FormField
        label="Description"
        htmlFor={description.id}
        error={form.errors.description}
        className="sm:col-span-2"
      >
        <Textarea {...description} rows={2} aria-required="true" className="min-h-16" />
      </FormField>
      <FormField
        label="Pattern (optional)"
        htmlFor={pattern.id}
        error={form.errors.pattern}
        className="sm:col-span-2"
        hint={
          <p className="text-xs text-muted-foreground">
            A word or phrase, matched in new check-ins and comments ignoring case and accents. Without one the
            rule only records a policy.
          </p>
        }
      >
        <Input {...pattern} autoComplete="off" spellCheck={false} />
      </FormField>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Switch
          id={activeId}
          checked={form.values.active === 'true'}
          onCheckedChange={(checked) => form.setValue('active', String(checked))}
        />
        <Label htmlFor={activeId}>Active</Label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">{actions}</div>
    </form>
  );
}
