import type { CheckInCard as CheckInCardData } from '@crema/contracts/checkins/check-in';
import { clsx } from 'clsx';
import { MapPin, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProfileAvatarLink, ProfileNameLink } from '@/components/ui/profile-link';
import { BrewDetailsSection, hasBrewDetails } from './brew-details-section';
import { CheckInPhoto } from './check-in-photo';
import { CheckInTags, TastingNoteChips } from './check-in-tags';
import { fullDate, relativeDate } from '@/lib/format-date';
import { LikeButton } from './like-button';
import { RatingStars } from '@/components/ui/rating-stars';
import { SaveButton } from './save-button';
import { DeferredActionsMenu, DeferredShareMenu } from './deferred-menus';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useViewerId } from '@/lib/use-viewer';

// A feed shows many cards and opens few dialogs: each loads when a card first opens it.
const CommentsDialog = lazy(async () => ({
  default: (await import('../comments/comments-dialog')).CommentsDialog,
}));
const EditCheckInDialog = lazy(async () => ({
  default: (await import('../form/edit-check-in-dialog')).EditCheckInDialog,
}));
const DeleteCheckInDialog = lazy(async () => ({
  default: (await import('./delete-check-in-dialog')).DeleteCheckInDialog,
}));
const ReportCheckInDialog = lazy(async () => ({
  default: (await import('./report-check-in-dialog')).ReportCheckInDialog,
}));

type OpenDialog = 'edit' | 'delete' | 'report' | 'comments' | null;

/**
 * Where focus goes when this card leaves its list (deleted): the next card, else the previous one,
 * else the page's main region. Worked out while the card is still in the document.
 */
function focusTargetAfterRemoval(article: HTMLElement | null): HTMLElement | null {
  const item = article?.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  return neighbour?.querySelector<HTMLElement>('article') ?? document.getElementById('main');
}

interface CheckInCardProps {
  checkIn: CheckInCardData;
  /**
   * The list's first card, likely the page's largest paint: its photo is fetched first (see
   * CheckInPhoto). The others are styled, laid out and painted only as they near the screen.
   */
  first?: boolean;
}

