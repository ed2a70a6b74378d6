import { type CompactResult, type StageResult, compactResult, resultScoredEvent } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { applyResultsEvent } from './results-model';
import { type WhoBySlot, changedScores, noteWho } from './score-ticker-model';

const at = '2026-11-28T09:00:00.000Z';

function result(sections: [section: number, points: number][], by = 'Jānis Tiesnesis'): StageResult {
  return {
    participantId: 'r1',
    participant: {
      id: 'r1',
      name: 'Anna Kalniņa',
      bike: null,
      racingClass: 'Expert',
      racingNumber: 12,
      club: null,
      team: null,
    },
    total: sections.reduce((sum, [, p]) => sum + p, 0),
    isFinished: false,
    status: null,
    startedOn: at,
    lastTimeRecorded: at,
    lastTimeChangedBy: null,
    position: null,
    positionPoints: null,
    positionAbsolutePoints: null,
    penalty: { totalPoints: 0, events: [] },
    statistics: { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 },
    sections: sections.map(([section, points]) => ({
      section,
      lap: 1,
      points,
      deleted: false,
      judge: by,
      createdOn: at,
      conflict: false,
      events: [{ name: 'JudgeSetPoints', timestamp: at, time: null, points, by }],
    })),
  };
}

/** The list after each event, as the page's live query makes it, with who scored noted on the way. */
function follow(list: CompactResult[], who: WhoBySlot, event: Parameters<typeof applyResultsEvent>[1]) {
  noteWho(who, event);
  return applyResultsEvent(list, event)!;
}

describe('the latest scores ticker', () => {
  it('shows a clean section (0 points) that changes no total, with the rider, section and judge', () => {
    const who: WhoBySlot = new Map();
    const before = [compactResult(result([[1, 2]]))];
    // Section 2 cleaned: the total stays 2, so nothing else on a collapsed class would change.
    const after = follow(
      before,
      who,
      resultScoredEvent(
        result([
          [1, 2],
          [2, 0],
        ]),
        2,
        1,
      ),
    );
    expect(after[0]!.total).toBe(before[0]!.total);
    expect(changedScores(before, after, who)).toEqual([
      {
        participantId: 'r1',
        name: 'Anna Kalniņa',
        racingNumber: 12,
        racingClass: 'Expert',
        section: 2,
        lap: 1,
        points: 0,
        by: 'Jānis Tiesnesis',
      },
    ]);
  });

  it('takes a first score from a whole result, and who last changed a section a secretary corrected', () => {
    const who: WhoBySlot = new Map();
    const first = follow([], who, { type: 'result.upserted', result: result([[3, 5]]) });
    expect(changedScores([], first, who)).toMatchObject([{ section: 3, points: 5, by: 'Jānis Tiesnesis' }]);
    const corrected = follow(first, who, { type: 'result.upserted', result: result([[3, 1]], 'Sekretāre') });
    expect(changedScores(first, corrected, who)).toMatchObject([{ section: 3, points: 1, by: 'Sekretāre' }]);
  });

  it('says nothing for a list read again unchanged, a deleted score or a rider left as they were', () => {
    const who: WhoBySlot = new Map();
    const list = [compactResult(result([[1, 2]]))];
    expect(changedScores(list, [compactResult(result([[1, 2]]))], who)).toEqual([]);
    const deleted = { ...list[0]!, sections: [{ section: 1, lap: 1, points: 2, deleted: true }] };
    expect(changedScores(list, [deleted], who)).toEqual([]);
    expect(changedScores(list, list, who)).toEqual([]);
  });
});
