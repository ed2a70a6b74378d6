import type {
  AdminChampionship,
  AdminStage,
  ClubPage,
  CompactStandingsTables,
  JudgingStage,
  KeyedSection,
  LicenceCheck,
  MyResult,
  ObserverCredential,
  PublicConfig,
  ResultsState,
  RiderLicence,
  RiderPage,
  ScoreQuery,
  StageApprovalState,
  StageJudge,
  StageSummary,
} from '@trialhub/domain';
import { api } from './api';
import { commandApi } from './command-api';
import type { paths } from './api-schema';
import type { ApiAnswer, RouteOf } from './api-types';

/**
 * The generated answer types (api-schema.ts) against the types the server and the web app share
 * (@trialhub/domain): a field renamed, added or retyped on one side and not the other fails
 * `npm run typecheck` here, even before api-schema.ts is regenerated (decision 074).
 */
type JsonAnswer<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer T } } } };
}
  ? T
  : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type ApiContract = [
  Expect<Same<JsonAnswer<'/api/stages'>, StageSummary[]>>,
  Expect<Same<JsonAnswer<'/api/config'>, PublicConfig>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/results/state'>, ResultsState>>,
  Expect<Same<JsonAnswer<'/api/club-pages/{clubId}'>, ClubPage>>,
  Expect<Same<JsonAnswer<'/api/riders/{riderId}'>, RiderPage>>,
  Expect<Same<JsonAnswer<'/api/me/results'>, MyResult[]>>,
  Expect<Same<JsonAnswer<'/api/standings/{institutionId}/{championshipId}/tables'>, CompactStandingsTables>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/approval'>, StageApprovalState>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/judges'>, StageJudge[]>>,
  Expect<Same<JsonAnswer<'/api/admin/stages/{stageId}'>, AdminStage>>,
  Expect<Same<JsonAnswer<'/api/admin/institutions/{id}/championships/{slug}'>, AdminChampionship>>,
  Expect<Same<JsonAnswer<'/api/judging/stages/{stageId}'>, JudgingStage>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/judging/sections/{section}/keyed'>, KeyedSection>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/observers'>, ObserverCredential[]>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/queries'>, ScoreQuery[]>>,
  Expect<Same<JsonAnswer<'/api/riders/{riderId}/licences'>, RiderLicence[]>>,
  Expect<Same<JsonAnswer<'/api/stages/{stageId}/licence-check'>, LicenceCheck>>,
];

/**
 * What the typed `api()` makes of a path (decision 074): the route it names, its answer, and the calls it
 * refuses. Type-level only: this file is not imported by the app.
 */
export type TypedApiContract = [
  Expect<Same<RouteOf<`/api/stages/${string}/results/state`, 'GET'>, '/api/stages/{stageId}/results/state'>>,
  Expect<
    Same<RouteOf<`/api/stages/${string}/results/${string}`, 'GET'>, '/api/stages/{stageId}/results/{participantId}'>
  >,
  Expect<Same<RouteOf<`/api/riders?q=${string}`, 'GET'>, '/api/riders'>>,
  Expect<Same<ApiAnswer<'/api/config', 'GET'>, PublicConfig>>,
  Expect<Same<ApiAnswer<`/api/riders/${string}`, 'GET'>, RiderPage>>,
  Expect<Same<ApiAnswer<`/api/stages/${string}/participants/me`, 'DELETE'>, undefined>>,
];
export async function typedApiRefusals(id: string) {
  // @ts-expect-error a path no route of the document has
  await api(`/api/stages/${id}/no-such-read`);
  // @ts-expect-error a route without this method
  await api(`/api/stages/${id}/results/state`, { method: 'POST' });
  // @ts-expect-error a request body with a field the route does not take
  await api(`/api/stages/${id}/standings/generate`, { method: 'POST', json: { resolution: [] } });
  // @ts-expect-error an answer read as what it is not
  const config: { siteTitle: string } = await api('/api/config');
  // @ts-expect-error an untyped call must name its answer
  await api(`/api/${id}`);
  return config;
}

/** A command (command-api.ts) is typed as `api()` is: its route, its body, its answer. */
export async function typedCommandRefusals(id: string) {
  const state = await commandApi(`/api/stages/${id}/standings/publish`, { method: 'POST' });
  // @ts-expect-error a command path no route of the document has
  await commandApi(`/api/stages/${id}/results/approve-all`, { method: 'POST' });
  // @ts-expect-error a request body with a field the route does not take
  await commandApi(`/api/stages/${id}/results/approve`, { method: 'POST', json: { confirm: true } });
  // @ts-expect-error an answer read as what it is not
  const wrong: { ok: boolean } = await commandApi(`/api/stages/${id}/standings/publish`, { method: 'POST' });
  return [state.stageNumber, wrong];
}
