import { pageTitle } from '@trialhub/domain';
import type { StatusPage } from '../../http/static-files.js';
import { webText } from '../../http/web-translations.js';
import { pageLanguage } from './page-meta.js';

/**
 * The answer for an address the app has no page for — no such route, stage, championship or ad, or one a
 * visitor may not see (a draft): the app as built, which shows its translated 'Page not found', with HTTP
 * 404, that title in the reader's language and `noindex` (issue #37 point 11: these answered 200 with the
 * title 'TrialHub', so search engines listed them). `gone`: an ad a moderator took off the market answers
 * 410 Gone, so search engines drop it rather than try again.
 */
export function notFoundPage(
  html: string,
  request: Request,
  gone = false,
  /** The page's own title where it has one (an unknown stage: 'Stage not found'), as its page sets it. */
  own?: { key: string; fallback: string },
): StatusPage {
  const lang = pageLanguage(request);
  const title = pageTitle([
    own
      ? webText(lang, own.key, own.fallback)
      : gone
        ? webText(lang, 'market.noLongerAvailable', 'This ad is no longer on the market.')
        : webText(lang, 'errorScreens.notFound.title', 'Page not found'),
  ]);
  return {
    status: gone ? 410 : 404,
    html: html
      .replace(/<html lang="[a-z]*"/, () => `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title.replace(/[<&]/g, '')}</title>`)
      .replace('</head>', () => '<meta name="robots" content="noindex"></head>'),
  };
}
