import { describe, expect, it } from 'vitest';
import {
  type AskContext,
  type ScoreQuery,
  answerRefusal,
  askRefusal,
  canAskAboutScores,
  sortScoreQueries,
} from './score-queries.js';
import { scoreQueryAnswerSchema, scoreQueryBodySchema } from './score-queries-schemas.js';

const ok: AskContext = { resultsStatus: null, isOwnEntry: true, hasScore: true, hasOpenQuery: false };

describe('who may ask the clerk about a score', () => {
  it.each<[string, Partial<AskContext>, string | null]>([
    ['own result, not approved, scored, nothing open', {}, null],
    ['somebody else’s result', { isOwnEntry: false }, 'forbidden'],
    ['results approved', { resultsStatus: 'Approved' }, 'queriesClosed'],
    ['standings generated', { resultsStatus: 'StandingsGenerated' }, 'queriesClosed'],
    ['standings published', { resultsStatus: 'StandingsPublished' }, 'queriesClosed'],
    ['no score on that section and lap', { hasScore: false }, 'notFound'],
    ['already an open query there', { hasOpenQuery: true }, 'queryAlreadyOpen'],
    // The first failing rule decides: a stranger learns nothing about the result.
    ['stranger on an approved stage', { isOwnEntry: false, resultsStatus: 'Approved' }, 'forbidden'],
    ['approved and already open', { resultsStatus: 'Approved', hasOpenQuery: true }, 'queriesClosed'],
  ])('%s → %s', (_name, patch, expected) => {
    expect(askRefusal({ ...ok, ...patch })).toBe(expected);
  });

  it.each([
    [null, true],
    ['Approved', false],
    ['StandingsGenerated', false],
    ['StandingsPublished', false],
  ])('results status %s: the button shows %s', (status, expected) => {
    expect(canAskAboutScores(status)).toBe(expected);
  });
});

describe('answering', () => {
  it.each([
    ['open', null],
    ['answered', 'queryAlreadyAnswered'],
  ] as const)('a %s query → %s', (status, expected) => {
    expect(answerRefusal({ status })).toBe(expected);
  });
});

describe('bodies', () => {
  it.each<[unknown, boolean]>([
    [{ section: 2, lap: 1, message: 'The 5 was a 3: I did not stop.' }, true],
    [{ section: 2, lap: 1, message: 'x'.repeat(500) }, true],
    [{ section: 2, lap: 1, message: 'x'.repeat(501) }, false],
    [{ section: 2, lap: 1, message: '   ' }, false],
    [{ section: 2, lap: 1, message: '' }, false],
    [{ section: 2, lap: 1 }, false],
    [{ section: 0, lap: 1, message: 'a' }, false],
    [{ section: 2, lap: 100, message: 'a' }, false],
    [{ section: 1.5, lap: 1, message: 'a' }, false],
    [{ section: '2', lap: 1, message: 'a' }, false],
    [{ section: 2, lap: 1, message: 'a', points: 0 }, false],
  ])('ask %j valid: %s', (body, valid) => {
    expect(scoreQueryBodySchema.safeParse(body).success).toBe(valid);
  });

  it('trims the message and names the field’s message key', () => {
    expect(scoreQueryBodySchema.parse({ section: 1, lap: 1, message: '  hi  ' }).message).toBe('hi');
    const tooLong = scoreQueryBodySchema.safeParse({ section: 1, lap: 1, message: 'x'.repeat(501) });
    expect(tooLong.error?.issues[0]?.message).toBe('validation.tooLong');
    const empty = scoreQueryBodySchema.safeParse({ section: 1, lap: 1, message: ' ' });
    expect(empty.error?.issues[0]?.message).toBe('validation.required');
  });

  it.each<[unknown, boolean]>([
    [{ answer: 'Checked with the observer: it was a dab.', outcome: 'stands' }, true],
    [{ answer: 'Corrected to 3.', outcome: 'corrected' }, true],
    [{ answer: '', outcome: 'stands' }, false],
    [{ answer: 'x'.repeat(501), outcome: 'stands' }, false],
    [{ answer: 'ok', outcome: 'changed' }, false],
    [{ answer: 'ok' }, false],
  ])('answer %j valid: %s', (body, valid) => {
    expect(scoreQueryAnswerSchema.safeParse(body).success).toBe(valid);
  });
});

describe('sortScoreQueries', () => {
  const q = (id: string, status: ScoreQuery['status'], createdAt: string, answeredAt: string | null = null) =>
    ({ id, status, createdAt, answeredAt }) as ScoreQuery;
  it('puts open ones first, oldest first, then answered ones newest first', () => {
    const sorted = sortScoreQueries([
      q('a1', 'answered', '2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z'),
      q('o2', 'open', '2026-01-01T10:02:00Z'),
      q('a2', 'answered', '2026-01-01T10:01:00Z', '2026-01-01T10:09:00Z'),
      q('o1', 'open', '2026-01-01T10:01:00Z'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['o1', 'o2', 'a2', 'a1']);
  });
});
