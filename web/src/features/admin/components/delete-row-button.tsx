import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DeleteRowButtonProps {
  /** Names what goes: 'Delete Bright Roasters'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
}

/** A table row's Delete; it opens a confirmation, it never deletes at once. */
export function DeleteRowButton({ label, onClick, disabled, title }: DeleteRowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
    >
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
