import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { AppError } from '../../http/app-error.js';
import { type Language, languages } from './page-meta.js';
import type { PreviewImages } from './preview-image.js';
import { doc } from '../../http/describe.js';

const png = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' },
  });

/** `?lng=` of a card with a date on it: English unless told; another value is a 400. */
function cardLanguage(c: Context<AppEnv>): Language {
  const asked = c.req.query('lng');
  if (asked === undefined) return 'en';
  if (!(languages as readonly string[]).includes(asked))
    throw new AppError('validation', { lng: 'validation.invalid' });
  return asked as Language;
}

/** Link preview images of public pages (see preview-image.ts); the addresses mirror the pages'. */
export function previewRoutes(previews: PreviewImages) {
  return new Hono<AppEnv>()
    .get(
      '/previews/competitions/:institutionId/:championshipId/standings.png',
      doc({
        summary: "Link preview image of a championship's standings",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 404: 'unknown' },
      }),
      async (c) => png(await previews.standingsCard(c.req.param('institutionId'), c.req.param('championshipId'))),
    )
    .get(
      '/previews/competitions/:institutionId/:championshipId/:stageId/stage.png',
      doc({
        summary: "Link preview image of a stage's page (?lng=en|lv|et: the date's language)",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 400: 'unknown lng', 404: 'unknown or draft' },
      }),
      async (c) =>
        png(
          await previews.stageCard(
            c.req.param('institutionId'),
            c.req.param('championshipId'),
            c.req.param('stageId'),
            cardLanguage(c),
          ),
        ),
    )
    .get(
      '/previews/competitions/:institutionId/:championshipId/:stageId/results.png',
      doc({
        summary: "Link preview image of a stage's results (?lng=en|lv|et: the date's language)",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 400: 'unknown lng', 404: 'unknown or draft' },
      }),
      async (c) =>
        png(
          await previews.resultsCard(
            c.req.param('institutionId'),
            c.req.param('championshipId'),
            c.req.param('stageId'),
            cardLanguage(c),
          ),
        ),
    )
    .get(
      '/previews/riders/:riderId/rider.png',
      doc({
        summary: "Link preview image of a rider's page (name, club, class, championship places)",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 404: 'unknown, or only on draft stages' },
      }),
      async (c) => png(await previews.riderCard(c.req.param('riderId'))),
    );
}
