/**
 * Generate standings for one stage (spec §4 "Generate standings"): every participant's entry for the
 * stage's order is written or replaced, women get a second standing in their women's group, and
 * identity data that differs from the stored standing becomes a validation error the secretary
 * resolves (old or new value) before anything is written.
 */
import type { CompetitionType } from '../contract/stages.js';
import type { ResultStatus, Statistics } from '../scoring/result.js';
import { championshipPoints } from './approve.js';
import { standingId, womenGroup } from './ids.js';
import {
  type IdentityField,
  type StandingIdentity,
  type StandingPosition,
  type StandingResolution,
  type StandingStageResult,
  type StandingValidationError,
  type StandingsChampionship,
  identityFields,
} from './types.js';

/** An approved result of the stage, with the participant copy's identity. */
export interface GenerationResult {
  participantId: string;
  /** The entry's rider record (decision 071); absent or null: the entry is matched by name alone. */
  riderId?: string | null;
  name: string;
  racingClass: string;
  racingNumber: number | null;
  clubId: string | null;
  gender: 'male' | 'female' | null;
  birthDate: string;
  team: string | null;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  statistics: Statistics;
  lastTimeRecorded: string | null;
  /** The approved place within the racing class; null for status holders. */
  position: number | null;
  positionPoints: number | null;
  positionAbsolutePoints: number | null;
}

export interface GenerateInput {
  championship: Pick<StandingsChampionship, 'hasWomenClasses' | 'pointsTable' | 'otherPlacesPoints'> & {
    /** Women's groups need a class order here (spec §5); optional for callers without women classes. */
    classes?: readonly { name: string; order: number }[];
  };
  stage: { id: string; order: number; title: string; resultsPath: string; competitionType: CompetitionType };
  /** The first stage's start date: ages for the women classification are measured on it (spec §5). */
  firstStageDate: string;
  results: readonly GenerationResult[];
  existing: readonly StandingPosition[];
  resolutions?: readonly StandingResolution[];
  /**
   * Whether two rider records are known to be two people (a secretary's "different riders", or two
   * accounts): namesakes who are never share a standing (decision 090). Absent: none are known.
   */
  apart?: (riderA: string, riderB: string) => boolean;
}

export type GenerateOutput =
  | { ok: true; upserts: StandingPosition[]; deletes: string[]; missingClass?: undefined }
  | { ok: false; errors: StandingValidationError[]; missingClass?: undefined }
  /** 'Class order not found for class {class}' (spec §5): a women's group the championship has no class for. */
  | { ok: false; errors: []; missingClass: string };

interface Incoming {
  /** The spec's standing id (name and group); a namesake's own standing adds `~2`, `~3`… (standingFor). */
  id: string;
  riderId: string | null;
  group: string;
  identity: StandingIdentity;
  participantId: string;
  entry: StandingStageResult;
}

function identityOf(r: GenerationResult): StandingIdentity {
  return {
    name: r.name.trim(),
    birthYear: Number(r.birthDate.slice(0, 4)) || null,
    clubId: r.clubId,
    gender: r.gender,
    racingNumber: r.racingNumber,
    team: r.team,
  };
}

function entryOf(r: GenerationResult, input: GenerateInput, points: number, place: number | null): StandingStageResult {
  return {
    order: input.stage.order,
    points: r.status ? 0 : points,
    place: r.status ? null : place,
    positionAbsolutePoints: r.status ? 0 : (r.positionAbsolutePoints ?? r.total ?? 0),
    title: input.stage.title,
    status: 'draft',
    url: `${input.stage.resultsPath}#${r.participantId}`,
    resultStatus: r.status,
    clubId: r.clubId,
    team: r.team,
    racingClass: r.racingClass,
    resultId: `${input.stage.id}/${r.participantId}`,
  };
}

