import { SignOnService } from './features/signon/signon.service.js';
import { DnsProposals } from './features/signon/dns-proposal.js';
import { signOnRoutes } from './features/signon/signon.routes.js';
import { WaitlistService } from './features/signon/waitlist.service.js';
import {
  ENTRY_IMPORT_MAX_BYTES,
  MAX_SHEET_ENTRIES,
  type PublicConfig,
  healthSchema,
  readinessSchema,
  publicConfigSchema,
  openApiDocumentSchema,
} from '@trialhub/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { type Auth, viewerFromHeaders } from './auth/auth.js';
import type { Database } from './db/open-db.js';
import { AccountsService } from './features/accounts/accounts.service.js';
import { accountsRoutes, internalRoutes } from './features/accounts/accounts.routes.js';
import { AnalyticsService } from './features/analytics/analytics.service.js';
import { analyticsRoutes } from './features/analytics/analytics.routes.js';
import { CompetitionAdminService } from './features/competitions/admin.service.js';
import { competitionAdminRoutes } from './features/competitions/admin.routes.js';
import { CompetitionsService } from './features/competitions/competitions.service.js';
import { MoneyService } from './features/money/money.service.js';
import { moneyRoutes } from './features/money/money.routes.js';
import { StatementService } from './features/money/statement.service.js';
import type { OnlinePaymentProvider } from './features/money/online/online-provider.js';
import { OnlinePaymentsService } from './features/money/online/online.service.js';
import { onlinePaymentRoutes } from './features/money/online/online.routes.js';
import { ParticipantsService } from './features/participants/participants.service.js';
import { participantsRoutes } from './features/participants/participants.routes.js';
import { JudgingService } from './features/judging/judging.service.js';
import { judgingRoutes } from './features/judging/judging.routes.js';
import { observersRoutes } from './features/judging/observers.routes.js';
import { ObserversService } from './features/judging/observers.service.js';
import { ResultsService } from './features/results/results.service.js';
import { resultsRoutes } from './features/results/results.routes.js';
import { TopicReadCache } from './http/topic-cache.js';
import { VersionMemo } from './http/version-memo.js';
import { ReadVersions } from './http/read-versions.js';
import { ScoreQueriesService } from './features/results/score-queries.service.js';
import { scoreQueriesRoutes } from './features/results/score-queries.routes.js';
import { DocumentsService } from './features/documents/documents.service.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { StandingsService } from './features/standings/standings.service.js';
import { standingsRoutes } from './features/standings/standings.routes.js';
import { riderEntryRedirect, ridersRoutes } from './features/riders/riders.routes.js';
import { riderClaimsRoutes } from './features/riders/rider-claims.routes.js';
import { RiderClaimsService } from './features/riders/rider-claims.service.js';
import { clubPageRoutes } from './features/riders/club-page.js';
import { LicencesService } from './features/riders/licences.service.js';
import { licencesRoutes } from './features/riders/licences.routes.js';
import { NumbersService } from './features/championship-numbers/numbers.service.js';
import { numbersRoutes } from './features/championship-numbers/numbers.routes.js';
import { RidersService } from './features/riders/riders.service.js';
import { competitionsRoutes } from './features/competitions/competitions.routes.js';
import { FilesService } from './features/files/files.service.js';
import { filesRoutes } from './features/files/files.routes.js';
import { MarketService } from './features/market/market.service.js';
import { marketRoutes } from './features/market/market.routes.js';
import { AdCards, adCardRoutes } from './features/market/ad-card.js';
import { marketOpenGraph } from './features/market/market-open-graph.js';
import { discoveryRoutes } from './features/discovery/discovery.routes.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { DeviceLeases } from './features/venue/device-lease.js';
import { leaseGuard } from './features/venue/lease-guard.js';
import { Pairings } from './features/venue/pairing.js';
import { venueRoutes } from './features/venue/venue.routes.js';
import { LaptopVenue } from './features/venue/laptop/laptop-venue.js';
import { laptopRoutes } from './features/venue/laptop/laptop.routes.js';
import { startListsRoutes } from './features/start-lists/start-lists.routes.js';
import { StartListsService } from './features/start-lists/start-lists.service.js';
import { CalendarService } from './features/calendar/calendar.service.js';
import { publicPageMeta } from './features/discovery/page-meta.js';
import { PreviewImages } from './features/discovery/preview-image.js';
import { previewRoutes } from './features/discovery/preview.routes.js';
import { AppError, errorBody, handleError } from './http/app-error.js';
import { CLIENT_IP_HEADER, clientIp } from './http/client-ip.js';
import { DatabaseRateLimitStore, RateLimits } from './http/rate-limit.js';
import { authRateLimits } from './auth/auth-rate-limits.js';
import { nulGuard } from './http/nul-guard.js';
import { type TrustedProxies, forwardedOnlyFromProxies } from './http/trusted-proxies.js';
import type { AppEnv } from './http/app-env.js';
import type { ErrorReporter } from './http/error-reporter.js';
import { isLocalRequest } from './http/local-mode.js';
import { doc } from './http/describe.js';
import { openApiDocument } from './http/openapi.js';
import { LANGUAGE_FROM_STORAGE_HASH, LATE_SCRIPTS_LOADER_HASH, pageRenderer } from './http/page-render.js';
import { notFoundPage } from './features/discovery/not-found-page.js';
import { leanAssetHeaders, serveSpa } from './http/static-files.js';
import type { LiveHub } from './live/hub.js';
import { liveRoutes } from './live/live.routes.js';
import { livePositions } from './live/read-positions.js';
import type { Mailer } from './mail/mailer.js';
import { renderOutbox } from './mail/outbox-page.js';
import type { Notifications } from './mail/notifications.js';
import { notificationsRoutes } from './mail/notifications.routes.js';
import { type ServerMetrics, carriesMetricsToken } from './ops/metrics.js';
import { checkReadiness } from './ops/readiness.js';
import { requestContext } from './ops/request-context.js';

