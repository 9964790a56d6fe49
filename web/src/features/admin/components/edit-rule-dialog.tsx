import type { ModerationRule } from '@crema/contracts/admin/moderation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useUpdateModerationRule } from '../api/update-moderation-rule';
import { RuleForm } from './rule-form';
import { ruleToFormValues } from './rule-form-values';

interface EditRuleDialogProps {
  /** The rule to edit; the dialog is closed while null. */
  rule: ModerationRule | null;
  onDone: () => void;
}

export function EditRuleDialog({ rule, onDone }: EditRuleDialogProps) {
  const focus = useReturnFocus();
  const update = useUpdateModerationRule();
  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && !update.isPending && onDone()}>
      <DialogContent {...focus} className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit rule</DialogTitle>
          <DialogDescription>Changes apply to check-ins and comments posted from now on.</DialogDescription>
        </DialogHeader>
        {rule && (
          <RuleForm
            key={rule.id}
            label="Edit rule"
            initialValues={ruleToFormValues(rule)}
            onSubmit={(body, onFieldErrors) =>
              update.mutate(
                { ruleId: rule.id, body },
                {
                  onSuccess: onDone,
                  onError: (error) => error instanceof ApiError && onFieldErrors(error.errors),
                },
              )
            }
            actions={
              <>
                <DialogClose asChild>
                  <Button variant="outline" disabled={update.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending && <Spinner />}
                  Save rule
                </Button>
              </>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
