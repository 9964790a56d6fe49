import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { sharedCheckInPath } from '@/config/paths';

// Sharing a check-in through the system share sheet, which the card's Share button uses before the
// menu (Radix) has loaded (deferred-menus.tsx); the menu's networks are in share-networks.ts.

export function sharedCheckInUrl(id: number): string {
  return `${window.location.origin}${sharedCheckInPath(id)}`;
}

export function shareText(checkIn: Pick<CheckInCard, 'coffeeName' | 'roaster'>): string {
  return `Check out this ${checkIn.coffeeName} by ${checkIn.roaster} that I tried!`;
}

/**
 * A phone's system share sheet (`navigator.share`), where there is one: a touch screen whose
 * browser can share links. Desktop browsers that have it too keep the menu, which offers more.
 */
export function systemShareAvailable(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** Cancelling the sheet rejects with AbortError: that is the person's choice, not a failure. */
function isShareCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The check-in through the system share sheet: 'failed' when it is not allowed here or fails. */
export async function shareWithSystem(
  checkIn: Pick<CheckInCard, 'id' | 'coffeeName' | 'roaster'>,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share({
      title: `${checkIn.coffeeName} by ${checkIn.roaster}`,
      text: shareText(checkIn),
      url: sharedCheckInUrl(checkIn.id),
    });
    return 'shared';
  } catch (error) {
    return isShareCancel(error) ? 'cancelled' : 'failed';
  }
}
