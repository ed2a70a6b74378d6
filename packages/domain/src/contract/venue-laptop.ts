import { z } from 'zod';
import { deviceNameSchema, forwardedCommandSchema } from './venue.js';

/**
 * Venue mode, the laptop's side (issue #40, decision 085): the day a laptop pulls from the federation
 * server, the changes it pulls later, its local outbox for the forwarder and what race control shows.
 */

const row = z.record(z.string(), z.unknown());

/** GET /api/venue/stages/:stageId/day — the stage's day, table by table, with the same ids. */
export const dayBundleSchema = z.object({
  version: z.literal(1),
  stageId: z.string(),
  tables: z.record(z.string(), z.array(row)),
  documents: z.array(
    z.object({ id: z.string(), kind: z.string(), contentType: z.string(), size: z.number(), sha256: z.string() }),
  ),
  /** The server's log position the rows hold up to (a decimal string). */
  cursor: z.string(),
});
export type DayBundleAnswer = z.infer<typeof dayBundleSchema>;

/** A command recorded on one side, as the other applies it once by its id. */
export const serverChangeSchema = z.object({
  commandId: z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/),
  kind: z.string().min(1).max(40),
  origin: z.string().min(1).max(200),
  originSeq: z.number().int().min(0).max(2_000_000_000),
  userId: z.string().min(1).max(200),
  payload: row,
  outcome: row,
});
export type ServerChange = z.infer<typeof serverChangeSchema>;

/** GET /api/venue/stages/:stageId/changes?after= — commands recorded at home after the cursor. */
export const serverChangesSchema = z.object({
  commands: z.array(serverChangeSchema),
  cursor: z.string(),
});
export const changesQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .default('0'),
});

/** POST /api/venue/laptop/pairing — the laptop's admin names the laptop and asks for a code. */
export const laptopPairingBodySchema = z.object({ deviceName: deviceNameSchema }).strict();

/** GET /api/venue/laptop/outbox?after=&limit= — the laptop's own commands numbered as forward sequences. */
export const outboxQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(2_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const outboxSchema = z.object({
  stageId: z.string(),
  /** The highest forward sequence the laptop holds. */
  holding: z.number().int(),
  commands: z.array(forwardedCommandSchema),
});
export type Outbox = z.infer<typeof outboxSchema>;

/** POST /api/venue/laptop/pulled — what the forwarder pulled from home, applied here once by id. */
export const pulledBodySchema = z
  .object({ commands: z.array(serverChangeSchema).max(500), cursor: z.string().regex(/^\d{1,18}$/) })
  .strict();
export const pulledAnswerSchema = z.object({ applied: z.number().int(), cursor: z.string() });

/** POST /api/venue/laptop/uplink — the forwarder's report after every round. */
export const uplinkReportSchema = z
  .object({
    connected: z.boolean(),
    /** The highest sequence the federation server answered it holds. */
    forwarded: z.number().int().min(0).max(2_000_000_000),
    /** When a command was last accepted there (ISO), if ever. */
    lastForwardedAt: z.string().datetime().nullable(),
    error: z.string().max(200).nullable(),
  })
  .strict();
export type UplinkReport = z.infer<typeof uplinkReportSchema>;

/** GET /api/venue/laptop — the laptop's venue state for its staff (race control, the /venue page). */
export const laptopStateSchema = z.object({
  federationUrl: z.string(),
  /** A pairing waiting for a secretary to enter its code. */
  pairing: z.object({ deviceName: z.string(), code: z.string(), expiresAt: z.string() }).nullable(),
  lease: z
    .object({
      stageId: z.string(),
      deviceName: z.string(),
      since: z.string(),
      /** The stage's title once its day is pulled. */
      stageTitle: z.string().nullable(),
    })
    .nullable(),
  uplink: z.object({
    /** The forwarder reached the federation server in its last round (null: no report yet). */
    connected: z.boolean().nullable(),
    lastForwardedAt: z.string().nullable(),
    /** When the forwarder last reported (ISO). */
    reportedAt: z.string().nullable(),
    holding: z.number().int(),
    forwarded: z.number().int(),
    /** Commands made here the federation server has not confirmed yet. */
    waiting: z.number().int(),
  }),
  /** The last thing that went wrong talking to home (pairing, pull, check-in), for the person at the laptop. */
  problem: z.string().nullable(),
});
export type LaptopState = z.infer<typeof laptopStateSchema>;

/** POST /api/venue/laptop/check-in — the answer when the stage went home. */
export const laptopCheckInSchema = z.object({ digest: z.string(), stageId: z.string() });
