import { REPORT_REASON_MAX, reportCheckInBody } from '@crema/contracts/checkins/comments';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useReportCheckIn } from '../../api/report-check-in';

interface ReportCheckInDialogProps {
  checkInId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Report Check-in': the reason goes to the moderators (POST /api/check-ins/{id}/report). */
export function ReportCheckInDialog({ checkInId, open, onOpenChange }: ReportCheckInDialogProps) {
  const form = useZodForm(reportCheckInBody, { reason: '' });
  const report = useReportCheckIn(checkInId, {
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
    },
  });
  const reason = form.field('reason');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    report.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report Check-in</DialogTitle>
          <DialogDescription>Tell our moderators what is wrong with this check-in.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <FormField
            label="Reason"
            htmlFor={reason.id}
            error={form.errors.reason}
            hint={
              <p className="text-right text-xs text-muted-foreground tabular-nums">
                {form.values.reason.length}/{REPORT_REASON_MAX}
              </p>
            }
          >
            <Textarea
              {...reason}
              maxLength={REPORT_REASON_MAX}
              placeholder="Spam, offensive content, …"
              required
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending && <Spinner />}
              Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
