import { type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/competitions/home-page';
import { paths } from '../shared/paths';
import { NotFoundScreen, RootErrorBoundary, UnauthorizedScreen } from './error-screens';
import { RequireRole, RequireSignIn } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyRoute } from './lazy-route';

/**
 * The route table (spec §2), for React Router's declarative routes (`useRoutes`; decision 038). The home
 * page is in the main bundle (it is the first thing most visitors see); every other screen is a lazy
 * chunk (lazyRoute), so the home page loads nothing it does not show.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    // An error anywhere in a page (or a chunk that cannot load) shows the root error screen.
    element: (
      <RootErrorBoundary>
        <AppLayout />
      </RootErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.homeAlias, element: <HomePage /> },
      {
        // The championship's standings page (spec §2 "Standings page").
        path: '/competitions/:institutionId/:championshipId',
        ...lazyRoute(
          () => import('../features/standings/standings-page'),
          (m) => <m.StandingsPage />,
        ),
      },
      {
        path: '/competitions/:institutionId/:championshipId/:stageId',
        // The stage page (competitions) with the registration pieces (participants), composed here:
        // features never import each other.
        ...lazyRoute(
          () =>
            Promise.all([
              import('../features/competitions/stage-page'),
              import('../features/participants/registration-actions'),
              import('../features/participants/participants-section'),
              import('../features/judging/judging-links'),
              import('../features/start-lists/start-list-section'),
            ]),
          ([page, registration, section, judging, startList]) => (
            <page.StagePage
              barActions={(stage) => (
                <>
                  <registration.RegistrationActions stage={stage} />
                  <judging.JudgingLinks stage={stage} />
                </>
              )}
              participants={(stage) => (
                <>
                  <startList.StartListSection stage={stage} />
                  <section.ParticipantsSection stage={stage} />
                </>
              )}
            />
          ),
        ),
      },
      {
        // Live results (issue 7) with the secretary's approval banner (issue 8) in its header.
        path: '/competitions/:institutionId/:championshipId/:stageId/results',
        ...lazyRoute(
          () =>
            Promise.all([import('../features/results/results-page'), import('../features/standings/approval-banner')]),
          ([page, approval]) => (
            <page.ResultsPage approvalSlot={(stage) => <approval.ApprovalBanner stage={stage} />} />
          ),
        ),
      },
      {
        // The judge app checks the judge itself (server answers), so it also opens with no network.
        path: '/competitions/:institutionId/:championshipId/:stageId/judge',
        ...lazyRoute(
          () => import('../features/judging/judge-app'),
          (m) => <m.JudgeAppPage />,
        ),
      },
      {
        // Observers without accounts open their credential here (link, PIN, hand-off code).
        path: '/observe',
        ...lazyRoute(
          () => import('../features/judging/observe-page'),
          (m) => <m.ObservePage />,
        ),
      },
      {
        path: paths.judgeStandalone,
        ...lazyRoute(
          () => import('../features/judging/standalone-judge-page'),
          (m) => <m.StandaloneJudgePage />,
        ),
      },
      {
        path: paths.market,
        ...lazyRoute(
          () => import('../features/market/market-page'),
          (m) => <m.MarketPage />,
        ),
      },
      {
        // A championship's permanent numbers (issue #38): four segments, so no stage address is shadowed.
        path: paths.permanentNumbers,
        ...lazyRoute(
          () => import('../features/riders/permanent-numbers-page'),
          (m) => <m.PermanentNumbersPage />,
        ),
      },
      {
        path: paths.rider,
        ...lazyRoute(
          () => import('../features/riders/rider-page'),
          (m) => <m.RiderPage />,
        ),
      },
      {
        path: paths.club,
        ...lazyRoute(
          () => import('../features/riders/club-page'),
          (m) => <m.ClubPage />,
        ),
      },
      {
        path: '/market/ads/:adId',
        ...lazyRoute(
          () => import('../features/market/ad-page'),
          (m) => <m.AdPage />,
        ),
      },
      {
        path: paths.login,
        ...lazyRoute(
          () => import('../features/accounts/login-page'),
          (m) => <m.LoginPage />,
        ),
      },
      {
        path: paths.unsubscribe,
        ...lazyRoute(
          () => import('../features/accounts/unsubscribe-page'),
          (m) => <m.UnsubscribePage />,
        ),
      },
      {
        path: paths.finishSignup,
        ...lazyRoute(
          () => import('../features/accounts/finish-signup-page'),
          (m) => <m.FinishSignupPage />,
        ),
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            path: paths.profile,
            ...lazyRoute(
              () => import('../features/accounts/profile-page'),
              (m) => <m.ProfilePage />,
            ),
          },
          {
            path: paths.myResults,
            ...lazyRoute(
              () => import('../features/riders/my-results-page'),
              (m) => <m.MyResultsPage />,
            ),
          },
          {
            path: paths.marketNew,
            ...lazyRoute(
              () => import('../features/market/new-ad-page'),
              (m) => <m.NewAdPage />,
            ),
          },
          {
            path: paths.myAds,
            ...lazyRoute(
              () => import('../features/market/my-ads-page'),
              (m) => <m.MyAdsPage />,
            ),
          },
        ],
      },
      {
        element: <RequireRole role="secretary" />,
        children: [
          {
            path: paths.riderRecords,
            ...lazyRoute(
              () => import('../features/riders/rider-records-page'),
              (m) => <m.RiderRecordsPage />,
            ),
          },
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/judges',
            ...lazyRoute(
              () => import('../features/judging/judges-page'),
              (m) => <m.JudgesPage />,
            ),
          },
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/start-list',
            ...lazyRoute(
              () => import('../features/start-lists/start-list-page'),
              (m) => <m.StartListPage />,
            ),
          },
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/payments',
            ...lazyRoute(
              () => import('../features/money/payments-page'),
              (m) => <m.PaymentsPage />,
            ),
          },
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/signon',
            ...lazyRoute(
              () => import('../features/signon/signon-page'),
              (m) => <m.SignOnPage />,
            ),
          },
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/entry-limits',
            ...lazyRoute(
              () => import('../features/signon/championship-limits-page'),
              (m) => <m.ChampionshipLimitsPage />,
            ),
          },
        ],
      },
      {
        // Checking a stage out to a venue laptop (decision 085): a secretary or an admin.
        element: <RequireRole role={['secretary', 'admin']} />,
        children: [
          {
            path: '/competitions/:institutionId/:championshipId/:stageId/venue',
            ...lazyRoute(
              () => import('../features/stage-lease/stage-lease-page'),
              (m) => <m.StageLeasePage />,
            ),
          },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          {
            path: paths.championshipAdmin,
            ...lazyRoute(
              () => import('../features/competitions/admin/admin-home-page'),
              (m) => <m.AdminHomePage />,
            ),
          },
          {
            path: `${paths.championshipAdmin}/:institutionId/:championshipId`,
            ...lazyRoute(
              () => import('../features/competitions/admin/championship-edit-page'),
              (m) => <m.ChampionshipEditPage />,
            ),
          },
          {
            path: `${paths.championshipAdmin}/:institutionId/:championshipId/:stageId`,
            ...lazyRoute(
              () => import('../features/competitions/admin/stage-edit-page'),
              (m) => <m.StageEditPage />,
            ),
          },
        ],
      },
      {
        path: paths.about,
        ...lazyRoute(
          () => import('../features/pages/static-page'),
          (m) => <m.StaticPage page="about" />,
        ),
      },
      {
        path: paths.privacy,
        ...lazyRoute(
          () => import('../features/pages/static-page'),
          (m) => <m.StaticPage page="privacy" />,
        ),
      },
      {
        path: paths.terms,
        ...lazyRoute(
          () => import('../features/pages/static-page'),
          (m) => <m.StaticPage page="terms" />,
        ),
      },
      { path: paths.unauthorized, element: <UnauthorizedScreen /> },
      { path: paths.notFound, element: <NotFoundScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/** The app's pages for the current address (inside a router: the browser's, or the server's static one). */
export function AppRoutes() {
  return useRoutes(routes);
}
