import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { MoreHorizontal, Share2 } from 'lucide-react';
import type { ComponentProps, ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { useLoadedOnUse } from '@/lib/use-loaded-on-use';
import { actionsTriggerProps } from './actions-trigger';
import type { CheckInActionsMenu as ActionsMenuComponent } from './check-in-actions-menu';
import { shareWithSystem, systemShareAvailable } from './share';
import type { ShareMenu as ShareMenuComponent } from './share-menu';

// A feed draws two menus per card, and a reader opens few: their code (Radix's menu, Floating UI,
// focus and dismiss handling) is not part of the feed's first load. Each card shows a plain button
// of the same look, name and role; pressing it (click, Enter, Space or ArrowDown) loads the menu,
// which replaces the button and opens at once. Hovering or focusing it starts the download early.
const loadActionsMenu = () => import('./check-in-actions-menu').then((module) => module.CheckInActionsMenu);
const loadShareMenu = () => import('./share-menu').then((module) => module.ShareMenu);

/**
 * What a stand-in button shares with the menu trigger it stands for: a menu button's role, the
 * download started on hover or focus, and ArrowDown opening it as it opens the real one.
 */
function standInProps(activate: () => void, warm: () => void) {
  return {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        activate();
      }
    },
  } as const;
}

type DeferredActionsMenuProps = Omit<ComponentProps<typeof ActionsMenuComponent>, 'defaultOpen'>;

/** The card's ⋯ menu (check-in-actions-menu.tsx), loaded when first pressed. */
export function DeferredActionsMenu({ triggerRef, ...menu }: DeferredActionsMenuProps) {
  const [Menu, activate, warm] = useLoadedOnUse<typeof ActionsMenuComponent>(loadActionsMenu);
  if (Menu) return <Menu {...menu} triggerRef={triggerRef} defaultOpen />;
  return (
    <Button ref={triggerRef} {...actionsTriggerProps} {...standInProps(activate, warm)} onClick={activate}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}

/**
 * The card's Share button (share-menu.tsx), loaded when first pressed; on a phone the press opens
 * the system share sheet right away, and the menu loads only if the sheet fails.
 */
export function DeferredShareMenu({
  checkIn,
}: {
  checkIn: Pick<CheckInCard, 'id' | 'coffeeName' | 'roaster'>;
}) {
  const [Menu, activate, warm] =
    useLoadedOnUse<ComponentType<Parameters<typeof ShareMenuComponent>[0]>>(loadShareMenu);
  if (Menu) return <Menu checkIn={checkIn} defaultOpen />;
  const press = () => {
    if (!systemShareAvailable()) {
      activate();
      return;
    }
    void shareWithSystem(checkIn).then((outcome) => {
      if (outcome === 'failed') activate();
    });
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-muted-foreground"
      aria-label="Share"
      {...standInProps(activate, warm)}
      onClick={press}
    >
      <Share2 aria-hidden="true" />
      <span className="hidden min-[400px]:inline" aria-live="polite">
        Share
      </span>
    </Button>
  );
}
