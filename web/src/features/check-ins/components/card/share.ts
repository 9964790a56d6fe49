import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { AtSign, Briefcase, MessageCircle, ThumbsUp, type LucideIcon } from 'lucide-react';
import { sharedCheckInPath } from '@/config/paths';
import { toast } from '@/lib/toast';

// Sharing a check-in, without the menu's code: the card's Share button uses the system share sheet
// before the menu (Radix) has loaded (share-menu.tsx, deferred-menus.tsx).

/** SPEC §9: the 'Copied!' indicator and the share popup's size. */
export const COPIED_INDICATOR_MS = 2000;
const POPUP = { width: 600, height: 400 };

export function sharedCheckInUrl(id: number): string {
  return `${window.location.origin}${sharedCheckInPath(id)}`;
}

export function shareText(checkIn: Pick<CheckInCard, 'coffeeName' | 'roaster'>): string {
  return `Check out this ${checkIn.coffeeName} by ${checkIn.roaster} that I tried!`;
}

export type Network = 'facebook' | 'x' | 'whatsapp' | 'linkedin';

export const NETWORKS: Array<{ id: Network; label: string; Icon: LucideIcon }> = [
  { id: 'facebook', label: 'Facebook', Icon: ThumbsUp },
  { id: 'x', label: 'X (Twitter)', Icon: AtSign },
  { id: 'whatsapp', label: 'WhatsApp', Icon: MessageCircle },
  { id: 'linkedin', label: 'LinkedIn', Icon: Briefcase },
];

/** The network's share page for this link and text. */
export function shareUrl(network: Network, link: string, text: string): string {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'x':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

export function openPopup(url: string): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2));
  window.open(
    url,
    'crema-share',
    `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top},noopener,noreferrer`,
  );
}

export async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    toast({
      title: 'Failed to copy link',
      description: 'Please try again or copy the URL manually.',
      variant: 'destructive',
    });
    return false;
  }
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
export function isShareCancel(error: unknown): boolean {
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
