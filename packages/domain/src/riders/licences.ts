import { z } from 'zod';
import { RACING_NUMBER_MAX } from '../registration/participant-rules.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text/control-characters.js';

/**
 * Riders' licences and a championship's entry rules (issue #38, decision 079): who issued a licence,
 * of which kind, valid on which days; which kinds a stage requires, what a one-event licence bought at
 * entry costs per age band, and whether the championship issues permanent numbers.
 */

export const LICENCE_FEDERATIONS = ['LaMSF', 'EMF', 'LMSF', 'other', 'club'] as const;
export type LicenceFederation = (typeof LICENCE_FEDERATIONS)[number];
export const LICENCE_KINDS = ['season', 'one-event', 'training'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

const cents = z.number().int().min(0).max(10_000_000);

/** A licence as a secretary records it (or an import row gives it). */
export const licenceInputSchema = z
  .object({
    federation: z.enum(LICENCE_FEDERATIONS),
    kind: z.enum(LICENCE_KINDS),
    number: cleanText(40).nullable(),
    validFrom: z.iso.date('licences.error.date'),
    validTo: z.iso.date('licences.error.date'),
  })
  .strict()
  .refine((l) => l.validFrom <= l.validTo, { path: ['validTo'], message: 'licences.error.validToBeforeFrom' });
export type LicenceInput = z.output<typeof licenceInputSchema>;

export interface RiderLicence extends LicenceInput {
  id: number;
  /** The stage a one-event licence was bought at (at entry), and what it cost. */
  stageId: string | null;
  priceCents: number | null;
}

/**
 * A championship's (or, replacing it for one stage, a stage's) entry rules. No kinds required: any
 * rider may enter. A one-event licence is sold at entry only when it has prices: the first band the
 * rider's age on the stage's date is under, else the adult price.
 */
export const entryRulesSchema = z
  .object({
    requiredLicenceKinds: z.array(z.enum(LICENCE_KINDS)).max(3).default([]),
    oneEventLicence: z
      .object({
        federation: z.enum(LICENCE_FEDERATIONS),
        adultCents: cents,
        bands: z
          .array(z.object({ underAge: z.number().int().min(1).max(120), cents }).strict())
          .max(10)
          .default([]),
      })
      .strict()
      .nullable()
      .default(null),
    permanentNumbers: z
      .object({
        enabled: z.boolean(),
        /** Numbers are unique per class (two classes may each have a no. 7); otherwise in the championship. */
        perClass: z.boolean().default(false),
        /** Only riders with a club may hold one. */
        requireClub: z.boolean().default(true),
      })
      .strict()
      .default({ enabled: false, perClass: false, requireClub: true }),
  })
  .strict();
export type EntryRules = z.output<typeof entryRulesSchema>;
export type EntryRulesInput = z.input<typeof entryRulesSchema>;
export const noEntryRules: EntryRules = entryRulesSchema.parse({});

/** Why a rider may not enter for want of a licence, or null when they may. */
export type LicenceProblem =
  /** No licence of the kinds asked for at all. */
  | { reason: 'none'; kinds: LicenceKind[] }
  /** One of the right kind, but not valid on the stage's date (expired, or not yet valid). */
  | { reason: 'expired'; kinds: LicenceKind[]; validTo: string; validFrom: string }
  /** Valid on that date, but of a kind the stage does not take. */
  | { reason: 'wrongKind'; kinds: LicenceKind[]; has: LicenceKind };

/** Whether the licences give what the rules require on `day` (the stage's first calendar day at the venue). */
export function licenceProblem(
  licences: readonly Pick<LicenceInput, 'kind' | 'validFrom' | 'validTo'>[],
  kinds: readonly LicenceKind[],
  day: string,
): LicenceProblem | null {
  if (kinds.length === 0) return null;
  const validOn = (l: (typeof licences)[number]) => l.validFrom <= day && day <= l.validTo;
  if (licences.some((l) => kinds.includes(l.kind) && validOn(l))) return null;
  const rightKind = licences
    .filter((l) => kinds.includes(l.kind))
    .sort((a, b) => b.validTo.localeCompare(a.validTo))[0];
  if (rightKind)
    return { reason: 'expired', kinds: [...kinds], validFrom: rightKind.validFrom, validTo: rightKind.validTo };
  const other = licences.find(validOn);
  if (other) return { reason: 'wrongKind', kinds: [...kinds], has: other.kind };
  return { reason: 'none', kinds: [...kinds] };
}

/** A rider asks for a permanent number (the class when the championship numbers per class). */
export const permanentNumberRequestSchema = z
  .object({
    number: z.number().int().min(1, 'participant.numberInvalid').max(RACING_NUMBER_MAX, 'participant.numberInvalid'),
    racingClass: cleanText(100).nullable().default(null),
  })
  .strict();

/** A secretary assigns a number to a rider. */
export const permanentNumberAssignSchema = permanentNumberRequestSchema.extend({
  riderId: z.string().trim().min(1).max(80),
});

/** A permanent number on the public list; the holder's name unless they hid their rider page. */
export interface PermanentNumber {
  number: number;
  racingClass: string | null;
  riderId: string | null;
  name: string | null;
  clubId: string | null;
}

/** A rider of a championship as the secretary's numbers screen lists them (secretaries only). */
export interface ChampionshipRider {
  riderId: string;
  name: string;
  clubId: string | null;
  /** The classes they entered in the championship's stages. */
  racingClasses: string[];
  /** The number they rode with most recently, a hint for the number to give. */
  lastRacingNumber: number | null;
  /** The permanent numbers they hold (one per class when numbers are per class). */
  numbers: { number: number; racingClass: string | null }[];
}

/** The championship's public numbers page. */
export interface PermanentNumbersPage {
  championship: { id: string; displayName: string; institutionId: string; slug: string };
  /** Whether the championship issues permanent numbers (the list may still hold earlier ones). */
  issued: boolean;
  perClass: boolean;
  /** The championship's classes (a rider asking for a number per class picks one). */
  classes: string[];
  numbers: PermanentNumber[];
}
