/**
 * The standings on the wire (issue #20 point 5, docs/decisions/040): each rider's stage entry carries
 * what the cell shows and the one thing the response does not already have — the result's participant —
 * and leaves out what its stage (the response's `stages[]`) or its rider already says: the stage's title,
 * the result's link and id, the rider's club, team and class, a final status on a published stage, a null
 * result status. `expand…` puts them back, so the browser ranks, draws and exports the same full
 * `StandingPosition`s as before. Lossless: a field whose value is not the one derived (a stage renamed
 * since generation, a rider who changed club, a women's group's class) is sent as it is.
 */
import type { ResultStatus } from '../scoring/result.js';
import type { z } from 'zod';
import type { StandingsView, standingsTablesSchema } from '../contract/standings.js';
import type { RankedStanding } from './rank.js';
import type { GroupStanding, ScoredParticipant, ScoredStageEntry } from './scoring.js';
import type { StandingsTables } from './tables.js';
import type { StandingPosition, StandingResultStatus, StandingStageResult, StandingsStage } from './types.js';

/** A stage entry as sent: omitted optional fields are derived (see the module comment). */
export interface CompactStandingStageResult {
  order: number;
  points: number;
  positionAbsolutePoints: number;
  /** The result's participant id in its stage (with the stage: its link and result id); null for a filler. */
  participantId: string | null;
  /** Omitted: null. */
  resultStatus?: ResultStatus | null;
  /** Omitted: 'final' on a stage whose standings are published, else 'draft'. */
  status?: StandingResultStatus;
  /** Omitted: the stage's title (null for a filler). */
  title?: string | null;
  /** Omitted: the stage's results path with the participant as hash. */
  url?: string | null;
  /** Omitted: `${stage id}/${participantId}`. */
  resultId?: string | null;
  /** Omitted: the rider's own. */
  clubId?: string | null;
  team?: string | null;
  /** Omitted: the rider's group. */
  racingClass?: string | null;
}

export type CompactStandingPosition = Omit<StandingPosition, 'results'> & { results: CompactStandingStageResult[] };
export type CompactRankedStanding = Omit<RankedStanding, 'results'> & { results: CompactStandingStageResult[] };

/** A club's or team's stage entry as sent: title and link from the stage and the participant. */
export interface CompactScoredStageEntry {
  order: number;
  individualPoints: number;
  points: number;
  multiplier: number;
  positionAbsolutePoints: number;
  participantId: string | null;
  resultStatus?: ResultStatus | null;
  status?: StandingResultStatus;
  title?: string;
  url?: string | null;
}

export type CompactGroupStanding = Omit<GroupStanding, 'participants'> & {
  participants: (Omit<ScoredParticipant, 'stages'> & { stages: CompactScoredStageEntry[] })[];
};

export type CompactStandingsView = Omit<StandingsView, 'positions'> & { positions: CompactStandingPosition[] };
/** GET /api/standings/…/tables as sent: the type of its schema (contract/standings.ts), one declaration. */
export type CompactStandingsTables = z.output<typeof standingsTablesSchema>;

type Stages = ReadonlyMap<number, StandingsStage>;
const byOrder = (stages: readonly StandingsStage[]): Stages => new Map(stages.map((s) => [s.order, s]));
const derivedStatus = (stage: StandingsStage | undefined): StandingResultStatus =>
  stage?.resultsStatus === 'StandingsPublished' ? 'final' : 'draft';
const linkOf = (stage: StandingsStage | undefined, participantId: string | null) =>
  stage && participantId !== null ? `${stage.resultsPath}#${participantId}` : null;

/** The participant of a result id or link, as far as the stage says it. */
function participantOf(stage: StandingsStage | undefined, resultId: string | null, url: string | null): string | null {
  if (stage && resultId?.startsWith(`${stage.id}/`)) return resultId.slice(stage.id.length + 1);
  if (stage && url?.startsWith(`${stage.resultsPath}#`)) return url.slice(stage.resultsPath.length + 1);
  return null;
}

function derivedEntry(
  c: Pick<CompactStandingStageResult, 'participantId'>,
  stage: StandingsStage | undefined,
  rider: Pick<StandingPosition, 'clubId' | 'team' | 'group'>,
) {
  const id = c.participantId;
  return {
    title: id !== null && stage ? stage.title : null,
    url: linkOf(stage, id),
    resultId: id !== null && stage ? `${stage.id}/${id}` : null,
    status: derivedStatus(stage),
    clubId: rider.clubId,
    team: rider.team,
    racingClass: rider.group as string | null,
  };
}

