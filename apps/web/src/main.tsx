import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { AppProviders, queryClient } from './app/providers';
import { routes } from './app/router';
import { renderZone, viewerTimeZone } from './shared/dates';
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
  const { queries, zone } = JSON.parse(ssrData.textContent!) as {
    queries: [unknown[], unknown, number][];
    zone: string;
  };
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  renderZone.current = zone;
  void Promise.all([
    i18nReady,
    ...(matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy == 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]).then(() => hydrateRoot(root, app(true)));
} else createRoot(root).render(app());

/** Once the page is React's: the reader's own language and clock (the texts re-render on the event). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const zone = renderZone.current;
    renderZone.current = undefined;
    if (readerLanguage && readerLanguage !== i18n.language) void i18n.changeLanguage(readerLanguage);
    else if (viewerTimeZone() !== zone) i18n.emit('languageChanged', i18n.language);
  }, []);
  return children;
}

function app(hydrating?: boolean) {
  const page = <RouterProvider router={createBrowserRouter(routes)} />;
  return (
    <StrictMode>
      <AppProviders>{hydrating ? <Hydrated>{page}</Hydrated> : page}</AppProviders>
    </StrictMode>
  );
}
