import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  AtSign,
  Briefcase,
  Camera,
  Check,
  Copy,
  MessageCircle,
  Share2,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { sharedCheckInPath } from '@/config/paths';
import { toast } from '@/lib/toast';

/** SPEC §9: the 'Copied!' indicator and the share popup's size. */
export const COPIED_INDICATOR_MS = 2000;
const POPUP = { width: 600, height: 400 };

export function sharedCheckInUrl(id: number): string {
  return `${window.location.origin}${sharedCheckInPath(id)}`;
}

export function shareText(checkIn: Pick<CheckInCard, 'coffeeName' | 'roaster'>): string {
  return `Check out this ${checkIn.coffeeName} by ${checkIn.roaster} that I tried!`;
}

type Network = 'facebook' | 'x' | 'whatsapp' | 'linkedin';

const NETWORKS: Array<{ id: Network; label: string; Icon: LucideIcon }> = [
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

function openPopup(url: string): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2));
  window.open(
    url,
    'crema-share',
    `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top},noopener,noreferrer`,
  );
}

async function copy(text: string): Promise<boolean> {
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

/**
 * Share: on phones the system share sheet; elsewhere (or when the sheet fails) social share pages
 * in a 600x400 popup, Instagram and Copy link copy the link (SPEC §2).
 */
export function ShareMenu({ checkIn }: { checkIn: Pick<CheckInCard, 'id' | 'coffeeName' | 'roaster'> }) {
  const [copied, setCopied] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const link = () => sharedCheckInUrl(checkIn.id);

  const shareWithSystem = async () => {
    try {
      await navigator.share({
        title: `${checkIn.coffeeName} by ${checkIn.roaster}`,
        text: shareText(checkIn),
        url: link(),
      });
    } catch (error) {
      if (isShareCancel(error)) return;
      // Not allowed here (e.g. no user activation) or failed: the menu with Copy link instead.
      setMenuOpen(true);
    }
  };

  const copyLink = async () => {
    if (!(await copy(link()))) return;
    toast({ title: 'Link copied to clipboard' });
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  const copyForInstagram = async () => {
    if (await copy(link())) toast({ title: 'Link copied for Instagram' });
  };

  return (
    <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          aria-label={copied ? 'Copied!' : 'Share'}
          onPointerDown={(event) => {
            // The trigger opens the menu on pointer down; on a phone the sheet comes instead.
            if (systemShareAvailable()) event.preventDefault();
          }}
          onClick={(event) => {
            if (!systemShareAvailable()) return;
            event.preventDefault();
            void shareWithSystem();
          }}
          onKeyDown={(event) => {
            if (systemShareAvailable() && (event.key === 'Enter' || event.key === ' ')) {
              event.preventDefault();
              void shareWithSystem();
            }
          }}
        >
          {copied ? <Check aria-hidden="true" className="text-primary" /> : <Share2 aria-hidden="true" />}
          <span className="hidden min-[400px]:inline" aria-live="polite">
            {copied ? 'Copied!' : 'Share'}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Share this check-in</DropdownMenuLabel>
        {NETWORKS.map((network) => (
          <DropdownMenuItem
            key={network.id}
            onSelect={() => openPopup(shareUrl(network.id, link(), shareText(checkIn)))}
          >
            <network.Icon aria-hidden="true" />
            {network.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => void copyForInstagram()}>
          <Camera aria-hidden="true" />
          Instagram
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Copy aria-hidden="true" />
          Copy link
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
