import { describe, expect, it } from 'vitest';
import {
  earlyApprovalRefusal,
  formatCountdown,
  isProtestWindowClosed,
  isProtestWindowOpen,
  protestClosesAt,
  protestSecondsLeft,
  resultsStateOf,
} from './provisional.js';
import { approveResultsBodySchema, publishProvisionalBodySchema } from './provisional-schemas.js';
import { askRefusal, canAskAboutScores } from './score-queries.js';

const published = new Date('2026-11-24T15:00:00Z');
const closes = new Date('2026-11-24T15:30:00Z');
const row = { resultsStatus: null, provisionalPublishedAt: null, protestClosesAt: null, protestWindowMinutes: null };
const withWindow = { ...row, provisionalPublishedAt: published, protestClosesAt: closes, protestWindowMinutes: 30 };
const noWindow = { ...row, provisionalPublishedAt: published };
const t = (iso: string) => new Date(`2026-11-24T${iso}Z`);

describe('provisional results and the protest window (decision 027)', () => {
  it('Live, then Provisional once published, then Approved', () => {
    expect(resultsStateOf(row)).toEqual({
      state: 'live',
      publishedAt: null,
      closesAt: null,
      windowMinutes: null,
      approvedAt: null,
    });
    expect(resultsStateOf(withWindow)).toEqual({
      state: 'provisional',
      publishedAt: published.toISOString(),
      closesAt: closes.toISOString(),
      windowMinutes: 30,
      approvedAt: null,
    });
    const approvedAt = t('16:00:00');
    expect(resultsStateOf({ ...withWindow, resultsStatus: 'StandingsPublished' }, approvedAt)).toMatchObject({
      state: 'approved',
      approvedAt: approvedAt.toISOString(),
    });
  });

  it('the window is open from publication until (not including) its close', () => {
    const s = resultsStateOf(withWindow);
    expect(isProtestWindowOpen(s, t('15:29:59'))).toBe(true);
    expect(isProtestWindowOpen(s, t('15:30:00'))).toBe(false);
    expect(isProtestWindowClosed(s, t('15:29:59'))).toBe(false);
    expect(isProtestWindowClosed(s, t('15:30:00'))).toBe(true);
    // No window, or approved: neither open nor closed (asking ends at approval, as before).
    for (const other of [
      resultsStateOf(noWindow),
      resultsStateOf(row),
      resultsStateOf({ ...withWindow, resultsStatus: 'Approved' }),
    ]) {
      expect(isProtestWindowOpen(other, t('15:10:00'))).toBe(false);
      expect(isProtestWindowClosed(other, t('23:00:00'))).toBe(false);
    }
    expect(protestClosesAt(published, 30)).toEqual(closes);
    expect(protestClosesAt(published, null)).toBeNull();
  });

  it('approval inside an open window needs confirmEarly; otherwise as before', () => {
    const s = resultsStateOf(withWindow);
    expect(earlyApprovalRefusal(s, t('15:10:00'), false)).toBe('protestWindowOpen');
    expect(earlyApprovalRefusal(s, t('15:10:00'), true)).toBeNull();
    expect(earlyApprovalRefusal(s, t('15:30:00'), false)).toBeNull();
    expect(earlyApprovalRefusal(resultsStateOf(noWindow), t('15:10:00'), false)).toBeNull();
    expect(earlyApprovalRefusal(resultsStateOf(row), t('15:10:00'), false)).toBeNull();
  });

  it('riders ask until the window closes, or until approval when none is set', () => {
    const ctx = { resultsStatus: null, isOwnEntry: true, hasScore: true, hasOpenQuery: false };
    expect(askRefusal({ ...ctx, windowClosed: false })).toBeNull();
    expect(askRefusal({ ...ctx, windowClosed: true })).toBe('protestWindowClosed');
    expect(askRefusal({ ...ctx, resultsStatus: 'Approved', windowClosed: true })).toBe('queriesClosed');
    expect(askRefusal(ctx)).toBeNull();
    const s = resultsStateOf(withWindow);
    expect(canAskAboutScores(null, s, t('15:29:59'))).toBe(true);
    expect(canAskAboutScores(null, s, t('15:30:00'))).toBe(false);
    expect(canAskAboutScores(null, resultsStateOf(noWindow), t('23:00:00'))).toBe(true);
    expect(canAskAboutScores(null)).toBe(true);
    expect(canAskAboutScores('Approved')).toBe(false);
  });

  it('counts down in whole seconds', () => {
    expect(protestSecondsLeft(closes.toISOString(), t('15:00:00'))).toBe(1800);
    expect(protestSecondsLeft(closes.toISOString(), t('15:29:59.500'))).toBe(1);
    expect(protestSecondsLeft(closes.toISOString(), t('15:31:00'))).toBe(0);
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(3900)).toBe('1:05:00');
  });

  it('bodies: a window of 1..1440 whole minutes or null; approval takes an optional confirmEarly', () => {
    expect(publishProvisionalBodySchema.safeParse({ windowMinutes: 30 }).success).toBe(true);
    expect(publishProvisionalBodySchema.safeParse({ windowMinutes: null }).success).toBe(true);
    for (const bad of [
      {},
      { windowMinutes: 0 },
      { windowMinutes: 1441 },
      { windowMinutes: 1.5 },
      { windowMinutes: 30, x: 1 },
    ])
      expect(publishProvisionalBodySchema.safeParse(bad).success).toBe(false);
    expect(approveResultsBodySchema.safeParse({}).success).toBe(true);
    expect(approveResultsBodySchema.safeParse({ confirmEarly: true }).success).toBe(true);
    expect(approveResultsBodySchema.safeParse({ confirmEarly: 1 }).success).toBe(false);
  });
});
