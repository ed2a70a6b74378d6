/**
 * Who may see what of a rider (issue #15): the one place that decides it. Every API response and
 * every live event that carries riders goes through these functions; nothing else picks fields.
 *
 * What each screen shows (spec §2, §6) decides what each role gets:
 *
 * | rider field                          | visitor, rider (own row too), judge, admin | secretary |
 * | ------------------------------------ | ------------------------------------------ | --------- |
 * | name, racing number, class, bike,    | yes                                        | yes       |
 * | club, family-cup team, registered on |                                            |           |
 * | birth year (participant list)        | yes ('Year' column)                        | yes       |
 * | birth date, age                      | no                                         | yes       |
 * | gender, licence, registration status | no                                         | yes       |
 * | modified on, has result              | no                                         | yes       |
 * | account e-mail (unpaid fee contacts) | no                                         | yes       |
 * | standings: birth year, gender        | no ('Year' is secretary only)              | yes       |
 * | who scored / changed (judge, by,     | display name, never an e-mail              | the same  |
 * | lastTimeChangedBy, penalty, queries) | (a rider's details only, not the list;     |           |
 * |                                      | a score's judge in the live ticker, 078)   |           |
 *
 * An admin who is not also a secretary sees the public view (the spec gives admins the Championship
 * area, not the secretary's columns). A rider's own details are on their profile, not in the lists.
 * Live topics are published once to every subscriber, so they always carry the public view;
 * secretaries' pages read the rest from the API.
 *
 * Reading a stage at all: a published stage is public; a draft is read by admins and secretaries
 * only (`mayReadStage`), through the API and the stage's live topics alike.
 */
import type { PublicParticipant, SecretaryParticipant } from './contract/participants.js';
import type {
  CompactResult,
  PublicResultParticipant,
  ResultParticipant,
  ResultsEvent,
  StageResult,
} from './contract/results.js';
import type { StageStatus } from './contract/stages.js';
import type { SectionEntry } from './scoring/result.js';
import type { StandingPosition } from './standings/types.js';

/** How much of a rider a reader sees: everyone's view, or the secretary's. */
export type RiderAudience = 'public' | 'secretary';

/** The audience of a reader with these roles (none for a visitor). */
export function riderAudience(roles: readonly string[] | null | undefined): RiderAudience {
  return roles?.includes('secretary') ? 'secretary' : 'public';
}

/** A draft stage (its page, participants, results, queries and their live topics) is for staff only. */
export function mayReadStage(roles: readonly string[] | null | undefined, status: StageStatus): boolean {
  return status === 'published' || !!roles?.some((r) => r === 'admin' || r === 'secretary');
}

/**
 * Who did something, as anyone may see it: a display name, never an e-mail address. Older records
 * (and accounts that had no display name) name people by e-mail; each address becomes its part
 * before the '@', which is also what a new account's display name starts from.
 */
export function displayWho(who: string): string;
export function displayWho(who: string | null): string | null;
export function displayWho(who: string | null | undefined): string | null | undefined;
export function displayWho(who: string | null | undefined): string | null | undefined {
  if (!who || !who.includes('@')) return who;
  return who.replace(/([^\s@<>()[\]",;:]*)@[^\s@<>()[\]",;:]+/g, '$1').trim() || null;
}

// ── Participants (stage page) ──

export function publicParticipant(p: PublicParticipant): PublicParticipant {
  const { id, name, racingNumber, racingClass, birthYear, createdOn, bike, clubId, team } = p;
  return { id, name, racingNumber, racingClass, birthYear, createdOn, bike, clubId, team };
}

export function participantView(
  audience: RiderAudience,
  p: SecretaryParticipant,
): PublicParticipant | SecretaryParticipant {
  return audience === 'secretary' ? p : publicParticipant(p);
}

// ── Results ──

export function publicResultParticipant(p: PublicResultParticipant): PublicResultParticipant {
  const { id, name, bike, racingClass, racingNumber, club, team } = p;
  return { id, name, bike, racingClass, racingNumber, club, team };
}

/** A section entry with its judges and editors by name. */
function entryView(entry: SectionEntry): SectionEntry {
  return {
    ...entry,
    judge: displayWho(entry.judge),
    events: entry.events.map((e) => (e.by ? { ...e, by: displayWho(e.by) } : e)),
  };
}

/** A result as this audience may see it (the server holds the whole participant copy). */
export function resultView(audience: RiderAudience, result: StageResult | StageResult<ResultParticipant>): StageResult {
  return {
    ...result,
    participant: audience === 'secretary' ? result.participant : publicResultParticipant(result.participant),
    lastTimeChangedBy: displayWho(result.lastTimeChangedBy),
    penalty: {
      ...result.penalty,
      events: result.penalty.events.map((e) => ({ ...e, userDisplayName: displayWho(e.userDisplayName) })),
    },
    sections: result.sections.map(entryView),
  };
}

/**
 * A result of the stage's results list as this audience may see it (decision 037): the list carries no
 * one who scored or changed anything, so only the rider's copy is projected.
 */
export function compactResultView(
  audience: RiderAudience,
  result: CompactResult | CompactResult<ResultParticipant>,
): CompactResult {
  return audience === 'secretary' ? result : { ...result, participant: publicResultParticipant(result.participant) };
}

export function publicResult(result: StageResult): StageResult {
  return resultView('public', result);
}

/** What the results topic carries: the public view, whoever listens. */
export function publicResultsEvent(event: ResultsEvent): ResultsEvent {
  switch (event.type) {
    case 'result.upserted':
      return { type: 'result.upserted', result: publicResult(event.result) };
    // A score's delta is the list's part (a section's points, the totals) and who scored, by display
    // name as a rider's details show it (decision 078): never an e-mail.
    case 'result.scored':
      return event.by === undefined ? event : { ...event, by: displayWho(event.by) };
    default:
      return event;
  }
}

// ── Standings ──

/**
 * Birth year and gender are the secretary's 'Year' column and identity checks, not public; nor is the
 * rider record behind a standing (visitors reach rider pages through the entries' links).
 */
export function standingView(audience: RiderAudience, p: StandingPosition): StandingPosition {
  if (audience === 'secretary') return p;
  const { riderId: _riderId, ...shown } = p;
  return { ...shown, birthYear: null, gender: null };
}
