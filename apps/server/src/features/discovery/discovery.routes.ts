import { riderPath } from '@trialhub/domain';
import { listListedRiders } from '../riders/riders.repository.js';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Db } from '../../db/open-db.js';
import type { AppEnv } from '../../http/app-env.js';
import { loadSitemap } from '../../ops/lazy-modules.js';
import { listPublicPages } from './discovery.repository.js';
import { languages } from './page-meta.js';

/**
 * robots.txt and sitemap.xml (issue #18): search engines find every published stage, its results and its
 * championship's standings, and every ad. Drafts are never listed: the sitemap reads published stages only,
 * and signed-in or secretary screens are disallowed.
 */
export function discoveryRoutes(db: Db, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('cache-control', 'public, max-age=3600');
      return c.text(
        [
          'User-agent: *',
          'Disallow: /api/',
          // Link previews (og:image) and ad photos live under /api: a crawler that obeys robots.txt
          // (an unfurler, an image search) may fetch them; the longer rule wins over Disallow: /api/.
          'Allow: /api/previews/',
          'Allow: /api/files/',
          'Disallow: /championship',
          'Disallow: /profile',
          'Disallow: /my-results',
          'Disallow: /market/new',
          'Disallow: /market/my-ads',
          'Disallow: /login',
          'Disallow: /unsubscribe/',
          'Disallow: /dev/',
          'Disallow: /*/judge',
          'Disallow: /*/judges',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    })
    .get('/sitemap.xml', async (c) => {
      const { published, ads } = await listPublicPages(db);
      const links: { url: string; lastmod?: string; changefreq?: 'daily' | 'weekly' }[] = [
        { url: '/', changefreq: 'daily' },
        { url: '/market', changefreq: 'daily' },
      ];
      const championshipsSeen = new Set<string>();
      for (const s of published) {
        const championship = `/competitions/${s.institutionId}/${s.championshipSlug}`;
        const stage = `${championship}/${s.stageSlug}`;
        const lastmod = s.updatedAt.toISOString();
        links.push({ url: stage, lastmod }, { url: `${stage}/results`, lastmod });
        if (!championshipsSeen.has(championship)) {
          championshipsSeen.add(championship);
          links.push({ url: championship, changefreq: 'weekly' });
        }
      }
      for (const ad of ads) links.push({ url: `/market/ads/${ad.id}`, lastmod: ad.updatedAt.toISOString() });
      // Riders' pages, but not of riders who chose to keep theirs out of search engines (decision 071).
      for (const rider of await listListedRiders(db))
        links.push({ url: riderPath(rider.id), lastmod: rider.updatedAt.toISOString() });
      // Each page in each language (issue #41): its `?lng=` addresses, and the one without as x-default.
      const withLanguages = links.map((link) => ({
        ...link,
        links: [
          ...languages.map((lang) => ({ lang, url: `${link.url}?lng=${lang}` })),
          { lang: 'x-default', url: link.url },
        ],
      }));
      const { SitemapStream, streamToPromise } = await loadSitemap();
      const xml = await streamToPromise(
        Readable.from(withLanguages).pipe(
          new SitemapStream({ hostname: origin, xmlns: { xhtml: true, news: false, video: false, image: false } }),
        ),
      );
      c.header('content-type', 'application/xml; charset=utf-8');
      c.header('cache-control', 'public, max-age=300');
      return c.body(xml.toString());
    });
}
