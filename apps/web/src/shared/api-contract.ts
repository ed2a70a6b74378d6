import type { ClubPage, MyResult, PublicConfig, ResultsState, RiderPage, StageSummary } from '@trialhub/domain';
import type { paths } from './api-schema';

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
];
