import { z } from 'zod';

/**
 * Claims, merges, splits and identity decisions of rider records (issue #38, decision 080).
 * A signed-in user claims a rider record without an account: at once when the record's e-mail or an
 * entry's licence is the user's, with a secretary's yes when only the name and birth date match.
 */
export type RiderClaimMatch = 'email' | 'licence' | 'nameAndBirthDate';

/** Needs a secretary's confirmation: a name and birth date are not proof of who someone is. */
export function claimNeedsConfirmation(match: RiderClaimMatch): boolean {
  return match === 'nameAndBirthDate';
}

export interface RiderClaimOffer {
  riderId: string;
  name: string;
  birthYear: number;
  clubId: string | null;
  /** Stages the record has entries on (published or not: the count only). */
  stages: number;
  match: RiderClaimMatch;
}

export interface MyRiderClaims {
  offers: RiderClaimOffer[];
  /** Claims waiting for a secretary. */
  pending: { id: string; riderId: string; name: string; createdAt: string }[];
}

/** A calendar day `YYYY-MM-DD` that exists (not 2001-02-30), in years a rider can be born in. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}

const isoDate = z.string().trim().refine(isIsoDay, 'validation.invalid');
const licence = z.string().trim().min(1).max(40);

/** What the user says to find his record beyond his account: birth date and licence number (optional). */
export const riderClaimLookupSchema = z.object({ birthDate: isoDate.optional(), licence: licence.optional() }).strict();
export type RiderClaimLookup = z.infer<typeof riderClaimLookupSchema>;

export const riderClaimSchema = riderClaimLookupSchema.extend({ riderId: z.string().trim().min(1).max(80) }).strict();
export type RiderClaimRequest = z.infer<typeof riderClaimSchema>;

export type RiderClaimOutcome = { status: 'claimed'; riderId: string } | { status: 'pending'; claimId: string };

/** A claim for the secretary: who asks (name, as the account gives it) and which record. */
export interface PendingRiderClaim {
  id: string;
  createdAt: string;
  userName: string;
  /** The birth date the user gave when claiming. */
  birthDate: string;
  rider: { id: string; name: string; birthDate: string; clubId: string | null; stages: number };
}

/** Merge this rider into another (`into` keeps its id, account and page). */
export const riderMergeSchema = z.object({ into: z.string().trim().min(1).max(80) }).strict();

/** Move these entries of the rider to a new rider record. */
export const riderSplitSchema = z
  .object({
    entries: z
      .array(z.object({ stageId: z.string().min(1).max(80), participantId: z.string().min(1).max(80) }).strict())
      .min(1)
      .max(200),
  })
  .strict();

/** Namesakes a secretary says are different people: not listed again, never proposed as one. */
export const riderDismissSchema = z
  .object({ riderIds: z.array(z.string().trim().min(1).max(80)).min(2).max(20) })
  .strict()
  .refine((b) => new Set(b.riderIds).size === b.riderIds.length, { message: 'validation.invalid', path: ['riderIds'] });

/** An ordered pair key, so "a and b" and "b and a" are one decision. */
export function riderPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** A club's public page (/clubs/{id}, issue #38): its riders, their latest results, its standings places. */
export interface ClubPage {
  club: { id: string; country: string | null };
  /** Riders whose latest entry is for the club, on a published stage; riders who hid their page are left out. */
  riders: { id: string; name: string; racingClass: string; birthYear: number }[];
  /** The newest approved results of the club's entries on published stages (at most 20). */
  results: {
    stageTitle: string;
    stagePath: string;
    competitionStartDate: string;
    timeZone: string;
    riderId: string | null;
    participantId: string;
    name: string;
    racingClass: string;
    position: number | null;
    status: string | null;
  }[];
  /** The club's places in championships' club standings. */
  standings: { championshipName: string; championshipPath: string; position: number; totalPoints: number }[];
}
