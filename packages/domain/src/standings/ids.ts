import { DEFAULT_TIME_ZONE, dayIn } from '../competitions/zoned-time.js';
/** Spec §3: the lowercased name joined to the class or group with hyphens, spaces become hyphens. */
export function standingId(name: string, group: string): string {
  return `${name}-${group}`.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Women's groups (spec §3 "Group settings"), with their Latvian names. */
export const WOMEN_GROUPS = ['Women', 'Juniors', 'Girls', 'Dāmas', 'Juniores', 'Meitenes'] as const;

export function isWomenGroup(group: string): boolean {
  return (WOMEN_GROUPS as readonly string[]).includes(group);
}

/**
 * Completed years on a day: a birthday on that day counts. Both as YYYY-MM-DD (or YYYY.MM.DD); the
 * day of a timestamp is its UTC date, as stage titles show it, so the answer never depends on the
 * server's time zone.
 */
export function completedYears(birthDate: string, on: string): number {
  const day = (s: string) => {
    const iso = /^\d{4}-\d{2}-\d{2}T/.test(s) ? new Date(s).toISOString() : s.replace(/\./g, '-');
    return iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  };
  const [by, bm, bd] = day(birthDate);
  const [y, m, d] = day(on);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Women classification (spec §5): age in completed years on the first stage's date; 18 or older
 * Women, 12 up to 17 inclusive Juniors (the spec's parenthesis is binding: a 12-year-old is a
 * Junior), everyone younger Girls.
 */
export function womenGroup(birthDate: string, firstStageDate: string): 'Women' | 'Juniors' | 'Girls' {
  const age = completedYears(birthDate, firstStageDate);
  if (age >= 18) return 'Women';
  if (age >= 12) return 'Juniors';
  return 'Girls';
}

/** 'location MM.DD' (spec §3), on the venue's calendar. */
export function stageTitle(location: string | null, startDate: string, timeZone = DEFAULT_TIME_ZONE): string {
  const [, mm, dd] = dayIn(timeZone, new Date(startDate)).split('-');
  return `${location ?? ''} ${mm}.${dd}`.trim();
}

/** Column header: location and DD.MM (spec §2), on the venue's calendar (a 00:30 start is that day there). */
export function stageColumnDate(startDate: string, timeZone = DEFAULT_TIME_ZONE): string {
  const [, mm, dd] = dayIn(timeZone, new Date(startDate)).split('-');
  return `${dd}.${mm}`;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}
