import type { JudgingStage } from '../contract/judging.js';
import type { ParticipantsEvent } from '../contract/participants.js';
import type { ResultsEvent } from '../contract/results.js';
import { type LiveMessage, liveTopics } from '../live/topics.js';

type Score = JudgingStage['scores'][number];
type Rider = JudgingStage['riders'][number];

/** The topics a judge app's copy of a stage follows (decision 073). */
export function judgingTopics(stageId: string): [results: string, participants: string] {
  return [liveTopics.stageResults(stageId), liveTopics.stageParticipants(stageId)];
}

/** Riders in the server's order: by racing number, riders without one last. */
function byNumber(a: Rider, b: Rider): number {
  if (a.racingNumber === b.racingNumber) return 0;
  if (a.racingNumber === null) return 1;
  if (b.racingNumber === null) return -1;
  return a.racingNumber - b.racingNumber;
}

function withoutRider(scores: readonly Score[], participantId: string): Score[] {
  return scores.filter((s) => s.participantId !== participantId);
}

/**
 * The judge app's copy of a stage after one event of the stage's results or participants topic, as
 * the server would read it then (decision 073): a rider's first (whole) result or a secretary's edit
 * replaces that rider's counted scores; a judge's score sets or (deleted, taken back) removes one slot;
 * approval locks it; an entry added, edited or removed changes the riders. The events are public
 * (privacy.ts): a score's delta names nobody, so a slot another phone scored shows no judge's name
 * until the next whole copy. An event at or before the copy's position for its topic changes nothing;
 * null: the event is not for this copy.
 */
export function applyJudgingEvent(copy: JudgingStage, message: LiveMessage): JudgingStage | null {
  const [resultsTopic, participantsTopic] = judgingTopics(copy.stage.id);
  if (message.topic !== resultsTopic && message.topic !== participantsTopic) return null;
  if (message.seq <= (copy.positions?.[message.topic] ?? -1)) return null;
  const positions = { ...copy.positions, [message.topic]: message.seq };
  if (message.topic === participantsTopic) {
    const event = message.data as ParticipantsEvent;
    if (event.type === 'participant.removed') {
      return { ...copy, positions, riders: copy.riders.filter((r) => r.id !== event.id) };
    }
    const { id, name, racingNumber, racingClass } = event.participant;
    const riders = [...copy.riders.filter((r) => r.id !== id), { id, name, racingNumber, racingClass }];
    return { ...copy, positions, riders: riders.sort(byNumber) };
  }
  // A trainee's copy holds the trainee's own scores, never the counted ones (decision 029): the stage's
  // results move its position only; its own scores come with a whole copy after each answer.
  if (copy.judge.observer?.trainee) return { ...copy, positions };
  const event = message.data as ResultsEvent;
  switch (event.type) {
    case 'result.upserted': {
      const { participantId, sections } = event.result;
      const counted = sections
        .filter((s) => !s.deleted)
        .map((s) => ({ participantId, section: s.section, lap: s.lap, points: s.points, judge: s.judge }));
      return { ...copy, positions, scores: [...withoutRider(copy.scores, participantId), ...counted] };
    }
    case 'result.scored': {
      const { participantId, score } = event;
      const slot = (s: Score) =>
        s.participantId === participantId && s.section === score.section && s.lap === score.lap;
      const others = copy.scores.filter((s) => !slot(s));
      if (score.deleted) return { ...copy, positions, scores: others };
      const kept = { participantId, section: score.section, lap: score.lap, points: score.points, judge: null };
      return { ...copy, positions, scores: [...others, kept] };
    }
    case 'result.removed':
      return { ...copy, positions, scores: withoutRider(copy.scores, event.participantId) };
    case 'results.state':
      return { ...copy, positions, stage: { ...copy.stage, resultsLocked: event.state.state === 'approved' } };
    default:
      return { ...copy, positions };
  }
}