/** Methods that change no data. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDeps {
  database: Database;
  hub: LiveHub;
  auth: Auth;
  reporter: ErrorReporter;
  /** /api/config; its demoSignIn is decided per request. */
  publicConfig: Omit<PublicConfig, 'demoSignIn'>;
  /** Built SPA to serve, if any. */
  webDistDir: string | null;
  mailer: Mailer;
  /** Riders' e-mail notifications through the outbox (decision 026). */
  notifications: Notifications;
  /** The login page's demo account hint (demo seeded, local mode); shown only to this machine's requests. */
  demoSignIn: { email: string; password: string } | null;
  /** How many reverse proxies stand in front (TRUST_PROXY); 0: the socket is the client. */
  trustProxy: number;
  /** The socket peers whose forwarding headers are believed (TRUSTED_PROXIES); default: nobody. */
  trustedProxies?: TrustedProxies;
  /** Where users reach us: requests that change data must come from this origin. */
  publicUrl: string;
  /** Token of the users CLI's endpoint (embedded database only); null disables it. */
  adminToken: string | null;
  rateLimit: boolean;
  metrics: ServerMetrics;
  /** METRICS_TOKEN: /metrics answers only requests bearing it; null: /metrics is a 404 (decision 022). */
  metricsToken: string | null;
  /** True once the server is shutting down: /api/ready says so and connections close after their response. */
  draining: () => boolean;
  /** Signs riders' private calendar feed addresses (derived from the auth secret). */
  calendarSecret: string;
  /** The protest window's clock (decision 027); tests pass a fake one. Default: the system clock. */
  clock?: () => Date;
  /** Online payment's provider (decision 082); none: riders pay by transfer or at sign-on. */
  onlinePayments?: OnlinePaymentProvider | null;
  /** A venue laptop's side of venue mode (decision 085); none: its routes are 404s. */
  venueLaptop?: LaptopVenue;
}

