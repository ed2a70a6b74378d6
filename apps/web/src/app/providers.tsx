import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import { isToastHostNeeded, onToastHostNeeded } from '../shared/toast';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 2, refetchOnWindowFocus: false },
  },
});

const ToastHost = lazy(() => import('./toast-host'));

export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const toastsNeeded = useSyncExternalStore(onToastHostNeeded, isToastHostNeeded, isToastHostNeeded);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
