import type { CompactResult, ResultsEvent, SectionScore } from '@trialhub/domain';

/** One score as the spectators' "latest scores" ticker shows it (issue #37 point 19). */
export interface TickerScore {
  participantId: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
  section: number;
  lap: number;
  points: number;
  /** Who scored, by display name as the live topic carries it (decision 078); null when not known. */
  by: string | null;
}

/** Who scored each slot, as the results topic last said: `participant:section:lap` → display name. */
export type WhoBySlot = Map<string, string | null>;

const slot = (participantId: string, section: number, lap: number) => `${participantId}:${section}:${lap}`;

/**
 * Notes who scored from one results event. The list's data says what changed (`changedScores`); the
 * event is where the name is: a score's delta names its judge, a whole result (a first score, a
 * secretary's correction) names the last one to touch each section.
 */
export function noteWho(who: WhoBySlot, event: ResultsEvent): void {
  if (event.type === 'result.scored') {
    who.set(slot(event.participantId, event.score.section, event.score.lap), event.by ?? null);
  } else if (event.type === 'result.upserted') {
    for (const s of event.result.sections) {
      who.set(slot(event.result.participantId, s.section, s.lap), s.events.at(-1)?.by ?? s.judge ?? null);
    }
  }
  // A long race day: the names of slots scored long ago are not needed any more.
  if (who.size > 5000) who.delete(who.keys().next().value!);
}

const sameScore = (a: SectionScore | undefined, b: SectionScore) =>
  !!a && a.points === b.points && a.deleted === b.deleted;

/**
 * The scores that are new or changed from `before` to `after` (two states of the results list), in
 * lap and section order per rider. A 0 counts like any other score — the point of the ticker: a clean
 * section changes no total and no place, so nothing else on a collapsed class shows that it came in.
 * A deleted score is not news. Riders whose result object is the same as before are skipped at once
 * (each live event replaces only its rider's result).
 */
export function changedScores(before: readonly CompactResult[], after: readonly CompactResult[], who: WhoBySlot) {
  const previous = new Map(before.map((r) => [r.participantId, r]));
  const fresh: TickerScore[] = [];
  for (const result of after) {
    const old = previous.get(result.participantId);
    if (old === result) continue;
    const oldScores = new Map(old?.sections.map((s) => [`${s.section}:${s.lap}`, s]));
    for (const s of result.sections) {
      if (s.deleted || sameScore(oldScores.get(`${s.section}:${s.lap}`), s)) continue;
      const { participant } = result;
      fresh.push({
        participantId: result.participantId,
        name: participant.name,
        racingNumber: participant.racingNumber,
        racingClass: participant.racingClass,
        section: s.section,
        lap: s.lap,
        points: s.points,
        by: who.get(slot(result.participantId, s.section, s.lap)) ?? null,
      });
    }
  }
  return fresh;
}
