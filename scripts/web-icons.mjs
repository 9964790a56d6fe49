// `node scripts/web-icons.mjs`: the web app's PNG icons (web manifest, apple-touch-icon) from its
// SVG logo, web/public/favicon.svg. Run it again when the logo changes and commit the PNGs.
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './lib/deployables.mjs';

const publicDir = join(repoRoot, 'web', 'public');
const iconsDir = join(publicDir, 'icons');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();

// The logo's drawing without its rounded tile, for icons whose shape the platform decides.
const drawing = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const tileColour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!tileColour) throw new Error('favicon.svg has no coloured tile to take the background from');

// Maskable and Apple icons fill the square; the drawing keeps to the central 70 %, inside the
// safe zone (a circle of 80 %) that launchers never crop.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${tileColour}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${drawing}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

mkdirSync(iconsDir, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(iconsDir, file));
  console.log(`web/public/icons/${file} (${size}×${size})`);
}
