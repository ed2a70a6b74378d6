import { z } from 'zod';
import { ENTRY_IMPORT_MAX_BYTES, ENTRY_IMPORT_MAX_ROWS, type EntryImportRow } from '../registration/entry-import.js';

export const participantStatuses = ['Registered', 'Confirmed'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

/** What everyone sees of a participant (spec §2: no licence, status, gender or exact birth date). */
export interface PublicParticipant {
  id: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
  birthYear: number;
  createdOn: string;
  bike: string | null;
  clubId: string | null;
  team: string | null;
}

/** What a secretary sees besides. */
export interface SecretaryParticipant extends PublicParticipant {
  status: ParticipantStatus;
  gender: 'male' | 'female' | null;
  birthDate: string;
  license: string | null;
  modifiedOn: string | null;
  hasResult: boolean;
  /** The rider record's contact e-mail (issue #38): the secretary's form shows and sets it. */
  email?: string | null;
}

/** The form body of join, add and edit: the form's fields (checked against participantFormSchema). */
export const participantBodySchema = z
  .object({
    form: z.record(z.string(), z.unknown()),
    /** The secretary confirmed 'Participant with such name already exists. Do you want to continue?'. */
    confirmDuplicateName: z.boolean().optional(),
    /** The secretary confirmed a class whose age range does not fit the rider's age at the stage. */
    confirmClassAge: z.boolean().optional(),
    /** The secretary picked this rider (issue #38): the entry is theirs, not matched by name. */
    riderId: z.string().trim().min(1).max(80).optional(),
    /** The rider buys a one-event licence with the entry (decision 079). */
    oneEventLicence: z.boolean().optional(),
  })
  .strict();

export const participantStatusSchema = z.object({ status: z.enum(participantStatuses) }).strict();

/** Events on the `stage:<id>:participants` topic: public data only, whoever listens. */
export type ParticipantsEvent =
  { type: 'participant.upserted'; participant: PublicParticipant } | { type: 'participant.removed'; id: string };

/**
 * A secretary's entry-list import: the CSV text as read from the file; without `commit` the server only
 * previews, with it the new rows are written. The 1 MB limit counts UTF-8 bytes and is checked again on
 * the server; this bound only keeps the body small.
 */
export const entryImportSchema = z
  .object({
    csv: z.string().max(ENTRY_IMPORT_MAX_BYTES, 'participants.import.tooLarge'),
    commit: z.boolean(),
    /** The lines whose class the secretary accepts though it is not for the rider's age (status 'confirm'). */
    acceptClassAge: z.array(z.number().int().min(1).max(1_000_000)).max(ENTRY_IMPORT_MAX_ROWS).optional(),
    /** The lines whose near-matching club the secretary takes (the listed club is saved). */
    takeNearClub: z.array(z.number().int().min(1).max(1_000_000)).max(ENTRY_IMPORT_MAX_ROWS).optional(),
    /** The lines whose near-matching club the secretary keeps as a new club. */
    keepNewClub: z.array(z.number().int().min(1).max(1_000_000)).max(ENTRY_IMPORT_MAX_ROWS).optional(),
  })
  .strict();
export type EntryImportRequest = z.infer<typeof entryImportSchema>;

export interface EntryImportResponse {
  rows: EntryImportRow[];
  committed: boolean;
  /** How many entries the commit wrote. */
  applied: number;
}
