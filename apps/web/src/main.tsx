import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, queryClient } from './app/providers';
import { router } from './app/router';
import './shared/i18n';
import { publicConfigQuery } from './shared/public-config';
import { installErrorReporting } from './shared/telemetry';

// Errors are reported from the first moment; Sentry joins once the config names a DSN.
void queryClient.fetchQuery(publicConfigQuery).then(installErrorReporting, () => installErrorReporting(null));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
