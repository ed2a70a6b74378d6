import { markdownFilesSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { AppError } from '../../http/app-error.js';
import { clientIp } from '../../http/client-ip.js';
import type { RateLimits } from '../../http/rate-limit.js';
import type { ReadVersions } from '../../http/read-versions.js';
import { mailLanguage } from '../../mail/templates.js';
import { type DocLanguage, docLanguages } from './document-texts.js';
import type { DocumentsService, PdfFile } from './documents.service.js';
import { doc } from '../../http/describe.js';
import { PdfCache } from './pdf-cache.js';

/** `?lang=lv|et|en` (the web app sends its UI language); without it, the browser's Accept-Language. */
export function languageOf(c: Context<AppEnv>): DocLanguage {
  const asked = c.req.query('lang');
  if (asked === undefined) return mailLanguage(c.req.raw.headers);
  if (!(docLanguages as readonly string[]).includes(asked))
    throw new AppError('validation', { lang: 'validation.invalid' });
  return asked as DocLanguage;
}

/** What every document route answers; `notFound` says when it is a 404. */
function pdfResponses(notFound: string) {
  return {
    200: 'an A4 PDF',
    400: 'unknown lang',
    304: 'not modified (If-None-Match: the ETag of the same data version)',
    404: notFound,
    429: 'more than 60 documents a minute from one client',
  };
}

function pdf(c: Context<AppEnv>, file: PdfFile) {
  // What a document shows depends on who asks (privacy.ts): never cached by anyone in between.
  c.header('cache-control', 'no-store');
  c.header('content-type', 'application/pdf');
  c.header('content-disposition', `inline; filename="${file.name}"`);
  return c.body(new Uint8Array(file.bytes));
}

/**
 * Official documents (issue #19): who may read them is decided in the service, as for their pages.
 * A document takes ~0.1–0.4 s of CPU to lay out, so one client gets 60 a minute (a clerk printing
 * every class and language needs far fewer); a script cannot keep the server busy with them.
 */
export function documentsRoutes(
  service: DocumentsService,
  options: { limits: RateLimits; trustProxy: number; versions: ReadVersions; cache?: PdfCache },
) {
  const limiter = options.limits.rule({ name: 'documents', max: 60, windowMs: 60_000 });
  const limited = (c: Context<AppEnv>) => limiter.hit(clientIp(c, options.trustProxy));
  // The public documents (results, standings) are kept per data version (issue #41 point 5).
  const kept = options.cache ?? new PdfCache();
  return (
    new Hono<AppEnv>()
      .get(
        '/stages/:stageId/results.pdf',
        doc({
          summary:
            'Official results document (issue #19): A4 PDF, per-class tables as the results page shows them to the caller, status (Provisional / Approved) with its time, rules summary, signature lines. ?lang=en|lv|et (else Accept-Language). Draft stages: 404 except for staff.',
          media: 'application/pdf',
          responses: pdfResponses('unknown or draft stage'),
        }),
        async (c) => {
          await limited(c);
          const lang = languageOf(c);
          const viewer = c.get('viewer');
          const stageId = c.req.param('stageId');
          const { version, audience, final } = await options.versions.stageResultsDocument(viewer, stageId);
          return kept.respond(c, {
            key: `results:${stageId}:${lang}:${audience}`,
            // Live and provisional results are ranked and stamped 'as of' now: at most a minute old.
            version: final ? version : `${version}@${Math.floor(Date.now() / 60_000)}`,
            build: () => service.resultsPdf(viewer, stageId, lang),
          });
        },
      )
      // The paper fallback (issue #17): secretaries and admins (the service checks).
      .get(
        '/stages/:stageId/observer-sheets.pdf',
        doc({
          summary:
            'Paper observer sheets per section (?section=, ?lang=; secretary): the fallback when phones fail (issue #17)',
          media: 'application/pdf',
          responses: pdfResponses('unknown stage'),
        }),
        async (c) => {
          await limited(c);
          const lang = languageOf(c);
          const section = c.req.query('section');
          const stageId = c.req.param('stageId');
          return pdf(
            c,
            await service.observerSheetsPdf(c.get('viewer'), stageId, section ? Number(section) : null, lang),
          );
        },
      )
      .get(
        '/stages/:stageId/start-lists.pdf',
        doc({
          summary: 'Start lists per class (?class=, ?lang=; secretary)',
          media: 'application/pdf',
          responses: pdfResponses('unknown stage'),
        }),
        async (c) => {
          await limited(c);
          const lang = languageOf(c);
          const stageId = c.req.param('stageId');
          return pdf(c, await service.startListsPdf(c.get('viewer'), stageId, c.req.query('class') ?? null, lang));
        },
      )
      .get(
        '/championships/:championshipId/standings/markdown',
        doc({
          summary:
            "The standings' Markdown files (spec §7) in ?lang=en|lv|et (else Accept-Language): column names as the XLSX export's, stage columns with their dates (secretary)",
          response: markdownFilesSchema,
          responses: { 400: 'unknown lang', 404: 'unknown championship' },
        }),
        async (c) => {
          await limited(c);
          const lang = languageOf(c);
          c.header('cache-control', 'no-store');
          return c.json(await service.standingsMarkdown(c.get('viewer'), c.req.param('championshipId'), lang));
        },
      )
      .get(
        '/standings/:institutionId/:championshipId/standings.pdf',
        doc({
          summary:
            'Official standings document (issue #19): A4 PDF of the standings as the standings page shows them to the caller, status (Provisional / Approved / Final) with its time, rules summary, signature lines. ?lang=en|lv|et. Draft standings: 404 except for secretaries.',
          media: 'application/pdf',
          responses: pdfResponses('unknown championship, or draft standings'),
        }),
        async (c) => {
          await limited(c);
          const lang = languageOf(c);
          const viewer = c.get('viewer');
          const { institutionId, championshipId } = c.req.param();
          const { version, audience } = await options.versions.standings(viewer, institutionId, championshipId);
          return kept.respond(c, {
            key: `standings:${institutionId}/${championshipId}:${lang}:${audience}`,
            version,
            build: () => service.standingsPdf(viewer, institutionId, championshipId, lang),
          });
        },
      )
  );
}
