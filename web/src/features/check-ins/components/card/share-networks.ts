import { AtSign, Briefcase, MessageCircle, ThumbsUp, type LucideIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

// The share menu's own ways to share (share-menu.tsx): social networks' share pages and the
// clipboard. Apart from share.ts, so a card's first render loads none of their icons.

/** SPEC §9: the 'Copied!' indicator and the share popup's size. */
export const COPIED_INDICATOR_MS = 2000;
const POPUP = { width: 600, height: 400 };

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