function incomingEntries(input: GenerateInput): Incoming[] {
  const out: Incoming[] = input.results.map((r) => ({
    id: standingId(r.name, r.racingClass),
    riderId: r.riderId ?? null,
    group: r.racingClass,
    identity: identityOf(r),
    participantId: r.participantId,
    entry: entryOf(r, input, r.positionPoints ?? 0, r.position),
  }));
  if (!input.championship.hasWomenClasses) return out;
  // Women also stand in their women's group, ranked among the women of that group on this stage.
  const byGroup = new Map<string, GenerationResult[]>();
  for (const r of input.results) {
    if (r.gender !== 'female') continue;
    const group = womenGroup(r.birthDate, input.firstStageDate);
    byGroup.set(group, [...(byGroup.get(group) ?? []), r]);
  }
  const classes = input.championship.classes ?? [];
  for (const [group, list] of byGroup) {
    for (const { result, rank } of rankWomenGroup(list, classes)) {
      const points =
        rank === null
          ? 0
          : championshipPoints(rank, input.championship.pointsTable, input.championship.otherPlacesPoints);
      out.push({
        id: standingId(result.name, group),
        riderId: result.riderId ?? null,
        group,
        identity: identityOf(result),
        participantId: result.participantId,
        entry: entryOf(result, input, points, rank),
      });
    }
  }
  return out;
}

/**
 * A women's group on one stage (docs/decisions/016): its riders ride different classes and sections,
 * so raw totals are not compared. The rider of the class with the lower class order (the harder
 * class) ranks first, then the better place within her class; riders with a status (DNF, DQ, DNS)
 * or without a place come after everyone, unranked (0 points). Every rider's class must have an order.
 */
export function rankWomenGroup<
  R extends Pick<GenerationResult, 'participantId' | 'racingClass' | 'status' | 'position'>,
