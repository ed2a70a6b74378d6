// @vitest-environment node
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const icons = path.resolve(import.meta.dirname, '../../../public/icons');
const BRAND_GREEN = [0x2e, 0x6f, 0x3f];

describe("the judge app's maskable icon (issue #41)", () => {
  it('keeps its artwork inside the safe zone: outside the 80 % circle every pixel is the plain background', async () => {
    const { data, info } = await sharp(path.join(icons, 'maskable-512.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    const centre = info.width / 2;
    const safeRadius = 0.4 * info.width;
    let outside = 0;
    const drawn: string[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius) continue;
        outside++;
        const at = (y * info.width + x) * info.channels;
        const pixel = [data[at]!, data[at + 1]!, data[at + 2]!];
        if (pixel.some((v, i) => Math.abs(v - BRAND_GREEN[i]!) > 8)) drawn.push(`${x},${y}`);
      }
    }
    expect(outside).toBeGreaterThan(50_000);
    expect(drawn.slice(0, 5)).toEqual([]);
  });
});