/** Largest JSON body a route takes; file uploads (/api/files) and entry-list imports have their own. */
const MAX_JSON_BODY = 256 * 1024;
const MAX_ENTRY_IMPORT_BODY = 2 * ENTRY_IMPORT_MAX_BYTES + 1024;
const ENTRY_IMPORT_PATH = /^\/api\/stages\/[^/]+\/participants\/import$/;
/** A standalone judge's sheet: up to MAX_SHEET_ENTRIES rows of about 90 bytes (room for spacing). */
const MAX_SHEET_IMPORT_BODY = MAX_SHEET_ENTRIES * 160 + 1024;
const SHEET_IMPORT_PATH = /^\/api\/stages\/[^/]+\/judging\/import$/;

/**
 * better-auth endpoints we call only from our own routes, never over HTTP. Its magic-link verify
 * would sign in whoever opens the link, skipping /api/account/magic-link/finish's check of the
 * e-mail the link was sent to (a forwarded or planted link would sign the opener in: login CSRF).
 */
const AUTH_ENDPOINTS_NOT_SERVED = new Set(['/api/auth/magic-link/verify']);

/**
 * Whether a request that changes data comes from our own pages. Browsers send Origin (and
 * Sec-Fetch-Site) with every such request; one that carries cookies but neither header cannot prove
 * where it comes from, so it is refused. Requests without cookies are no browser session riding along
 * (the users CLI's bearer token, sign-in from scripts): each route checks what they carry.
 */
function isSameOrigin(c: Context, ownOrigin: string): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || (origin && origin !== ownOrigin)) return false;
  if (origin) return true;
  if (site) return site === 'same-origin';
  return !c.req.header('cookie');
}

