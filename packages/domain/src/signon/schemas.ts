import { z } from 'zod';
import { paymentMethods, paymentStatuses } from '../money/payment-schemas.js';

/**
 * Sign-on at the venue and waiting lists (issue #39, decision 081): the contract of the secretary's
 * sign-on screen, the rider's sign-on code and waiting-list place, and the entry rules (limits, the
 * health declaration) a stage or its championship sets.
 */

const limit = z.number().int().min(1).max(10_000);

/** A stage's (or championship's) entry rules; a stage's own row replaces the championship's whole. */
export const entryLimitRulesSchema = z
  .object({
    /** Entries the whole stage takes; null: no limit. */
    entryLimit: limit.nullable().default(null),
    /** Entries a class takes, by class name. */
    classLimits: z.record(z.string().trim().min(1).max(60), limit).default({}),
    /** The championship asks every rider to sign a health declaration at sign-on. */
    healthDeclaration: z.boolean().default(false),
  })
  .strict();
export type EntryLimitRules = z.output<typeof entryLimitRulesSchema>;
export type EntryLimitRulesInput = z.input<typeof entryLimitRulesSchema>;
export const entryLimitRulesBodySchema = z.object({ rules: entryLimitRulesSchema.nullable() }).strict();
export const stageEntryLimitRulesSchema = z.object({
  rules: entryLimitRulesSchema,
  source: z.enum(['stage', 'championship']).nullable(),
});
export type StageEntryLimitRules = z.output<typeof stageEntryLimitRulesSchema>;
/** A championship's default entry rules (null: none), for every stage without rules of its own. */
export const championshipEntryLimitRulesSchema = z.object({
  rules: entryLimitRulesSchema.nullable(),
  /** Its stages, and which of them have rules of their own (the default does not reach those). */
  stages: z.array(z.object({ id: z.string(), title: z.string(), ownRules: z.boolean() })),
});
export type ChampionshipEntryLimitRules = z.output<typeof championshipEntryLimitRulesSchema>;

export const declarationKinds = ['parentConsent', 'health'] as const;
export type DeclarationKind = (typeof declarationKinds)[number];
export const declarationKindSchema = z.enum(declarationKinds);

const signatureSchema = z.object({ signer: z.string(), at: z.string(), by: z.string().nullable() });
export type Signature = z.output<typeof signatureSchema>;

/** What keeps a rider from the start: each is shown on the sign-on screen until it is settled. */
export const signOnProblems = ['feeUnpaid', 'parentConsent', 'health', 'classAge', 'licence'] as const;
export type SignOnProblem = (typeof signOnProblems)[number];

export const signOnEntrySchema = z.object({
  participantId: z.string(),
  name: z.string(),
  racingNumber: z.number().nullable(),
  racingClass: z.string(),
  team: z.string().nullable(),
  birthDate: z.string(),
  /** Full years on the stage's first day. */
  age: z.number().nullable(),
  amountCents: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods).nullable(),
  declarations: z.object({ parentConsent: signatureSchema.nullable(), health: signatureSchema.nullable() }),
  /** The licence check's answer; null while no licence model answers (the hook in licence-check.ts). */
  licence: z.enum(['valid', 'missing', 'expired']).nullable(),
  /** What a one-event licence sold at the desk costs this rider, when theirs is missing or expired and the stage sells one. */
  oneEventLicenceCents: z.number().int().nullable(),
  problems: z.array(z.enum(signOnProblems)),
  signedOnAt: z.string().nullable(),
  signedOnBy: z.string().nullable(),
  /** Not signed on and the class's start time has passed. */
  late: z.boolean(),
});
export type SignOnEntry = z.output<typeof signOnEntrySchema>;

export const signOnClassSchema = z.object({
  racingClass: z.string(),
  entered: z.number().int(),
  signedOn: z.number().int(),
  /** The class's start (its start time on the stage's first day, venue clock), as an instant. */
  startsAt: z.string().nullable(),
  late: z.number().int(),
  waiting: z.number().int(),
  limit: z.number().int().nullable(),
});
export type SignOnClass = z.output<typeof signOnClassSchema>;

export const waitingEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  racingClass: z.string(),
  /** 1-based, in the order the riders asked (per class when the class has a limit, else the stage's). */
  position: z.number().int(),
  createdAt: z.string(),
});
export type WaitingEntry = z.output<typeof waitingEntrySchema>;

export const signOnListSchema = z.object({
  entries: z.array(signOnEntrySchema),
  classes: z.array(signOnClassSchema),
  waiting: z.array(waitingEntrySchema),
  healthDeclaration: z.boolean(),
});
export type SignOnList = z.output<typeof signOnListSchema>;

export const signOnBodySchema = z.object({ signedOn: z.boolean() }).strict();
export const declarationBodySchema = z
  .object({ signer: z.string().trim().min(1, 'validation.required').max(120).nullable() })
  .strict();
export const scanBodySchema = z.object({ code: z.string().trim().min(1).max(600) }).strict();
export const scanResultSchema = z.object({ participantId: z.string() });

/** The rider's own sign-on code (the QR code's text) and whether they are signed on. */
export const mySignOnSchema = z.object({ code: z.string(), signedOnAt: z.string().nullable() });
export type MySignOn = z.output<typeof mySignOnSchema>;

/** The secretary's new order of a stage's waiting list: every waiting rider's user id, each once. */
export const waitlistOrderBodySchema = z.object({ userIds: z.array(z.string().min(1).max(200)).max(2000) });

/** A stage's waiting list, in order, with each rider's place. */
export const waitingListSchema = z.array(waitingEntrySchema);

/** The rider's own place on a stage's waiting list. */
export const myWaitingSchema = z.object({
  racingClass: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type MyWaiting = z.output<typeof myWaitingSchema>;

/** Riders proposed as DNS at approval: entered, never signed on, never started (decision 081). */
export const dnsProposalSchema = z.object({
  riders: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      racingClass: z.string(),
      racingNumber: z.number().int().nullable(),
    }),
  ),
});
export type DnsProposal = z.output<typeof dnsProposalSchema>;
/** The secretary confirms DNS for these riders of the proposal. */
export const dnsConfirmBodySchema = z.object({ participantIds: z.array(z.string().min(1).max(200)).min(1).max(2000) });
