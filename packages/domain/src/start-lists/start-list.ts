import { z } from 'zod';
import { dayIn, zonedTime } from '../competitions/zoned-time.js';

/**
 * Start lists (issue #39): a class, or a group of classes riding one sequence, starts at a time on the
 * venue's clock; riders go one by one (or in groups of `groupSize`) every `intervalMinutes`. The order
 * is by draw, by racing number, or by reverse championship standing (the leader starts last).
 *
 * A draw is a seed, not a stored list: each rider's place is the hash of the seed and his entry id, so
 * the same seed gives the same order on every server and every read, and a late entry takes its drawn
 * place without moving the others around it. The seed is recorded with the block (and in the audit log).
 */
export const startOrders = ['draw', 'number', 'reverseStanding'] as const;
export type StartOrder = (typeof startOrders)[number];

export const startBlockSchema = z
  .object({
    classes: z.array(z.string().min(1).max(60)).min(1, 'validation.required').max(40),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time'),
    /** Minutes between one rider (or group) and the next; 0: everyone at the start time. */
    intervalMinutes: z.number().int().min(0).max(120),
    groupSize: z.number().int().min(1).max(100),
    order: z.enum(startOrders),
    /** The recorded draw: absent on input for a new draw; kept from the stored block otherwise. */
    seed: z
      .string()
      .regex(/^[0-9a-f]{8,64}$/)
      .optional(),
    drawnAt: z.string().datetime().optional(),
  })
  .strict();
export type StartBlock = z.infer<typeof startBlockSchema>;

export const startListBodySchema = z
  .object({
    blocks: z.array(startBlockSchema).max(40),
    /** Indexes of blocks to draw again (a new seed) instead of keeping the recorded one. */
    redraw: z.array(z.number().int().min(0).max(39)).max(40).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.blocks.forEach((b, i) =>
      b.classes.forEach((name, j) => {
        if (seen.has(name))
          ctx.addIssue({ code: 'custom', path: ['blocks', i, 'classes', j], message: 'validation.duplicate' });
        seen.add(name);
      }),
    );
  });
export type StartListBody = z.infer<typeof startListBodySchema>;

export interface StartRider {
  /** The entry's id (participant id): what a draw hashes. */
  id: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
}

export interface StartListRow {
  id: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
  /** 1-based place in its block's sequence. */
  position: number;
  /** The instant (ISO) the rider starts. */
  startsAt: string;
  block: number;
}

/** A 53-bit hash (cyrb53): deterministic in every runtime, spread enough to shuffle a start list. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const byNumber = (a: StartRider, b: StartRider) =>
  (a.racingNumber ?? Number.MAX_SAFE_INTEGER) - (b.racingNumber ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name) ||
  a.id.localeCompare(b.id);

/**
 * A block's riders in start order. `standing` gives a rider's championship place (1 = leader) by entry
 * id; in reverse standing riders without a place start first (by number), then the last placed up to
 * the leader, who starts last.
 */
export function orderRiders(
  riders: readonly StartRider[],
  block: Pick<StartBlock, 'order' | 'seed'>,
  standing: ReadonlyMap<string, number> = new Map(),
): StartRider[] {
  const list = [...riders];
  if (block.order === 'draw') {
    const seed = block.seed ?? '';
    const key = new Map(list.map((r) => [r.id, hash53(`${seed}:${r.id}`)]));
    return list.sort((a, b) => key.get(a.id)! - key.get(b.id)! || a.id.localeCompare(b.id));
  }
  if (block.order === 'reverseStanding') {
    return list.sort((a, b) => {
      const pa = standing.get(a.id);
      const pb = standing.get(b.id);
      if (pa === undefined || pb === undefined)
        return (pa === undefined ? 0 : 1) - (pb === undefined ? 0 : 1) || byNumber(a, b);
      return pb - pa || byNumber(a, b);
    });
  }
  return list.sort(byNumber);
}

/**
 * The start instants of a block's `count` riders on `day` (the stage's first day on the venue's clock):
 * group k starts `k × interval` after the start time. The interval is real time, so across a DST change
 * the venue's clock jumps with it (02:55, then 04:00 when clocks go forward) and no one starts twice.
 */
export function startInstants(
  block: Pick<StartBlock, 'startTime' | 'intervalMinutes' | 'groupSize'>,
  day: string,
  timeZone: string,
  count: number,
): Date[] {
  const first = zonedTime(timeZone, day, block.startTime).getTime();
  return Array.from(
    { length: count },
    (_, i) => new Date(first + Math.floor(i / block.groupSize) * block.intervalMinutes * 60_000),
  );
}

/** Every block's riders with their place and start time; riders of classes in no block are left out. */
export function buildStartList(input: {
  blocks: readonly StartBlock[];
  riders: readonly StartRider[];
  stageStart: Date;
  timeZone: string;
  standing?: ReadonlyMap<string, number>;
}): StartListRow[] {
  const day = dayIn(input.timeZone, input.stageStart);
  return input.blocks.flatMap((block, index) => {
    const classes = new Set(block.classes);
    const ordered = orderRiders(
      input.riders.filter((r) => classes.has(r.racingClass)),
      block,
      input.standing,
    );
    const times = startInstants(block, day, input.timeZone, ordered.length);
    return ordered.map((r, i) => ({
      id: r.id,
      name: r.name,
      racingNumber: r.racingNumber,
      racingClass: r.racingClass,
      position: i + 1,
      startsAt: times[i]!.toISOString(),
      block: index,
    }));
  });
}

/** The public answer: the blocks as set and every rider's start (no private fields). */
export const publicStartListSchema = z.object({
  timeZone: z.string(),
  blocks: z.array(startBlockSchema),
  riders: z.array(
    z.object({
      name: z.string(),
      racingNumber: z.number().nullable(),
      racingClass: z.string(),
      position: z.number(),
      startsAt: z.string(),
      block: z.number(),
    }),
  ),
});
export type PublicStartList = z.infer<typeof publicStartListSchema>;
