import { z } from 'zod';
import type { EntryImportResponse, SecretaryParticipant } from './participants.js';
import { secretaryParticipantSchema } from './public-reads.js';

// The answers of entering and editing participants (issue #41 point 14), beside public-reads.ts (whose
// participants list declares the secretary's fields: status, gender, birth date, licence). Each is
// checked against the type the server builds it as (`same`).

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

/**
 * POST …/participants (add), …/participants/join, PUT …/participants/:id and PATCH …/:id/status: the
 * entry as its rider and the secretaries see it.
 */
export const enteredParticipantSchema = secretaryParticipantSchema;
same<z.output<typeof enteredParticipantSchema>, SecretaryParticipant>(true);

/** POST /api/stages/:stageId/participants/import — every row with what becomes of it. */
export const entryImportResponseSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      racingNumber: z.string(),
      racingClass: z.string(),
      status: z.enum(['new', 'entered', 'refused', 'confirm']),
      reasons: z.array(z.string()).describe("why refused: the participant form's message keys"),
      notes: z.array(z.string()),
      clubId: z.string().nullable(),
      nearClub: z.string().optional().describe('a listed club the new one is probably meant to be'),
      clubChoice: z.enum(['existing', 'new']).optional(),
      classAge: z
        .object({
          racingClass: z.string(),
          yearsFrom: z.number().int().nullable(),
          yearsTo: z.number().int().nullable(),
          age: z.number().int(),
        })
        .optional(),
      rider: z
        .object({
          riderId: z.string().nullable(),
          name: z.string().nullable(),
          reason: z.enum(['account', 'picked', 'nameAndBirthDate', 'new', 'ambiguous']),
        })
        .optional(),
    }),
  ),
  committed: z.boolean(),
  applied: z.number().int().describe('how many entries the commit wrote'),
});
same<z.output<typeof entryImportResponseSchema>, EntryImportResponse>(true);