/** A check-in in a feed (SPEC §2 "Check-in card"). */
export function CheckInCard({ checkIn, first = false }: CheckInCardProps) {
  const viewerId = useViewerId();
  const isGuest = viewerId === null;
  const isOwner = viewerId === checkIn.userId;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const commentsLoaded = useOpenedOnce(dialog === 'comments');
  const deleteLoaded = useOpenedOnce(dialog === 'delete');
  const reportLoaded = useOpenedOnce(dialog === 'report');
  const articleRef = useRef<HTMLElement>(null);
  const menuTriggerRef = useRef<HTMLButtonElement>(null);
  const commentsButtonRef = useRef<HTMLButtonElement>(null);
  // The dialogs have no Trigger of their own: on close, focus goes back to what opened them.
  const onDialogChange = (which: Exclude<OpenDialog, null>, open: boolean) => {
    setDialog(open ? which : null);
    if (!open) {
      window.setTimeout(
        () => (which === 'comments' ? commentsButtonRef : menuTriggerRef).current?.focus(),
        0,
      );
    }
  };
  // A deleted card takes its menu button with it: focus moves on instead of falling to <body>. The
  // target is found while the card is still in its list and focused once the dialog has let go.
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const onDeleted = () => {
    focusAfterDelete.current = focusTargetAfterRemoval(articleRef.current);
    setDialog(null);
  };
  const onDeleteDialogCloseAutoFocus = (event: Event) => {
    const target = focusAfterDelete.current;
    if (!target) return;
    event.preventDefault();
    focusAfterDelete.current = null;
    target.focus();
  };
  const titleId = `check-in-${checkIn.id}-title`;
  const photoAlt = `${checkIn.coffeeName} by ${checkIn.roaster}`;
  const { commentsCount } = checkIn;

  return (
    <Card
      className={clsx(
        'overflow-hidden has-[>article:focus-visible]:ring-2 has-[>article:focus-visible]:ring-ring',
        // Sized as a typical card until drawn, then as last drawn. The card's own shadow and ring
        // are outside what this containment clips (ADR 0041).
        !first && '[contain-intrinsic-height:auto_34rem] [content-visibility:auto]',
      )}
    >
      {/* Focusable from script only: focus lands here when the card above it is deleted. */}
      <article ref={articleRef} tabIndex={-1} aria-labelledby={titleId} className="outline-none">
        <header className="flex items-center gap-3 px-4 pt-4 pb-3">
          <ProfileAvatarLink username={checkIn.username} src={checkIn.userAvatar} />
          <div className="min-w-0 flex-1">
            <p className="truncate">
              <ProfileNameLink username={checkIn.username} />
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <time dateTime={checkIn.timestamp} title={fullDate(checkIn.timestamp)}>
                {relativeDate(checkIn.timestamp)}
              </time>
              {checkIn.location && (
                <span className="inline-flex min-w-0 items-center gap-1">
                  <span aria-hidden="true">·</span>
                  <MapPin className="size-3 shrink-0" aria-hidden="true" />
                  <span className="truncate">{checkIn.location}</span>
                </span>
              )}
              {checkIn.distanceKm !== undefined && (
                <span>
                  <span aria-hidden="true">· </span>
                  {checkIn.distanceKm < 1 ? '< 1' : Math.round(checkIn.distanceKm)} km away
                </span>
              )}
            </p>
          </div>
          {!isGuest && (
            <DeferredActionsMenu
              isOwner={isOwner}
              onEdit={() => setDialog('edit')}
              onDelete={() => setDialog('delete')}
              onReport={() => setDialog('report')}
              triggerRef={menuTriggerRef}
            />
          )}
        </header>

        {checkIn.photo && (
          <CheckInPhoto
            thumbnail={checkIn.photoThumbnail ?? checkIn.photo}
            photo={checkIn.photo}
            alt={photoAlt}
            priority={first}
          />
        )}

        <div className="grid gap-3 px-4 pt-3 pb-2">
          {/* On phones the stars sit under the roaster, out of the way of the floating check-in button. */}
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <div className="min-w-0">
              <h3 id={titleId} className="font-display text-xl leading-tight font-semibold break-words">
                {checkIn.coffeeName}
              </h3>
              <p className="text-sm text-muted-foreground">{checkIn.roaster}</p>
            </div>
            <RatingStars rating={checkIn.rating} className="shrink-0 sm:mt-1" />
          </div>
          <CheckInTags values={[checkIn.brewMethod, checkIn.roastLevel, checkIn.coffeeType]} />
          <TastingNoteChips notes={checkIn.tastingNotes} />
          {checkIn.notes && <p className="text-sm break-words whitespace-pre-line">{checkIn.notes}</p>}
          {hasBrewDetails(checkIn.brewDetails) && (
            <BrewDetailsSection details={checkIn.brewDetails} brewMethod={checkIn.brewMethod} />
          )}
        </div>

        <footer className="flex items-center gap-1 border-t border-border px-2 py-1.5">
          <LikeButton checkIn={checkIn} isGuest={isGuest} />
          <Button
            ref={commentsButtonRef}
            variant="ghost"
            size="sm"
            className="text-muted-foreground tabular-nums"
            aria-label={`Comments (${commentsCount})`}
            aria-haspopup="dialog"
            onClick={() => setDialog('comments')}
          >
            <MessageCircle aria-hidden="true" />
            {commentsCount}
          </Button>
          <DeferredShareMenu checkIn={checkIn} />
          <div className="ml-auto">
            <SaveButton checkIn={checkIn} isGuest={isGuest} />
          </div>
        </footer>
      </article>

      <Suspense>
        {commentsLoaded && (
          <CommentsDialog
            checkInId={checkIn.id}
            coffeeName={checkIn.coffeeName}
            isGuest={isGuest}
            open={dialog === 'comments'}
            onOpenChange={(open) => onDialogChange('comments', open)}
          />
        )}
        {isOwner && dialog === 'edit' && (
          <EditCheckInDialog checkIn={checkIn} open onOpenChange={(open) => onDialogChange('edit', open)} />
        )}
        {isOwner && deleteLoaded && (
          <DeleteCheckInDialog
            checkInId={checkIn.id}
            coffeeName={checkIn.coffeeName}
            open={dialog === 'delete'}
            onOpenChange={(open) => onDialogChange('delete', open)}
            onDeleted={onDeleted}
            onCloseAutoFocus={onDeleteDialogCloseAutoFocus}
          />
        )}
        {!isGuest && !isOwner && reportLoaded && (
          <ReportCheckInDialog
            checkInId={checkIn.id}
            open={dialog === 'report'}
            onOpenChange={(open) => onDialogChange('report', open)}
          />
        )}
      </Suspense>
    </Card>
  );
}
