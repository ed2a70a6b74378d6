import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { PreviewImages } from './preview-image.js';
import { doc } from '../../http/describe.js';

const png = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' },
  });

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
        summary: "Link preview image of a stage's page",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 404: 'unknown or draft' },
      }),
      async (c) =>
        png(
          await previews.stageCard(c.req.param('institutionId'), c.req.param('championshipId'), c.req.param('stageId')),
        ),
    )
    .get(
      '/previews/competitions/:institutionId/:championshipId/:stageId/results.png',
      doc({
        summary: "Link preview image of a stage's results",
        media: 'image/png',
        responses: { 200: 'a 1200×630 PNG', 404: 'unknown or draft' },
      }),
      async (c) =>
        png(
          await previews.resultsCard(
            c.req.param('institutionId'),
            c.req.param('championshipId'),
            c.req.param('stageId'),
          ),
        ),
    );
}
