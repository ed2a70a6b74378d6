import { ageOn } from '../registration/participant-rules.js';

/** Spec §3: the lowercased name joined to the class or group with hyphens, spaces become hyphens. */
export function standingId(name: string, group: string): string {
  return `${name}-${group}`.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Women's groups (spec §3 "Group settings"), with their Latvian names. */
export const WOMEN_GROUPS = ['Women', 'Juniors', 'Girls', 'Dāmas', 'Juniores', 'Meitenes'] as const;

export function isWomenGroup(group: string): boolean {
  return (WOMEN_GROUPS as readonly string[]).includes(group);
}

/** Women classification (spec §5): age at the first stage date; 18+ Women, 12 < age < 18 Juniors, else Girls. */
export function womenGroup(birthDate: string, firstStageDate: string): 'Women' | 'Juniors' | 'Girls' {
  const age = ageOn(birthDate.replace(/\./g, '-'), new Date(firstStageDate));
  if (age >= 18) return 'Women';
  if (age > 12) return 'Juniors';
  return 'Girls';
}

/** 'location MM.DD' (spec §3). */
export function stageTitle(location: string | null, startDate: string): string {
  const d = new Date(startDate);
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${location ?? ''} ${mm}.${dd}`.trim();
}

/** Column header: location and DD.MM (spec §2). */
export function stageColumnDate(startDate: string): string {
  const d = new Date(startDate);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}
