import type Sharp from 'sharp';

/**
 * Image work (sharp and its native libvips) is needed by an upload, a preview card or the demo seed, not
 * by a server that just started: loading it on first use keeps it out of the start time and the idle
 * memory (issue #20: sharp took ~0.5 s and ~17 MiB at import).
 */
let sharp: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharp ??= import('sharp').then((m) => m.default);
  return sharp;
}
