import { Box, Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session';
import { sendPageView, setReportedUser } from '../../shared/telemetry';
import { whenIdle } from '../../shared/timing';
import { Footer } from './footer';
import { Header } from './header';

/** The history entry whose page view was sent last. */
let viewed: string | undefined;

export function AppLayout() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const { data: session } = useSession();
  const user = session?.user ?? null;
  useEffect(() => setReportedUser(user), [user]);
  // page_view on every route change (spec §2), first-party.
  useEffect(() => {
    // Once per visit of a page: a page rendered anew after hydration (main.tsx, decision 060) mounts its
    // layout again for the same history entry (going back to a page is another entry than the one left).
    if (location.key === viewed) return;
    viewed = location.key;
    const path = location.pathname;
    const language = i18n.resolvedLanguage ?? i18n.language;
    whenIdle(() => sendPageView(path, language));
    // The language is read, not watched: changing it is not a page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/*
        Header, page and footer are Suspense boundaries of their own: a server-rendered page hydrates
        each in small slices after the rest, instead of all in one long task (issue #20, decision 038);
        a click on a part not yet hydrated is replayed once it is.
      */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Box component="main" style={{ flex: 1 }}>
        {/*
          While a page's chunk loads, its place reaches past the screen's bottom (60 px: the header), so the
          footer is not drawn on screen only to be pushed off by the page (/about: CLS 0.11 on a phone,
          issue #37 point 18).
        */}
        <Suspense
          fallback={
            <Center py="xl" mih="calc(100dvh - 60px)" style={{ alignItems: 'flex-start' }}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