>(list: readonly R[], classes: readonly { name: string; order: number }[]): { result: R; rank: number | null }[] {
  const order = (r: R) => classes.find((c) => c.name === r.racingClass)?.order ?? Number.POSITIVE_INFINITY;
  const placed = (r: R) => r.status === null && r.position !== null;
  const sorted = [...list].sort(
    (a, b) =>
      Number(placed(b)) - Number(placed(a)) ||
      order(a) - order(b) ||
      (a.position ?? 0) - (b.position ?? 0) ||
      a.racingClass.localeCompare(b.racingClass) ||
      (a.participantId < b.participantId ? -1 : a.participantId > b.participantId ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((result) => ({ result, rank: placed(result) ? ++rank : null }));
}

function clone(p: StandingPosition): StandingPosition {
  return { ...p, participants: [...p.participants], results: p.results.map((r) => ({ ...r })) };
}

/**
 * Which standing a result joins (decision 090). The spec keys a standing on name and group, which makes
 * namesakes one rider; rider records tell them apart where it is known. Among the name's standings (the
 * spec's id, then its namesakes' `~2`, `~3`…) the result joins the one of its own rider, else the first
 * one no other entry of this stage took and whose rider is not known to be another person, else a new
 * namesake standing. Where nothing is known (no rider on either side, or two records never decided
 * apart) this is the spec's id, as before: two records of one person stay one standing.
 */
function standingFor(
  inc: Incoming,
  byId: ReadonlyMap<string, StandingPosition>,
  holder: ReadonlyMap<string, string>,
  apart: GenerateInput['apart'],
): string {
  const suffixed = [...byId.keys()]
    .map((id) => (id.startsWith(`${inc.id}~`) ? Number(id.slice(inc.id.length + 1)) : Number.NaN))
    .filter((n) => Number.isInteger(n) && n >= 2)
    .sort((a, b) => a - b);
  const candidates = [inc.id, ...suffixed.map((n) => `${inc.id}~${n}`)];
  const free = (id: string) => (holder.get(id) ?? inc.participantId) === inc.participantId;
  const riderOf = (id: string) => byId.get(id)?.riderId ?? null;
  const own = inc.riderId ? candidates.find((id) => free(id) && riderOf(id) === inc.riderId) : undefined;
  if (own) return own;
  const shared = candidates.find((id) => {
    const other = riderOf(id);
    return free(id) && !(other && inc.riderId && other !== inc.riderId && apart?.(other, inc.riderId));
  });
  if (shared) return shared;
  let n = 2;
  while (byId.has(`${inc.id}~${n}`)) n++;
  return `${inc.id}~${n}`;
}

export function generateStageStandings(input: GenerateInput): GenerateOutput {
  const incoming = incomingEntries(input);
  if (input.championship.hasWomenClasses) {
    const known = new Set((input.championship.classes ?? []).map((c) => c.name));
    const women = incoming.filter((i) => i.group !== i.entry.racingClass);
    const missing = women.find((i) => !known.has(i.group));
    if (missing) return { ok: false, errors: [], missingClass: missing.group };
    // The women's groups are ranked by class order first (spec §5 "A class order must exist").
    const unordered = women.find((i) => !known.has(i.entry.racingClass!));
    if (unordered) return { ok: false, errors: [], missingClass: unordered.entry.racingClass! };
  }
  const byId = new Map(input.existing.map((p) => [p.id, clone(p)]));
  // Each standing this stage wrote and the entry that wrote it (a class named like a women's group gives
  // one rider's two entries one standing: compared once).
  const holder = new Map<string, string>();
  const errors: StandingValidationError[] = [];
  const resolution = (id: string, field: IdentityField) =>
    input.resolutions?.find((r) => r.standingId === id && r.field === field)?.choice;

  for (const found of incoming) {
    const inc = { ...found, id: standingFor(found, byId, holder, input.apart) };
    let standing = byId.get(inc.id);
    // Only data stored by other stages is compared: re-generating a stage replaces its own entry.
    const hasOtherStages = standing?.results.some((r) => r.order !== input.stage.order && r.title !== null);
    if (standing && hasOtherStages && !holder.has(inc.id)) {
      for (const field of identityFields) {
        const oldValue = standing[field];
        const newValue = inc.identity[field];
        if (oldValue === newValue) continue;
        const choice = resolution(inc.id, field);
        if (choice === 'new') (standing as unknown as Record<string, unknown>)[field] = newValue;
        else if (choice !== 'old')
          errors.push({
            standingId: inc.id,
            name: standing.name,
            group: standing.group,
            field,
            oldValue,
            newValue,
            resultId: inc.entry.resultId!,
            ...(standing.riderId && inc.riderId && standing.riderId !== inc.riderId
              ? { riders: { stored: standing.riderId, incoming: inc.riderId } }
              : {}),
          });
      }
    } else if (standing && !holder.has(inc.id)) {
      Object.assign(standing, inc.identity);
    }
    if (!standing) {
      standing = {
        id: inc.id,
        group: inc.group,
        ...inc.identity,
        riderId: inc.riderId,
        participants: [],
        refOriginal: null,
        position: null,
        total: null,
        totalMinusWorst: null,
        results: [],
      };
      byId.set(inc.id, standing);
    }
    standing.results = [...standing.results.filter((r) => r.order !== input.stage.order), inc.entry].sort(
      (a, b) => a.order - b.order,
    );
    if (!standing.participants.includes(inc.participantId)) standing.participants.push(inc.participantId);
    // A standing written before rider records were kept becomes its first rider's.
    if (!standing.riderId && inc.riderId) standing.riderId = inc.riderId;
    holder.set(inc.id, inc.participantId);
  }
  if (errors.length > 0) return { ok: false, errors };

  // Entries of this stage whose result is gone (removed since the last generation) go too.
  const changed = new Set(holder.keys());
  const deletes: string[] = [];
  for (const standing of byId.values()) {
    if (holder.has(standing.id)) continue;
    const stale = standing.results.filter(
      (r) => r.order === input.stage.order && r.resultId?.startsWith(`${input.stage.id}/`),
    );
    if (stale.length === 0) continue;
    standing.results = standing.results.filter((r) => !stale.includes(r));
    if (standing.results.length === 0) deletes.push(standing.id);
    else changed.add(standing.id);
  }
  return {
    ok: true,
    upserts: [...changed].map((id) => byId.get(id)!),
    deletes,
  };
}

/** Applies a generation's output to a list of standings (what the database does with it). */
export function applyGeneration(
  existing: readonly StandingPosition[],
  output: { upserts: StandingPosition[]; deletes: string[] },
): StandingPosition[] {
  const byId = new Map(existing.map((p) => [p.id, p]));
  for (const id of output.deletes) byId.delete(id);
  for (const p of output.upserts) byId.set(p.id, p);
  return [...byId.values()];
}