/** The e-mail a sign-in names (its JSON or form body); '' when it names none. */
async function signInEmail(c: Context<AppEnv>): Promise<string> {
  try {
    const type = c.req.header('content-type') ?? '';
    const email: unknown = type.includes('application/x-www-form-urlencoded')
      ? (await c.req.parseBody()).email
      : ((await c.req.json()) as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}

/** The whole HTTP application, without a socket: tests call `app.request()`; main.ts listens. */
export function buildApp(deps: AppDeps) {
  const { database, hub, auth } = deps;
  const competitions = new CompetitionsService(database.db, hub);
  const competitionAdmin = new CompetitionAdminService(database.db, hub);
  const participants = new ParticipantsService(database.db, hub, deps.notifications);
  // Shared by every instance on one database (decision 028); off only in tests that sign in many times.
  const limits = deps.rateLimit ? new RateLimits(new DatabaseRateLimitStore(database.db)) : RateLimits.off();
  // PIN guessing is limited even with RATE_LIMIT=off: a security control, not a load one (decision 029).
  const observers = new ObserversService(database.db, new RateLimits(new DatabaseRateLimitStore(database.db)));
  const judging = new JudgingService(database.db, hub, observers);
  const clock = deps.clock ?? (() => new Date());
  const results = new ResultsService(database.db, hub, clock);
  const scoreQueries = new ScoreQueriesService(database.db, hub, clock, deps.notifications);
  const standings = new StandingsService(database.db, hub, clock, deps.notifications);
  const riders = new RidersService(database.db, standings);
  const startLists = new StartListsService(database.db, standings, clock);
  const documents = new DocumentsService(database.db, results, standings, clock, deps.publicUrl, startLists);
  const analytics = new AnalyticsService(database.db, deps.reporter);
  const authLimits = authRateLimits(limits);
  const accounts = new AccountsService(database.db, auth, limits);
  const files = new FilesService(database.db, limits);
  const market = new MarketService(database.db, hub, limits);
  const calendar = new CalendarService(database.db, {
    publicUrl: deps.publicUrl,
    secret: deps.calendarSecret,
    ownStarts: (userId) => startLists.ownStarts(userId),
  });
  const ownOrigin = new URL(deps.publicUrl).origin;
  const readCache = new TopicReadCache();
  // A visitor's read versions from memory until this process answers a write or any instance publishes (issue #36).
  const versionMemo = new VersionMemo(() => hub.changeCount());
  const readVersions = new ReadVersions(database.db, versionMemo);

  const app = new Hono<AppEnv>();
  app.onError((error, c) => handleError(error, c, deps.reporter));
  // Outside /api too, an unknown path is the app's JSON error, not hono's plain-text one.
  app.notFound((c) => c.json(errorBody('notFound'), 404));
  app.use(requestContext({ metrics: deps.metrics, draining: deps.draining }));
  // After a request that may have changed data, the visitors' remembered versions are asked again.
  app.use(async (c, next) => {
    try {
      await next();
    } finally {
      if (!SAFE_METHODS.has(c.req.method)) versionMemo.wrote();
    }
  });
  // Before anything reads the client's address: forwarding headers count only from our proxies.
  app.use(forwardedOnlyFromProxies(deps.trustProxy, deps.trustedProxies ?? (() => false)));
  // NUL in a page's or a file's path, query or headers (the file lookup would throw on it): the same
  // 400 as under /api, whose own guard also reads bodies. Nothing outside /api reads a body.
  app.use(
    except(
      '/api/*',
      nulGuard(() => true),
    ),
  );
  app.use(leanAssetHeaders);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The inline scripts of a rendered page: its scripts' loader, its language from the storage (page-render.ts).
        scriptSrc: ["'self'", LATE_SCRIPTS_LOADER_HASH, LANGUAGE_FROM_STORAGE_HASH],
        // Mantine writes CSS variables into style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...(deps.publicConfig.sentryDsn ? ['https:'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = new Hono<AppEnv>();
  api.onError((error, c) => handleError(error, c, deps.reporter));
  // Reads (JSON, CSV, calendars) go out compressed to clients that ask; SSE never (hono skips it by
  // type). Writes answer small bodies, and a refused upload closes its connection: left as they are.
  const compressReads = compress();
  api.use((c, next) => (c.req.method === 'GET' ? compressReads(c, next) : next()));
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // We answer without reading the rest of the body; a kept-alive connection would then be
        // dropped under the client's next request, so tell it to open a new one.
        c.header('connection', 'close');
        throw new AppError('payloadTooLarge');
      },
    });
  const isUpload = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/files';
  const isEntryImport = (c: Context) => c.req.method === 'POST' && ENTRY_IMPORT_PATH.test(c.req.path);
  const isSheetImport = (c: Context) => c.req.method === 'POST' && SHEET_IMPORT_PATH.test(c.req.path);
  api.use(
    except(
      // Uploads are larger; the files route enforces each kind's own limit. GET and HEAD have no body,
      // and asking for one would build a full fetch Request kept as long as the connection (a live
      // stream's: decision 035).
      (c) => c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c) || isEntryImport(c) || isSheetImport(c),
      limit(MAX_JSON_BODY),
    ),
  );
  // A full score sheet (4,800 scores of a 400-rider stage) is larger than other JSON bodies.
  api.use(async (c, next) => (isSheetImport(c) ? limit(MAX_SHEET_IMPORT_BODY)(c, next) : next()));
  // An entry list of up to 1 MB as a JSON string (escaping can double it); the service checks the 1 MB.
  api.use(async (c, next) => (isEntryImport(c) ? limit(MAX_ENTRY_IMPORT_BODY)(c, next) : next()));
  // Requests that change data must come from our own pages: sign-in included (no login CSRF).
  api.use(async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !isSameOrigin(c, ownOrigin)) {
      throw new AppError('crossOrigin');
    }
    await next();
  });
  // NUL in the path, query, headers or a (non-upload) body: one 400 before anything reads it.
  api.use(nulGuard(isUpload));
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const authPath = c.req.path.replace(/\/+$/, '');
    if (AUTH_ENDPOINTS_NOT_SERVED.has(authPath)) throw new AppError('notFound');
    // Sign-in, sign-up, codes and links are limited per client address, across instances (our
    // limiter, not better-auth's per-process one). The address comes from the socket, or the
    // proxy's X-Forwarded-For when TRUST_PROXY is on; better-auth reads it from this header too.
    const ip = clientIp(c, deps.trustProxy);
    const endpoint = authPath.slice('/api/auth'.length);
    if (c.req.method === 'POST') await authLimits.hit(endpoint, ip);
    // Password and code guesses are limited per account too, whatever address they come from.
    const settle =
      c.req.method === 'POST' && authLimits.countsAccount(endpoint)
        ? await authLimits.hitAccount(endpoint, await signInEmail(c))
        : null;
    const request = new Request(c.req.raw);
    request.headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(request);
    await settle?.(response.ok);
    return response;
  });
  api.use(async (c, next) => {
    c.set('viewer', await viewerFromHeaders(auth, c.req.raw.headers));
    await next();
  });
  // A stage checked out to a venue laptop refuses edits here (decision 085).
  api.use(leaseGuard(database.db));
  // Liveness: the process answers. Readiness: it can serve (database, migrations, LISTEN; not draining).
  api.get('/health', doc({ summary: 'Liveness and database kind', response: healthSchema }), (c) =>
    c.json({ ok: true, database: database.kind }),
  );
  api.get(
    '/ready',
    doc({
      summary: 'Readiness: database reachable, migrations applied, LISTEN up (PostgreSQL), not shutting down',
      response: readinessSchema,
      responses: {
        200: '{ ready: true }',
        503: '{ ready: false, reason: database | migrations | live | shuttingDown }',
      },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      const readiness = await checkReadiness(database, deps.draining());
      return c.json({ ...readiness, database: database.kind }, readiness.ready ? 200 : 503);
    },
  );
  api.get('/config', doc({ summary: 'Public configuration for the browser', response: publicConfigSchema }), (c) =>
    c.json({ ...deps.publicConfig, demoSignIn: deps.demoSignIn && isLocalRequest(c) ? deps.demoSignIn : null }),
  );
  const openApi = openApiDocument(app, { publicUrl: deps.publicUrl });
  api.get(
    '/docs',
    doc({
      summary: 'This document: OpenAPI 3.1, generated from the routes (decision 032)',
      response: openApiDocumentSchema,
    }),
    async (c) => c.json(await openApi()),
  );
  api.route('/', liveRoutes(hub, database.db));
  // The reads the web app keeps live say where their topics stood when read (decision 039).
  api.use(livePositions(hub, database.db));
  api.route('/', competitionsRoutes(competitions, readCache, readVersions));
  api.route('/', competitionAdminRoutes(competitionAdmin));
  const money = new MoneyService(database.db, deps.clock, !!deps.onlinePayments);
  api.route('/', moneyRoutes(money, new StatementService(database.db, money)));
  api.route(
    '/',
    onlinePaymentRoutes(new OnlinePaymentsService(database.db, money, deps.onlinePayments ?? null, deps.publicUrl)),
  );
  const waitlist = new WaitlistService(database.db, hub, participants, deps.publicUrl, deps.clock);
  participants.entryLimits = waitlist;
  const signOn = new SignOnService(database.db, money, waitlist, deps.calendarSecret, deps.clock);
  api.route('/', signOnRoutes(signOn, waitlist, new DnsProposals(database.db, hub, clock)));
  api.route('/', participantsRoutes(participants, readCache, readVersions));
  api.route('/', startListsRoutes(startLists));
  api.route('/', venueRoutes(new Pairings(database.db, clock), new DeviceLeases(database.db, hub, clock)));
  api.route('/', laptopRoutes(deps.venueLaptop ?? new LaptopVenue(database.db, hub, '', null)));
  api.route(
    '/',
    judgingRoutes(judging, (outcome) => deps.metrics.judgeOp(outcome)),
  );
  api.route(
    '/',
    observersRoutes(observers, { trustProxy: deps.trustProxy, secureCookie: deps.publicUrl.startsWith('https:') }),
  );
  api.route('/', resultsRoutes(results, readCache, readVersions));
  api.route('/', scoreQueriesRoutes(scoreQueries));
  api.route('/', standingsRoutes(standings, readCache, readVersions));
  api.route('/', licencesRoutes(new LicencesService(database.db)));
  api.route('/', numbersRoutes(new NumbersService(database.db, clock)));
  api.route('/', ridersRoutes(riders));
  api.route('/', riderClaimsRoutes(new RiderClaimsService(database.db)));
  api.route('/', clubPageRoutes(database.db, standings));
  api.route('/', documentsRoutes(documents, { limits, trustProxy: deps.trustProxy, versions: readVersions }));
  api.route('/', analyticsRoutes(analytics));
  api.route('/', accountsRoutes(accounts, { trustProxy: deps.trustProxy }));
  api.route('/', filesRoutes(files));
  api.route('/', marketRoutes(market, readCache, readVersions));
  api.route('/', calendarRoutes(calendar));
  api.route('/', notificationsRoutes(deps.notifications));
  api.route('/', previewRoutes(new PreviewImages({ competitions, results, standings, riders })));
  api.route('/', adCardRoutes(new AdCards(database.db, market)));
  api.route('/', internalRoutes(database.db, deps.adminToken));
  api.all('*', () => {
    throw new AppError('notFound');
  });

  app.route('/api', api);
  // Prometheus scrapes: only with METRICS_TOKEN set and presented; to anyone else it does not exist.
  const metricsDoc = doc({
    summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN; without it a 404)',
    media: 'text/plain; version=0.0.4',
    security: ['metricsToken'],
    responses: { 200: 'Prometheus text exposition format 0.0.4', 404: 'no or wrong token' },
  });
  app.get('/metrics', metricsDoc, async (c) => {
    if (!carriesMetricsToken(c.req.header('authorization'), deps.metricsToken)) throw new AppError('notFound');
    c.header('cache-control', 'no-store');
    return c.body(await deps.metrics.registry.metrics(), 200, { 'content-type': deps.metrics.registry.contentType });
  });
  app.route('/', discoveryRoutes(database.db, deps.publicUrl));
  app.route('/', riderEntryRedirect(riders));
  // The dev outbox holds sign-in links and codes: only in local mode and only to this machine
  // (decision 010). Everyone else gets a 404, never the SPA's page.
  const outbox = deps.mailer.outbox;
  app.get('/dev/outbox', (c) => {
    if (!outbox || !isLocalRequest(c)) throw new AppError('notFound');
    c.header('cache-control', 'no-store');
    return c.html(renderOutbox(outbox));
  });
  if (deps.webDistDir) {
    app.use(compress());
    const adPreview = marketOpenGraph(market, deps.publicUrl);
    const pageMeta = publicPageMeta({
      db: database.db,
      competitions,
      publicUrl: deps.publicUrl,
    });
    // The head first (decision 025), then the page itself for public pages (decision 036).
    const renderPage = pageRenderer({
      webDistDir: deps.webDistDir,
      fetch: (request) => app.fetch(request),
      livePositions: (topics) => hub.positions(topics),
    });
    app.use(
      serveSpa(deps.webDistDir, {
        indexFor: async (path, html, request) => {
          // An address the app has no page for is a 404 with the app's translated 'Page not found'.
          if (!(await renderPage.hasRoute(path))) return notFoundPage(html, request);
          const head = (await adPreview(path, html, request)) ?? (await pageMeta(path, html, request));
          if (head !== null && typeof head === 'object') return head;
          return (await renderPage(path, head ?? html, request)) ?? head;
        },
      }),
    );
  }
  return app;
}

export type App = ReturnType<typeof buildApp>;
