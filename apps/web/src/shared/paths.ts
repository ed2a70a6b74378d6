/** Every route path of the app, in one place (DESIGN.md §4.5). */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  finishSignup: '/finish-signup',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  market: '/market',
  myAds: '/market/my-ads',
  marketNew: '/market/new',
  profile: '/profile',
  myResults: '/my-results',
  rider: '/riders/:riderId',
  riderRecords: '/rider-records',
  club: '/clubs/:clubId',
  permanentNumbers: '/competitions/:institutionId/:championshipId/numbers/permanent',
  unsubscribe: '/unsubscribe/:token',
  championshipAdmin: '/championship',
  judgeStandalone: '/judge-standalone',
  venue: '/venue',
  unauthorized: '/401',
  notFound: '/404',
} as const;

/** /login?return=… — only same-site paths are kept (see safeReturnPath). */
export function loginPath(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `${paths.login}?return=${encodeURIComponent(returnTo)}` : paths.login;
}

/** A `return` parameter is honoured only when it is a path on this site: never another origin. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  return value;
}

/** /market/ads/{adId} */
export function marketAdPath(adId: string): string {
  return `/market/ads/${encodeURIComponent(adId)}`;
}

/** The rider page of a stage's entry: the server redirects to /riders/{id} (names in lists know only the entry). */
export function riderEntryPath(stageId: string, participantId: string): string {
  return `/riders/entry/${encodeURIComponent(stageId)}/${encodeURIComponent(participantId)}`;
}

/** /clubs/{club}: a club's page (the club's name is its id). */
export function clubPath(clubId: string): string {
  return `/clubs/${encodeURIComponent(clubId)}`;
}

/** A stage page's path as the app builds it: `/api${path}` is then a route the typed api() knows (decision 074). */
export type StagePagePath = `/competitions/${string}/${string}/${string}`;
