import type { RouteObject } from 'react-router';
import { HomePage } from '../features/competitions/home-page';
import { paths } from '../shared/paths';
import { NotFoundScreen, RootErrorScreen, UnauthorizedScreen } from './error-screens';
import { RequireRole, RequireSignIn } from './guards';
import { AppLayout } from './layout/app-layout';

/**
 * The route table (spec §2). The home page is in the main bundle (it is the first thing most
 * visitors see); every other screen is a lazy chunk, so the home page loads nothing it does not show.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorScreen />,
    // A page opened directly waits for its lazy chunk before anything renders; say it is loading
    // (React Router warns on every such load without one).
    hydrateFallbackElement: <div aria-busy="true" style={{ minHeight: '100vh' }} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.homeAlias, element: <HomePage /> },
      {
        // The championship's standings page (spec §2 "Standings page").
        path: '/competitions/:institutionId/:championshipId',
        lazy: () => import('../features/standings/standings-page').then((m) => ({ Component: m.StandingsPage })),
      },
      {
        path: '/competitions/:institutionId/:championshipId/:stageId',
        // The stage page (competitions) with the registration pieces (participants), composed here:
        // features never import each other.
        lazy: async () => {
          const [page, registration, section, judging] = await Promise.all([
            import('../features/competitions/stage-page'),
            import('../features/participants/registration-actions'),
            import('../features/participants/participants-section'),
            import('../features/judging/judging-links'),
          ]);
          return {
            element: (
              <page.StagePage
                barActions={(stage) => (
                  <>
                    <registration.RegistrationActions stage={stage} />
                    <judging.JudgingLinks stage={stage} />
                  </>
                )}
                participants={(stage) => <section.ParticipantsSection stage={stage} />}
              />
            ),
          };
        },
      },
      {
        // Live results (issue 7) with the secretary's approval banner (issue 8) in its header.
        path: '/competitions/:institutionId/:championshipId/:stageId/results',
        lazy: async () => {
          const [page, approval] = await Promise.all([
            import('../features/results/results-page'),
            import('../features/standings/approval-banner'),
          ]);
          return { element: <page.ResultsPage approvalSlot={(stage) => <approval.ApprovalBanner stage={stage} />} /> };
        },
      },
      {
        // The judge app checks the judge itself (server answers), so it also opens with no network.
        path: '/competitions/:institutionId/:championshipId/:stageId/judge',
        lazy: () => import('../features/judging/judge-app').then((m) => ({ Component: m.JudgeAppPage })),
      },
      {
        // Observers without accounts open their credential here (link, PIN, hand-off code).
        path: '/observe',
        lazy: () => import('../features/judging/observe-page').then((m) => ({ Component: m.ObservePage })),
      },
      {
        path: paths.judgeStandalone,
        lazy: () =>
          import('../features/judging/standalone-judge-page').then((m) => ({ Component: m.StandaloneJudgePage })),
      },
      {
        path: paths.market,
        lazy: () => import('../features/market/market-page').then((m) => ({ Component: m.MarketPage })),
      },
      {
        path: '/market/ads/:adId',
        lazy: () => import('../features/market/ad-page').then((m) => ({ Component: m.AdPage })),
      },
      {
        path: paths.login,
        lazy: () => import('../features/accounts/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.unsubscribe,
        lazy: () => import('../features/accounts/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
      },
      {
        path: paths.finishSignup,
        lazy: () => import('../features/accounts/finish-signup-page').then((m) => ({ Component: m.FinishSignupPage })),
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            path: paths.profile,
            lazy: () => import('../features/accounts/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: paths.myResults,
            lazy: () => import('../features/accounts/my-results-page').then((m) => ({ Component: m.MyResultsPage })),
          },
          {
            path: paths.marketNew,
            lazy: () => import('../features/market/new-ad-page').then((m) => ({ Component: m.NewAdPage })),
          },
          {
            path: paths.myAds,
            lazy: () => import('../features/market/my-ads-page').then((m) => ({ Component: m.MyAdsPage })),
          },
        ],
      },
      {
        element: <RequireRole role="secretary" />,
        children: [
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/judges',
            lazy: () => import('../features/judging/judges-page').then((m) => ({ Component: m.JudgesPage })),
          },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          {
            path: paths.championshipAdmin,
            lazy: () =>
              import('../features/competitions/admin/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
          },
          {
            path: `${paths.championshipAdmin}/:institutionId/:championshipId`,
            lazy: () =>
              import('../features/competitions/admin/championship-edit-page').then((m) => ({
                Component: m.ChampionshipEditPage,
              })),
          },
          {
            path: `${paths.championshipAdmin}/:institutionId/:championshipId/:stageId`,
            lazy: () =>
              import('../features/competitions/admin/stage-edit-page').then((m) => ({ Component: m.StageEditPage })),
          },
        ],
      },
      {
        path: paths.about,
        lazy: () => import('../features/pages/static-page').then((m) => ({ element: <m.StaticPage page="about" /> })),
      },
      {
        path: paths.privacy,
        lazy: () => import('../features/pages/static-page').then((m) => ({ element: <m.StaticPage page="privacy" /> })),
      },
      {
        path: paths.terms,
        lazy: () => import('../features/pages/static-page').then((m) => ({ element: <m.StaticPage page="terms" /> })),
      },
      { path: paths.unauthorized, element: <UnauthorizedScreen /> },
      { path: paths.notFound, element: <NotFoundScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
