// Generated pictures for the demo community: a cup seen from above, a bag of beans or a dripper,
// drawn as SVG with gradients and the coffee's name, rendered to JPEG by sharp. Avatars are a
// gradient disc with the user's initials. Small (800x600) so the seed stays quick; the gateway
// re-encodes them anyway.
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

const WIDTH = 800;
const HEIGHT = 600;

function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a title into at most two lines of roughly `width` characters. */
function wrap(text, width) {
  if (text.length <= width) return [text];
  const words = text.split(' ');
  const lines = [''];
  for (const word of words) {
    const line = lines[lines.length - 1];
    if (line && (line + ' ' + word).length > width && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

const hsl = (h, s, l) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

function background(hue) {
  return `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 45, 82)}"/>
        <stop offset="1" stop-color="${hsl(hue + 35, 35, 58)}"/>
      </linearGradient>
      <radialGradient id="crema" cx="0.45" cy="0.4" r="0.6">
        <stop offset="0" stop-color="#e8c28e"/>
        <stop offset="0.55" stop-color="#b9783f"/>
        <stop offset="1" stop-color="#5a3116"/>
      </radialGradient>
      <linearGradient id="bag" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${hsl(hue + 180, 30, 28)}"/>
        <stop offset="0.5" stop-color="${hsl(hue + 180, 35, 40)}"/>
        <stop offset="1" stop-color="${hsl(hue + 180, 30, 24)}"/>
      </linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.85"/>
        <stop offset="1" stop-color="#ddd" stop-opacity="0.6"/>
      </linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <circle cx="${120 + (hue % 97)}" cy="90" r="140" fill="#fff" opacity="0.12"/>
    <circle cx="${680 - (hue % 53)}" cy="520" r="180" fill="#000" opacity="0.06"/>`;
}

function cup(hue, seed) {
  const art = seed % 2 === 0
    ? `<path d="M400 205 C 350 240, 350 300, 400 330 C 450 300, 450 240, 400 205 Z" fill="#f6e7d0" opacity="0.9"/>
       <path d="M400 330 L 400 360" stroke="#f6e7d0" stroke-width="8" stroke-linecap="round"/>`
    : `<circle cx="400" cy="280" r="52" fill="none" stroke="#f6e7d0" stroke-width="10" opacity="0.85"/>
       <circle cx="400" cy="280" r="22" fill="#f6e7d0" opacity="0.85"/>`;
  return `
    <ellipse cx="400" cy="300" rx="230" ry="190" fill="#000" opacity="0.12"/>
    <ellipse cx="400" cy="285" rx="215" ry="180" fill="#fafafa"/>
    <circle cx="400" cy="280" r="140" fill="#fff" stroke="${hsl(hue, 20, 80)}" stroke-width="6"/>
    <circle cx="400" cy="280" r="118" fill="url(#crema)"/>
    ${art}
    <rect x="536" y="262" width="80" height="36" rx="18" fill="#fff" stroke="${hsl(hue, 20, 80)}" stroke-width="5"/>
    <ellipse cx="${250 - (seed % 3) * 10}" cy="470" rx="14" ry="9" fill="#4a2a12" transform="rotate(30 250 470)"/>
    <ellipse cx="${285 + (seed % 4) * 8}" cy="485" rx="14" ry="9" fill="#5a3116" transform="rotate(-20 285 485)"/>`;
}

function bag(hue, roaster) {
  return `
    <rect x="250" y="78" width="300" height="420" rx="18" fill="#000" opacity="0.15" transform="translate(12 12)"/>
    <path d="M250 120 L 270 78 L 530 78 L 550 120 L 550 478 Q 550 498 530 498 L 270 498 Q 250 498 250 478 Z" fill="url(#bag)"/>
    <rect x="250" y="112" width="300" height="14" fill="#000" opacity="0.25"/>
    <rect x="290" y="190" width="220" height="210" rx="10" fill="#f7f1e6"/>
    <circle cx="400" cy="248" r="38" fill="${hsl(hue, 50, 45)}"/>
    <ellipse cx="400" cy="248" rx="14" ry="22" fill="#f7f1e6"/>
    <path d="M400 228 Q 392 248 400 268" stroke="${hsl(hue, 50, 45)}" stroke-width="4" fill="none"/>
    <text x="400" y="322" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#3b2414">${escapeXml(roaster.slice(0, 20))}</text>
    <text x="400" y="352" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" fill="#6b5040">SPECIALTY COFFEE · 250 g</text>`;
}

function dripper(hue) {
  return `
    <rect x="310" y="400" width="180" height="120" rx="16" fill="url(#glass)" stroke="#fff" stroke-width="3"/>
    <rect x="320" y="440" width="160" height="70" rx="10" fill="#4a2a12" opacity="0.85"/>
    <path d="M270 180 L 530 180 L 440 380 L 360 380 Z" fill="${hsl(hue + 200, 15, 96)}" stroke="${hsl(hue, 10, 70)}" stroke-width="4"/>
    <path d="M290 195 L 510 195 L 432 365 L 368 365 Z" fill="#fff" opacity="0.9"/>
    <ellipse cx="400" cy="200" rx="105" ry="14" fill="url(#crema)"/>
    <path d="M400 380 L 400 440" stroke="#5a3116" stroke-width="5" stroke-dasharray="8 6"/>
    <path d="M560 90 Q 600 120 540 170" stroke="#999" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

function caption(title, subtitle) {
  const lines = wrap(title, 30);
  const top = HEIGHT - 28 - lines.length * 34 - 22;
  return `
    <rect x="0" y="${top - 10}" width="${WIDTH}" height="${HEIGHT - top + 10}" fill="#000" opacity="0.38"/>
    ${lines
      .map(
        (line, index) =>
          `<text x="32" y="${top + 28 + index * 34}" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('')}
    <text x="32" y="${HEIGHT - 22}" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#f1e3d3">${escapeXml(subtitle)}</text>`;
}

/** A JPEG of a coffee: `variant` picks cup, bag or dripper; `seed` varies colours and details. */
export async function coffeePhoto(coffee, variant, seed) {
  const hue = (seed * 47 + coffee.name.length * 13) % 360;
  const scene = [cup(hue, seed), bag(hue, coffee.roaster), dripper(hue)][variant % 3];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${background(hue)}${scene}${caption(coffee.name, coffee.roaster)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
}

/** A square PNG avatar with the user's initials on a gradient disc. */
export async function avatarImage(username, hue) {
  const initials = username
    .split(/[._-]/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 50, 60, 38)}"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#a)"/>
    <circle cx="200" cy="56" r="60" fill="#fff" opacity="0.15"/>
    <text x="128" y="150" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A bounded pool of photos, generated on first use and reused: at most `perCoffee` variants per
 * coffee, so a few hundred check-ins need a few dozen renders.
 */
export function createPhotoPool(perCoffee = 2) {
  const cache = new Map();
  return (coffee, index) => {
    const variant = index % perCoffee;
    const key = `${coffee.name}#${variant}`;
    if (!cache.has(key)) cache.set(key, coffeePhoto(coffee, variant + (coffee.name.length % 3), index + variant));
    return cache.get(key);
  };
}
