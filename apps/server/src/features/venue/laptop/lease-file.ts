import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What a venue laptop keeps of its lease (decision 085): the federation server's address, the stage it
 * holds, the lease and its device token. One lease at a time, in a file of its own beside the embedded
 * database (DATA_DIR/venue/lease.json, readable by the server's user only): the forwarder runs as a
 * process of its own and reads it without opening the database, and a restore of the database from a
 * backup never brings back a revoked token. The forwarder's progress is not kept here: the federation
 * server answers the highest sequence it applied on every forward.
 */
export const laptopLeaseSchema = z.object({
  /** The federation server, e.g. https://trialhub.lv (no trailing slash). */
  federationUrl: z.string().url(),
  stageId: z.string().min(1),
  leaseId: z.string().min(1),
  /** The name the secretary saw at pairing; the laptop's origin in the command log. */
  deviceName: z.string().min(1),
  /** The device token (Authorization: Bearer …); never logged. */
  token: z.string().min(1),
  /** ISO time the lease was granted. */
  since: z.string(),
  /** The server's change cursor the laptop pulled up to (null: the day's first pull not done yet). */
  pullCursor: z.string().nullable().default(null),
});

export type LaptopLease = z.infer<typeof laptopLeaseSchema>;

export function leaseFilePath(dataDir: string): string {
  return path.join(dataDir, 'venue', 'lease.json');
}

/** The laptop's lease, or null when it holds none (or the file is unreadable: treated as none). */
export function readLaptopLease(dataDir: string): LaptopLease | null {
  try {
    const parsed = laptopLeaseSchema.safeParse(JSON.parse(fs.readFileSync(leaseFilePath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written aside and renamed, so a crash mid-write leaves the old lease or the new one, never half of one. */
export function writeLaptopLease(dataDir: string, lease: LaptopLease): void {
  const file = leaseFilePath(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, JSON.stringify(laptopLeaseSchema.parse(lease), null, 2), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** After check-in or when the server answers that the token is revoked. */
export function clearLaptopLease(dataDir: string): void {
  fs.rmSync(leaseFilePath(dataDir), { force: true });
}
