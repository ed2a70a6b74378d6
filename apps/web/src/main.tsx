import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { AppProviders, queryClient } from './app/providers';
import { routes } from './app/router';
import { i18n, i18nReady, readerLanguage } from './shared/i18n';
import { publicConfigQuery } from './shared/public-config';
import { installErrorReporting } from './shared/telemetry';

// Errors are reported from the first moment; Sentry joins once the config names a DSN.
void queryClient.fetchQuery(publicConfigQuery).then(installErrorReporting, () => installErrorReporting(null));

const root = document.getElementById('root')!;
const ssrData = document.getElementById('ssr-data');

if (ssrData) {
  // A server-rendered page (decision 036): the data it was rendered from goes into the query cache (no
  // second fetch), the page's lazy route and its texts load, then React takes over the HTML as it is.
  const queries = JSON.parse(ssrData.textContent!) as [unknown[], unknown, number][];
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  void Promise.all([
    i18nReady,
    ...(matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy == 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]).then(() => {
    hydrateRoot(root, app());
    if (readerLanguage && readerLanguage !== i18n.language) void i18n.changeLanguage(readerLanguage);
  });
} else createRoot(root).render(app());

function app() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
}
