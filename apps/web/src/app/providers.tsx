import './mantine-styles';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import { coarseTimers } from '../shared/coarse-timers';
import { isToastHostNeeded, onToastHostNeeded } from '../shared/toast';
import { cssVariablesResolver, theme } from './theme';

// Before the first query: its timers and all later ones share one browser timer (the server sets none).
if (!import.meta.env.SSR) timeoutManager.setTimeoutProvider(coarseTimers());

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 2, refetchOnWindowFocus: false },
  },
});

const ToastHost = lazy(() => import('./toast-host'));

/**
 * TrialHub has one colour scheme, so nothing to remember: Mantine's default manager reads localStorage
 * while the page hydrates, and a page's first use of the browser's storage waits on the browser (tens
 * of ms on a phone, issue #20).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const toastsNeeded = useSyncExternalStore(onToastHostNeeded, isToastHostNeeded, isToastHostNeeded);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={lightOnly}
        // The theme's CSS variables are a stylesheet made by the build (mantine-theme-css.ts).
        withCssVariables={false}
      >
        {toastsNeeded && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
