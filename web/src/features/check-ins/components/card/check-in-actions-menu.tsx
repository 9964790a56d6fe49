import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { actionsTriggerProps } from './actions-trigger';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface CheckInActionsMenuProps {
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** The ⋯ button, so focus can come back to it when a dialog the menu opened closes. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Open when drawn: the card's stand-in button was pressed while this loaded (deferred-menus.tsx). */
  defaultOpen?: boolean;
}

/** The card's ⋯ menu: Edit and Delete for its owner, Report for anyone else signed in. */
export function CheckInActionsMenu({
  isOwner,
  onEdit,
  onDelete,
  onReport,
  triggerRef,
  defaultOpen = false,
}: CheckInActionsMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} {...actionsTriggerProps}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-40">
        {isOwner ? (
          <>
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={onDelete}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={onReport}>
            <Flag aria-hidden="true" />
            Report
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
