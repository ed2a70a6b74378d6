// Draws the judge app's install icons (issue #17) from the favicon: 192 and 512 px, and a maskable
// 512 px one whose artwork sits inside the safe zone (a circle of 80 % diameter) on the brand green. Run after changing
// apps/web/public/favicon.svg: `npx tsx scripts/pwa-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir));
const icon = (size) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 });

await icon(192).toFile(new URL('icons/icon-192.png', dir).pathname);
await icon(512).toFile(new URL('icons/icon-512.png', dir).pathname);
// The artwork reaches 35.3 of the favicon's 64 units from its centre (a wheel's outer edge): at 352 px that is
// 194 px, inside the safe zone's 204.8 px radius (80 % of 512), so no mask shape cuts it.
const inner = await icon(352).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2e6f3f' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(new URL('icons/maskable-512.png', dir).pathname);
