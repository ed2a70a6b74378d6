/**
 * Club and team (family cup) standings (spec §5 "Club and team scoring"), derived from the individual
 * standings: titled results only, DNF/DQ ignored, best entry per participant and stage, club points =
 * points × the group's multiplier rounded to 2 decimals, women's groups left out.
 */
import { isWomenGroup, round2 } from './ids.js';
import type { StandingPosition, StandingResultStatus } from './types.js';
import type { ResultStatus } from '../scoring/result.js';

export interface ScoredStageEntry {
  order: number;
  individualPoints: number;
  /** Club points (multiplied) or team points. */
  points: number;
  multiplier: number;
  title: string;
  status: StandingResultStatus;
  url: string | null;
  resultStatus: ResultStatus | null;
  positionAbsolutePoints: number;
}

export interface ScoredParticipant {
  /** The standing id. */
  participantId: string;
  name: string;
  group: string;
  racingNumber: number | null;
  totalPoints: number;
  stages: ScoredStageEntry[];
}

export interface GroupStanding {
  /** Club id or team name. */
  name: string;
  totalPoints: number;
  position: number;
  participants: ScoredParticipant[];
}

function score(
  positions: readonly StandingPosition[],
  keyOf: (entry: StandingPosition['results'][number]) => string | null,
  multiplier: (group: string) => number,
): GroupStanding[] {
  // group name → participant key → order → best entry
  const groups = new Map<string, Map<string, { p: StandingPosition; stages: Map<number, ScoredStageEntry> }>>();
  for (const p of positions) {
    if (isWomenGroup(p.group)) continue;
    const personKey = `${p.name.trim().toLowerCase()}|${p.racingNumber ?? p.id}`;
    for (const r of p.results) {
      if (r.title === null || r.resultStatus !== null) continue;
      const key = keyOf(r);
      if (!key) continue;
      const m = multiplier(r.racingClass ?? p.group);
      const entry: ScoredStageEntry = {
        order: r.order,
        individualPoints: r.points,
        points: round2(r.points * m),
        multiplier: m,
        title: r.title,
        status: r.status,
        url: r.url,
        resultStatus: r.resultStatus,
        positionAbsolutePoints: r.positionAbsolutePoints,
      };
      const members = groups.get(key) ?? new Map();
      groups.set(key, members);
      const member = members.get(personKey) ?? { p, stages: new Map<number, ScoredStageEntry>() };
      members.set(personKey, member);
      const current = member.stages.get(r.order);
      if (!current || entry.points > current.points) member.stages.set(r.order, entry);
    }
  }
  const out: Omit<GroupStanding, 'position'>[] = [];
  for (const [name, members] of groups) {
    const participants: ScoredParticipant[] = [...members.values()]
      .map(({ p, stages }) => {
        const list = [...stages.values()].sort((a, b) => a.order - b.order);
        return {
          participantId: p.id,
          name: p.name,
          group: p.group,
          racingNumber: p.racingNumber,
          totalPoints: round2(list.reduce((s, e) => s + e.points, 0)),
          stages: list,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.participantId.localeCompare(b.participantId));
    out.push({ name, participants, totalPoints: round2(participants.reduce((s, p) => s + p.totalPoints, 0)) });
  }
  return out
    .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name))
    .map((g, i) => ({ ...g, position: i + 1 }));
}

/** Club standings: points × the group's clubStandingMultiplier (default 1). */
export function clubStandings(
  positions: readonly StandingPosition[],
  multiplier: (group: string) => number,
): GroupStanding[] {
  return score(positions, (r) => r.clubId, multiplier);
}

/** Family cup standings per team: the riders' points, unmultiplied. */
export function teamStandings(positions: readonly StandingPosition[]): GroupStanding[] {
  return score(
    positions,
    (r) => r.team,
    () => 1,
  );
}

/** The group multiplier lookup from the championship's classes (default 1). */
export function multiplierLookup(classes: readonly { name: string; clubStandingMultiplier?: number }[]) {
  return (group: string) => classes.find((c) => c.name === group)?.clubStandingMultiplier ?? 1;
}
