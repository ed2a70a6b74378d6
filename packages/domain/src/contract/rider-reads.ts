import { z } from 'zod';
import type { LicenceImportResponse } from '../riders/licence-import.js';
import {
  type ChampionshipRider,
  type PermanentNumber,
  type RiderLicence,
  LICENCE_FEDERATIONS,
  LICENCE_KINDS,
  entryRulesSchema,
} from '../riders/licences.js';
import type { RiderReviewGroup } from '../riders/matching.js';
import type { MyRiderClaims, PendingRiderClaim, RiderClaimOutcome } from './rider-identity.js';
import type { RiderSearchHit } from './riders.js';

// The answers of rider records, licences and permanent numbers (issue #41 point 14, decisions 079 and
// 080), beside staff-reads.ts. Each is the type the server builds its answer as, or is checked against it
// (`same`), so the document and the web app's typed api() (decision 074) cannot drift from the server.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

const gender = z.enum(['male', 'female']).nullable();

/** GET /api/riders?q= — the secretary's rider search (up to 20). */
export const riderSearchHitsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    birthDate: z.string(),
    gender,
    clubId: z.string().nullable(),
    hasAccount: z.boolean(),
    racingClass: z.string().nullable().describe("the latest entry's class"),
    racingNumber: z.number().int().nullable().describe("the latest entry's number"),
  }),
);
same<z.output<typeof riderSearchHitsSchema>, RiderSearchHit[]>(true);

/** GET /api/riders/review — namesakes kept apart. */
export const riderReviewGroupsSchema = z.array(
  z.object({
    nameKey: z.string(),
    riders: z.array(z.object({ id: z.string(), name: z.string(), birthDate: z.string(), hasAccount: z.boolean() })),
  }),
);
same<z.output<typeof riderReviewGroupsSchema>, RiderReviewGroup[]>(true);

/** GET and PUT /api/me/rider — the signed-in user's rider record (null: none yet) and privacy choice. */
export const myRiderSchema = z.object({ riderId: z.string().nullable(), hidden: z.boolean() });
export type MyRider = z.output<typeof myRiderSchema>;

const claimMatch = z.enum(['email', 'licence', 'nameAndBirthDate']);

/** GET /api/me/rider-claims — records the user may claim, and his claims waiting for a secretary. */
export const myRiderClaimsSchema = z.object({
  offers: z.array(
    z.object({
      riderId: z.string(),
      name: z.string(),
      birthYear: z.number().int(),
      clubId: z.string().nullable(),
      stages: z.number().int(),
      match: claimMatch,
    }),
  ),
  pending: z.array(z.object({ id: z.string(), riderId: z.string(), name: z.string(), createdAt: z.string() })),
});
same<z.output<typeof myRiderClaimsSchema>, MyRiderClaims>(true);

/** POST /api/me/rider-claims — claimed at once, or waiting for a secretary. */
export const riderClaimOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('claimed'), riderId: z.string() }),
  z.object({ status: z.literal('pending'), claimId: z.string() }),
]);
same<z.output<typeof riderClaimOutcomeSchema>, RiderClaimOutcome>(true);

/** GET /api/rider-claims — claims waiting for a secretary. */
export const pendingRiderClaimsSchema = z.array(
  z.object({
    id: z.string(),
    createdAt: z.string(),
    userName: z.string(),
    birthDate: z.string(),
    rider: z.object({
      id: z.string(),
      name: z.string(),
      birthDate: z.string(),
      clubId: z.string().nullable(),
      stages: z.number().int(),
    }),
  }),
);
same<z.output<typeof pendingRiderClaimsSchema>, PendingRiderClaim[]>(true);

/** POST /api/rider-claims/:claimId/approve and …/refuse. */
export const riderClaimDecisionSchema = z.object({ status: z.enum(['approved', 'refused']) });
/** POST /api/riders/:riderId/merge — the rider kept and how many entries moved to it. */
export const riderMergeAnswerSchema = z.object({ riderId: z.string(), entries: z.number().int() });
/** POST /api/riders/:riderId/split — the new rider. */
export const riderSplitAnswerSchema = z.object({ riderId: z.string() });

/** A rider's licence — RiderLicence. */
export const riderLicenceSchema = z.object({
  federation: z.enum(LICENCE_FEDERATIONS),
  kind: z.enum(LICENCE_KINDS),
  number: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  id: z.number().int(),
  stageId: z.string().nullable().describe('the stage a one-event licence was bought at'),
  priceCents: z.number().int().nullable(),
});
same<z.output<typeof riderLicenceSchema>, RiderLicence>(true);
/** GET /api/riders/:riderId/licences. */
export const riderLicencesSchema = z.array(riderLicenceSchema);

/** POST /api/licences/import — every row with what became of it. */
export const licenceImportResponseSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      birthDate: z.string().nullable(),
      licence: riderLicenceSchema
        .pick({ federation: true, kind: true, number: true, validFrom: true, validTo: true })
        .nullable(),
      status: z.enum(['matched', 'notFound', 'ambiguous', 'refused']),
      reason: z.enum(['licenceNumber', 'nameAndBirthDate']).nullable(),
      riderId: z.string().nullable(),
      riderName: z.string().nullable(),
      problem: z.string().nullable(),
    }),
  ),
  committed: z.boolean(),
  applied: z.number().int(),
});
same<z.output<typeof licenceImportResponseSchema>, LicenceImportResponse>(true);

const licenceKinds = z.array(z.enum(LICENCE_KINDS));

/**
 * GET /api/stages/:stageId/licence-check — the entry's licence check on the stage's first day and the
 * rider's permanent number: what the join and add forms show.
 */
export const licenceCheckSchema = z.object({
  day: z.string().describe("the stage's first day at the venue: the day licences are checked on"),
  rules: entryRulesSchema,
  problem: z
    .discriminatedUnion('reason', [
      z.object({ reason: z.literal('none'), kinds: licenceKinds }),
      z.object({ reason: z.literal('expired'), kinds: licenceKinds, validTo: z.string(), validFrom: z.string() }),
      z.object({ reason: z.literal('wrongKind'), kinds: licenceKinds, has: z.enum(LICENCE_KINDS) }),
    ])
    .nullable()
    .describe('why the rider may not enter for want of a licence; null: they may'),
  permanentNumber: z.number().int().nullable(),
});
export type LicenceCheck = z.output<typeof licenceCheckSchema>;

/** A permanent number as given (POST …/permanent-numbers and …/permanent-numbers/request). */
export const permanentNumberSchema = z.object({
  number: z.number().int(),
  racingClass: z.string().nullable(),
  riderId: z.string().nullable(),
  name: z.string().nullable(),
  clubId: z.string().nullable(),
});
same<z.output<typeof permanentNumberSchema>, PermanentNumber>(true);

/** GET /api/championships/:championshipId/permanent-numbers/riders. */
export const championshipRidersSchema = z.array(
  z.object({
    riderId: z.string(),
    name: z.string(),
    clubId: z.string().nullable(),
    racingClasses: z.array(z.string()),
    lastRacingNumber: z.number().int().nullable(),
    numbers: z.array(z.object({ number: z.number().int(), racingClass: z.string().nullable() })),
  }),
);
same<z.output<typeof championshipRidersSchema>, ChampionshipRider[]>(true);
