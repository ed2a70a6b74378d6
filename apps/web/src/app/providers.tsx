import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 2, refetchOnWindowFocus: false },
  },
});

/** Toasts auto-close after 1500 ms (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 1500;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" zIndex={1000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