export function compactStageResult(
  r: StandingStageResult,
  rider: Pick<StandingPosition, 'clubId' | 'team' | 'group'>,
  stages: Stages,
): CompactStandingStageResult {
  const stage = stages.get(r.order);
  const c: CompactStandingStageResult = {
    order: r.order,
    points: r.points,
    positionAbsolutePoints: r.positionAbsolutePoints,
    participantId: participantOf(stage, r.resultId, r.url),
  };
  if (r.resultStatus !== null) c.resultStatus = r.resultStatus;
  const d = derivedEntry(c, stage, rider);
  for (const key of ['status', 'title', 'url', 'resultId', 'clubId', 'team', 'racingClass'] as const)
    if (r[key] !== d[key]) (c as unknown as Record<string, unknown>)[key] = r[key];
  return c;
}

export function expandStageResult(
  c: CompactStandingStageResult,
  rider: Pick<StandingPosition, 'clubId' | 'team' | 'group'>,
  stages: Stages,
): StandingStageResult {
  const d = derivedEntry(c, stages.get(c.order), rider);
  return {
    order: c.order,
    points: c.points,
    positionAbsolutePoints: c.positionAbsolutePoints,
    title: c.title !== undefined ? c.title : d.title,
    status: c.status ?? d.status,
    url: c.url !== undefined ? c.url : d.url,
    resultStatus: c.resultStatus ?? null,
    clubId: c.clubId !== undefined ? c.clubId : d.clubId,
    team: c.team !== undefined ? c.team : d.team,
    racingClass: c.racingClass !== undefined ? c.racingClass : d.racingClass,
    resultId: c.resultId !== undefined ? c.resultId : d.resultId,
  };
}

function compactPosition<P extends StandingPosition>(p: P, stages: Stages) {
  return { ...p, results: p.results.map((r) => compactStageResult(r, p, stages)) };
}
function expandPosition<
  P extends { results: CompactStandingStageResult[] } & Pick<StandingPosition, 'clubId' | 'team' | 'group'>,
>(p: P, stages: Stages) {
  return { ...p, results: p.results.map((r) => expandStageResult(r, p, stages)) };
}

function compactScored(e: ScoredStageEntry, stages: Stages): CompactScoredStageEntry {
  const stage = stages.get(e.order);
  const c: CompactScoredStageEntry = {
    order: e.order,
    individualPoints: e.individualPoints,
    points: e.points,
    multiplier: e.multiplier,
    positionAbsolutePoints: e.positionAbsolutePoints,
    participantId: participantOf(stage, null, e.url),
  };
  if (e.resultStatus !== null) c.resultStatus = e.resultStatus;
  if (e.status !== derivedStatus(stage)) c.status = e.status;
  if (e.title !== stage?.title) c.title = e.title;
  if (e.url !== linkOf(stage, c.participantId)) c.url = e.url;
  return c;
}

function expandScored(c: CompactScoredStageEntry, stages: Stages): ScoredStageEntry {
  const stage = stages.get(c.order);
  return {
    order: c.order,
    individualPoints: c.individualPoints,
    points: c.points,
    multiplier: c.multiplier,
    title: c.title ?? stage?.title ?? '',
    status: c.status ?? derivedStatus(stage),
    url: c.url !== undefined ? c.url : linkOf(stage, c.participantId),
    resultStatus: c.resultStatus ?? null,
    positionAbsolutePoints: c.positionAbsolutePoints,
  };
}

const compactGroups = (groups: readonly GroupStanding[], stages: Stages): CompactGroupStanding[] =>
  groups.map((g) => ({
    ...g,
    participants: g.participants.map((p) => ({ ...p, stages: p.stages.map((e) => compactScored(e, stages)) })),
  }));
const expandGroups = (groups: readonly CompactGroupStanding[], stages: Stages): GroupStanding[] =>
  groups.map((g) => ({
    ...g,
    participants: g.participants.map((p) => ({ ...p, stages: p.stages.map((e) => expandScored(e, stages)) })),
  }));

/** GET /api/standings/:institutionId/:championshipId as sent. */
export function compactStandingsView(view: StandingsView): CompactStandingsView {
  const stages = byOrder(view.stages);
  return { ...view, positions: view.positions.map((p) => compactPosition(p, stages)) };
}

/** The view as the page uses it (ranking, cells, dialogs, exports). */
export function expandStandingsView(view: CompactStandingsView): StandingsView {
  const stages = byOrder(view.stages);
  return { ...view, positions: view.positions.map((p) => expandPosition(p, stages)) };
}

/** GET /api/standings/:institutionId/:championshipId/tables as sent. */
export function compactStandingsTables(tables: StandingsTables): CompactStandingsTables {
  const stages = byOrder(tables.stages);
  return {
    ...tables,
    individual: tables.individual.map((p) => compactPosition(p, stages)),
    clubs: compactGroups(tables.clubs, stages),
    teams: compactGroups(tables.teams, stages),
  };
}

export function expandStandingsTables(tables: CompactStandingsTables): StandingsTables {
  const stages = byOrder(tables.stages);
  return {
    ...tables,
    individual: tables.individual.map((p) => expandPosition(p, stages)),
    clubs: expandGroups(tables.clubs, stages),
    teams: expandGroups(tables.teams, stages),
  };
}
