import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function SaveButton({ pending, label = 'Save changes' }: { pending: boolean; label?: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {label}
      </Button>
    </div>
  );
}
