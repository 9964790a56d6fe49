import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { clip, escapeHtml, stars } from './page-meta';

/** The size Open Graph and Twitter's large card expect (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows: a check-in's coffee, or nothing (the generic Crema card). */
export interface CardContent {
  coffeeName: string;
  roaster: string;
  rating: number;
  username: string;
  tastingNotes: readonly string[];
}

const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

function text(x: number, y: number, size: number, fill: string, content: string, weight = 400): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(content)}</text>`;
}

/** The card as SVG: coffee-brown with the cream wordmark, the coffee, its roaster and rating. */
export function cardSvg(content: CardContent | null): string {
  const body = content
    ? [
        text(80, 250, 64, '#fff8ee', clip(content.coffeeName, 30), 700),
        text(80, 320, 40, '#e8d3b8', clip(`by ${content.roaster}`, 44)),
        text(80, 410, 56, '#f5b942', stars(content.rating)),
        text(360, 405, 36, '#e8d3b8', `${content.rating}/5`),
        content.tastingNotes.length > 0
          ? text(80, 480, 32, '#e8d3b8', clip(content.tastingNotes.join(' · '), 56))
          : '',
        text(80, 560, 32, '#c9a97f', clip(`Checked in by ${content.username}`, 56)),
      ]
    : [
        text(80, 300, 72, '#fff8ee', 'Track your coffee journey', 700),
        text(80, 380, 38, '#e8d3b8', 'Discover, rate and share your coffee experiences.'),
      ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a2f20"/><stop offset="1" stop-color="#2a1a12"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="1060" cy="120" r="210" fill="#6f4e37" opacity="0.45"/>
  <circle cx="1060" cy="120" r="120" fill="#8b6347" opacity="0.5"/>
  ${text(80, 120, 44, '#f5deb3', '☕ Crema', 700)}
  ${body.join('\n  ')}
</svg>`;
}

export interface RenderedCard {
  png: Buffer;
  /** A strong validator: the hash of the SVG the PNG was rendered from. */
  etag: string;
}

/**
 * Renders cards to PNG once per distinct content: a small LRU keyed by the SVG's hash, so a
 * crawler fetching the same card again costs a hash, not a render, and an edited check-in gets a
 * new card.
 */
export class CardRenderer {
  private readonly cache = new Map<string, RenderedCard>();

  /** `encode` runs each render (the gateway's image gate: a crawler's flood of new cards waits its turn). */
  constructor(
    private readonly maxEntries = 256,
    private readonly encode: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
  ) {}

  async render(content: CardContent | null): Promise<RenderedCard> {
    const svg = cardSvg(content);
    const key = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const png = await this.encode(() =>
      sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer(),
    );
    const rendered = { png, etag: `"${key}"` };
    this.cache.set(key, rendered);
    if (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return rendered;
  }

  get size(): number {
    return this.cache.size;
  }
}
