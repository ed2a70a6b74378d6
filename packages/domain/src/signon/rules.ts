import { ageOn, classAgeMismatch } from '../registration/participant-rules.js';
import type { DeclarationKind, EntryLimitRules, Signature, SignOnProblem } from './schemas.js';

/** Below this age on the stage's first day a parent's consent is asked at sign-on. */
export const ADULT_AGE = 18;

export const noEntryLimitRules: EntryLimitRules = { entryLimit: null, classLimits: {}, healthDeclaration: false };

/**
 * What is missing before a rider may start (issue #39): the fee, a parent's consent for a minor, the
 * health declaration where the championship asks for one, a class that does not fit the rider's age,
 * and a licence the licence check reports missing or expired.
 */
export function signOnProblemsOf(input: {
  birthDate: string;
  racingClass: string;
  classes: readonly { name: string; yearsFrom: number | null; yearsTo: number | null }[];
  stageStart: Date;
  owesCents: number;
  declarations: Partial<Record<DeclarationKind, Signature | null>>;
  healthDeclaration: boolean;
  licence: 'valid' | 'missing' | 'expired' | null;
}): SignOnProblem[] {
  const problems: SignOnProblem[] = [];
  if (input.owesCents > 0) problems.push('feeUnpaid');
  if (isMinor(input.birthDate, input.stageStart) && !input.declarations.parentConsent) problems.push('parentConsent');
  if (input.healthDeclaration && !input.declarations.health) problems.push('health');
  if (classAgeMismatch(input.classes, input.racingClass, input.birthDate, input.stageStart)) problems.push('classAge');
  if (input.licence === 'missing' || input.licence === 'expired') problems.push('licence');
  return problems;
}

export function isMinor(birthDate: string, stageStart: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && ageOn(birthDate, stageStart) < ADULT_AGE;
}

/** The limit a new entry in this class meets first: the class's own, else the stage's (null: no limit). */
export function isFull(
  rules: EntryLimitRules,
  racingClass: string,
  counts: { stage: number; inClass: number },
): boolean {
  const classLimit = rules.classLimits[racingClass];
  if (classLimit !== undefined && counts.inClass >= classLimit) return true;
  return rules.entryLimit !== null && counts.stage >= rules.entryLimit;
}
