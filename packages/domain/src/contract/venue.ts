import { z } from 'zod';

/**
 * Venue mode (issue #40, decision 085): a stage checked out to a venue laptop. The lease as reads show
 * it, the pairing's requests and answers, forwarded commands and check-in.
 */

/** A stage's lease as staff see it: which laptop runs the stage, since when (ISO; `time`: venue clock HH:MM). */
export const stageLeaseViewSchema = z.object({
  deviceName: z.string(),
  since: z.string(),
  time: z.string(),
});
export type StageLeaseView = z.infer<typeof stageLeaseViewSchema>;

/** The pairing code the laptop shows: 8 Crockford base32 characters (no I, L, O, U). */
export const PAIRING_CODE_LENGTH = 8;
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A typed code as the server compares it: upper case, no spaces or dashes, O read as 0, I and L as 1. */
export function normalizePairingCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const deviceNameSchema = z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong');

/** POST /api/venue/pairings — the laptop asks to pair under its name. */
export const createPairingBodySchema = z.object({ deviceName: deviceNameSchema }).strict();
export type CreatePairingBody = z.infer<typeof createPairingBodySchema>;
export const pairingSchema = z.object({
  pairingId: z.string(),
  secret: z.string(),
  code: z.string(),
  expiresAt: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

/** POST /api/stages/:stageId/lease — the secretary enters the code the laptop shows. */
export const grantLeaseBodySchema = z
  .object({ code: z.string().trim().min(1, 'validation.required').max(32) })
  .strict();
export type GrantLeaseBody = z.infer<typeof grantLeaseBodySchema>;

/** GET /api/stages/:stageId/lease (staff) and the grant's answer. */
export const stageLeaseStateSchema = z.object({ lease: stageLeaseViewSchema.nullable() });
export type StageLeaseState = z.infer<typeof stageLeaseStateSchema>;

/**
 * A stage's latest lease (out, returned or forced) as the stage's venue page shows it (decision 085):
 * the laptop and since when, when it ended, the highest sequence the laptop reported in its last
 * contact against the highest the server applied, the digest both sides agreed on at check-in, and
 * how many commands arrived under its token after a force-back (kept aside). Times: ISO, and `…Time`
 * on the venue's wall clock (HH:MM).
 */
export const stageLeaseRecordSchema = z.object({
  state: z.enum(['out', 'returned', 'forced']),
  deviceName: z.string(),
  since: z.string(),
  time: z.string(),
  endedAt: z.string().nullable(),
  endedTime: z.string().nullable(),
  reportedSequence: z.number().int(),
  receivedSequence: z.number().int(),
  lastContactAt: z.string().nullable(),
  lastContactTime: z.string().nullable(),
  digest: z.string().nullable(),
  kept: z.number().int(),
});
export type StageLeaseRecord = z.infer<typeof stageLeaseRecordSchema>;

/** GET /api/stages/:stageId/lease (staff): the lease out now, and the latest one of any state. */
export const stageLeaseDetailSchema = stageLeaseStateSchema.extend({ last: stageLeaseRecordSchema.nullable() });
export type StageLeaseDetail = z.infer<typeof stageLeaseDetailSchema>;

/** GET /api/stages/:stageId/lease/kept (admin) — commands that arrived under a revoked token, never applied. */
export const keptCommandSchema = z.object({
  deviceName: z.string(),
  sequence: z.number().int(),
  kind: z.string(),
  /** The rider the command is about, when it names one the stage knows. */
  rider: z.object({ participantId: z.string(), name: z.string(), racingNumber: z.number().nullable() }).nullable(),
  receivedAt: z.string(),
  time: z.string(),
});
export type KeptCommand = z.infer<typeof keptCommandSchema>;
export const keptCommandsSchema = z.object({ commands: z.array(keptCommandSchema) });
export type KeptCommands = z.infer<typeof keptCommandsSchema>;

/** POST /api/venue/pairings/:pairingId/token — the laptop proves its secret. */
export const pairingTokenBodySchema = z.object({ secret: z.string().min(1).max(200) }).strict();
export const deviceTokenSchema = z.object({
  token: z.string(),
  stageId: z.string(),
  deviceName: z.string(),
  leaseId: z.string(),
});
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

const commandIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/);

/** One forwarded command: its place in the laptop's forward order and the command as the laptop's log holds it. */
export const forwardedCommandSchema = z
  .object({
    sequence: z.number().int().min(1).max(2_000_000_000),
    commandId: commandIdSchema,
    kind: z.string().min(1).max(40),
    /** Who numbered it (a phone's device id; the laptop's own commands: omitted, the device's name). */
    origin: z.string().min(1).max(200).optional(),
    originSeq: z.number().int().min(0).max(2_000_000_000).optional(),
    userId: z.string().min(1).max(200),
    payload: z.record(z.string(), z.unknown()),
  })
  .strict();
export type ForwardedCommand = z.infer<typeof forwardedCommandSchema>;

/** POST /api/venue/stages/:stageId/commands — a batch in any order, and how far the laptop's log goes. */
export const forwardCommandsBodySchema = z
  .object({
    commands: z.array(forwardedCommandSchema).max(500),
    /** The highest sequence the laptop holds (what it has yet to send, with `commands`). */
    holding: z.number().int().min(0).max(2_000_000_000),
  })
  .strict();
export type ForwardCommandsBody = z.infer<typeof forwardCommandsBodySchema>;
export const forwardAnswerSchema = z.object({
  /** The highest sequence applied from this device: the forwarder resumes after it. */
  highestSequence: z.number().int(),
  applied: z.number().int(),
});
export type ForwardAnswer = z.infer<typeof forwardAnswerSchema>;

/** POST /api/venue/stages/:stageId/check-in — the laptop's digest, and each rider's (to name a difference). */
export const checkInBodySchema = z
  .object({
    digest: z.string().regex(/^[0-9a-f]{64}$/),
    riders: z
      .array(
        z.object({ participantId: z.string().min(1).max(200), digest: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
      )
      .max(5000)
      .optional(),
  })
  .strict();
export type CheckInBody = z.infer<typeof checkInBodySchema>;
export const checkInAnswerSchema = z.object({ state: z.literal('returned'), digest: z.string() });

/** POST /api/stages/:stageId/lease/force-back — what the server never received. */
export const forceBackAnswerSchema = z.object({
  state: z.literal('forced'),
  deviceName: z.string(),
  reportedSequence: z.number().int(),
  receivedSequence: z.number().int(),
  lastContactAt: z.string().nullable(),
});
export type ForceBackAnswer = z.infer<typeof forceBackAnswerSchema>;
