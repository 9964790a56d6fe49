import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { Camera, Check, Copy, Share2 } from 'lucide-react';
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
import { toast } from '@/lib/toast';
import { sharedCheckInUrl, shareText, shareWithSystem, systemShareAvailable } from './share';
import { COPIED_INDICATOR_MS, copy, NETWORKS, openPopup, shareUrl } from './share-networks';

/**
 * Share: on phones the system share sheet; elsewhere (or when the sheet fails) social share pages
 * in a 600x400 popup, Instagram and Copy link copy the link (SPEC §2).
 */
export function ShareMenu({
  checkIn,
  defaultOpen = false,
}: {
  checkIn: Pick<CheckInCard, 'id' | 'coffeeName' | 'roaster'>;
  /** Open when drawn: the card's stand-in button was pressed while this loaded (deferred-menus.tsx). */
  defaultOpen?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const [menuOpen, setMenuOpen] = useState(defaultOpen);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const link = () => sharedCheckInUrl(checkIn.id);

  const shareThroughSheet = async () => {
    // Not allowed here (e.g. no user activation) or failed: the menu with Copy link instead.
    if ((await shareWithSystem(checkIn)) === 'failed') setMenuOpen(true);
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
            void shareThroughSheet();
          }}
          onKeyDown={(event) => {
            if (systemShareAvailable() && (event.key === 'Enter' || event.key === ' ')) {
              event.preventDefault();
              void shareThroughSheet();
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
