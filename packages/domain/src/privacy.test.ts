import { describe, expect, it } from 'vitest';
import type { ResultParticipant, ResultsEvent, StageResult } from './contract/results.js';
import { compactResult, resultScoredEvent } from './contract/results.js';
import {
  compactResultView,
  displayWho,
  mayReadStage,
  publicResultsEvent,
  resultView,
  riderAudience,
  standingView,
} from './privacy.js';
import type { StandingPosition } from './standings/types.js';

const at = '2026-11-23T09:00:00.000Z';
const result: StageResult<ResultParticipant> = {
  participantId: 'p1',
  participant: {
    id: 'p1',
    name: 'Anna',
    bike: 'Beta',
    racingClass: 'Youth',
    racingNumber: 7,
    club: { id: 'MK' },
    gender: 'female',
    birthDate: '2012-03-04',
    team: null,
  },
  total: 2,
  isFinished: false,
  status: null,
  startedOn: at,
  lastTimeRecorded: at,
  lastTimeChangedBy: 'judge@example.com',
  position: null,
  positionPoints: null,
  positionAbsolutePoints: null,
  penalty: {
    totalPoints: 0,
    events: [{ id: 'x', points: 5, reason: 'r', timestamp: at, userDisplayName: 'sec@example.com' }],
  },
  statistics: { '0': 0, '1': 0, '2': 1, '3': 0, '5': 0 },
  sections: [
    {
      section: 1,
      lap: 1,
      points: 2,
      judge: 'judge@example.com',
      createdOn: at,
      deleted: false,
      conflict: false,
      events: [{ name: 'JudgeSetPoints', timestamp: at, time: null, points: 2, by: 'judge@example.com' }],
    },
  ],
};

describe('riderAudience and mayReadStage', () => {
  it('gives the secretary view to secretaries only', () => {
    expect(riderAudience(null)).toBe('public');
    expect(riderAudience([])).toBe('public');
    expect(riderAudience(['admin'])).toBe('public');
    expect(riderAudience(['admin', 'secretary'])).toBe('secretary');
  });

  it('lets everyone read a published stage and only staff a draft', () => {
    expect(mayReadStage(null, 'published')).toBe(true);
    expect(mayReadStage(null, 'draft')).toBe(false);
    expect(mayReadStage([], 'draft')).toBe(false);
    expect(mayReadStage(['secretary'], 'draft')).toBe(true);
    expect(mayReadStage(['admin'], 'draft')).toBe(true);
  });
});

describe('displayWho', () => {
  it.each([
    ['Jānis Tiesnesis', 'Jānis Tiesnesis'],
    ['judge@trialhub.demo', 'judge'],
    ['Anna <anna.k@example.com>', 'Anna <anna.k>'],
    ['@example.com', null],
    ['', ''],
  ])('%j → %j', (who, shown) => {
    expect(displayWho(who)).toBe(shown);
  });

  it('keeps null and undefined', () => {
    expect(displayWho(null)).toBeNull();
    expect(displayWho(undefined)).toBeUndefined();
  });
});

describe('resultView', () => {
  it('leaves birth date and gender out of the public view, and every e-mail', () => {
    const shown = resultView('public', result);
    expect(shown.participant).toEqual({
      id: 'p1',
      name: 'Anna',
      bike: 'Beta',
      racingClass: 'Youth',
      racingNumber: 7,
      club: { id: 'MK' },
      team: null,
    });
    expect(JSON.stringify(shown)).not.toContain('@');
    expect(shown.sections[0]!.judge).toBe('judge');
  });

  it('gives secretaries the whole participant copy, people still by name', () => {
    const shown = resultView('secretary', result);
    expect(shown.participant).toEqual(result.participant);
    expect(JSON.stringify(shown)).not.toContain('@');
  });

  it('the list’s compact result: the public copy of the rider for visitors, and no one who scored or changed', () => {
    const listed = compactResult(result);
    expect(JSON.stringify(listed)).not.toMatch(/judge|"by"|lastTimeChangedBy|userDisplayName|events/);
    const shown = compactResultView('public', listed);
    expect(shown.participant).toEqual(resultView('public', result).participant);
    expect(JSON.stringify(shown)).not.toMatch(/birthDate|gender|@/);
    expect(compactResultView('secretary', listed).participant).toEqual(result.participant);
  });

  it('publicResultsEvent projects whole results and section deltas', () => {
    const upserted = publicResultsEvent({ type: 'result.upserted', result });
    expect(JSON.stringify(upserted)).not.toMatch(/birthDate|gender|@/);
    const scored = resultScoredEvent(
      { ...result, sections: [...result.sections, { ...result.sections[0]!, section: 9 }] },
      9,
      1,
    );
    expect(scored).toMatchObject({ type: 'result.scored', by: 'judge' });
    // The delta names who scored by display name only (the ticker, decision 078), and carries no history.
    expect(JSON.stringify(publicResultsEvent(scored))).not.toMatch(/@|"judge":|events|lastTimeChangedBy|birthDate/);
    const byMail = publicResultsEvent({ ...scored, by: 'judge.one@example.com' } as ResultsEvent);
    expect(byMail).toMatchObject({ type: 'result.scored', by: 'judge.one' });
    const removed: ResultsEvent = { type: 'result.removed', participantId: result.participantId };
    expect(publicResultsEvent(removed)).toEqual(removed);
  });
});

describe('standingView', () => {
  it('hides birth year and gender from the public', () => {
    const p = { id: 'a', name: 'A', birthYear: 2012, gender: 'female' } as StandingPosition;
    expect(standingView('public', p)).toMatchObject({ birthYear: null, gender: null });
    expect(standingView('secretary', p)).toBe(p);
  });
});
