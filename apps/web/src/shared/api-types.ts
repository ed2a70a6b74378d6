import type { paths } from './api-schema';

/**
 * The typed `api()` (decision 074), types only: a call's path, written as the template literal it always
 * was (`/api/stages/${stageId}/results`), is matched against the OpenAPI document's paths
 * (api-schema.ts, generated from the server's routes), and its answer and request body are the
 * document's. No runtime code: the browser still runs the same `api()`.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = keyof paths & string;

/** `/api/stages/{stageId}` → `/api/stages/${string}`: what a call's path must look like. */
type Pattern<K extends string> = K extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Pattern<Tail>}`
  : K extends `${infer Head}*`
    ? `${Head}${string}`
    : K;
/** Any path of the document, with or without a query string. */
export type ApiPath = Pattern<Route> | `${Pattern<Route>}?${string}`;
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];
/** The path without its query string (which the document does not check). */
type Bare<S extends string> = S extends `${infer Path}?${string}` ? Path : S;

type Operation<K extends Route, M extends ApiMethod> = NonNullable<paths[K][Lowercase<M>]>;
type HasOperation<K extends Route, M extends ApiMethod> = [Operation<K, M>] extends [never] ? false : true;

/** `/api/auth/*` (better-auth's) takes any number of segments; other routes exactly theirs. */
type SameLength<K extends string, P extends string> = K extends `${string}*`
  ? true
  : Segments<K>['length'] extends Segments<P>['length']
    ? true
    : false;
/** The routes a path could be: same segments, each literal segment equal, each `{parameter}` any text. */
type Candidates<P extends string, M extends ApiMethod> = {
  [K in Route]: Bare<P> extends Pattern<K>
    ? SameLength<K, Bare<P>> extends true
      ? HasOperation<K, M> extends true
        ? K
        : never
      : never
    : never;
}[Route];
/** `/api/stages/${id}/results/state` also fits `…/results/{participantId}`: the more literal route wins. */
type MostLiteral<C extends Route> = {
  [K in C]: true extends {
    [Other in C]: Other extends K
      ? false
      : Pattern<Other> extends Pattern<K>
        ? Pattern<K> extends Pattern<Other>
          ? false
          : true
        : false;
  }[C]
    ? never
    : K;
}[C];
export type RouteOf<P extends string, M extends ApiMethod> = P extends unknown ? MostLiteral<Candidates<P, M>> : never;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : unknown;
type Successes<R> = {
  [Code in keyof R]: Code extends 204 ? undefined : Code extends 200 | 201 | 202 ? Json<R[Code]> : never;
}[keyof R];
/** What a call answers: the operation's success JSON (`undefined` for 204; `unknown` where not described yet). */
export type ApiAnswer<P extends string, M extends ApiMethod> =
  Operation<RouteOf<P, M>, M> extends {
    responses: infer R;
  }
    ? Successes<R>
    : never;
/**
 * The operation's JSON request body: required as described; none for GET; unknown where not described,
 * where raw bytes may go as `body` instead (an upload: POST /api/files).
 */
type Body<P extends string, M extends ApiMethod> = RequestJson<
  NonNullable<Operation<RouteOf<P, M>, M>['requestBody']>,
  M
>;
type RequestJson<B, M extends ApiMethod> = [B] extends [never]
  ? M extends 'GET'
    ? { json?: never }
    : { json?: unknown; body?: BodyInit }
  : B extends { content: { 'application/json': infer Json } }
    ? { json: Json }
    : { json?: unknown };
/** A typed call's options: the method picks the operation, `json` is its request body. */
export type ApiInit<P extends string, M extends ApiMethod> = Omit<RequestInit, 'method' | 'body'> & {
  method?: M;
} & Body<P, M>;
/** The call's options, or a refusal naming the path when no route of the document fits it. */
export type ApiRest<P extends string, M extends ApiMethod> = [KnownPath<P, M>] extends [never]
  ? [init: { method: M; 'no such route': P }]
  : [init?: ApiInit<P, M>];

/** A path `api()` accepts: it (each of its forms, `a ? x : y`) names exactly one route for the method. */
export type KnownPath<P extends string, M extends ApiMethod> = true extends (
  P extends unknown ? NotOne<MostLiteral<Candidates<P, M>>> : never
)
  ? never
  : P;
type NotOne<R> = [R] extends [never] ? true : IsUnion<R>;
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;
