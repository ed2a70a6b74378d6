import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  type CreatedObserverCredential,
  type JudgeRejection,
  type ObserveStage,
  type ObserverCredential,
  type ObserverCredentialInput,
  type ObserverHandoff,
  type ObserverSession,
  type ObserverSessionInput,
  type ObserverStatus,
  type JudgeOp,
  type JudgeOpOutcome,
  JUDGE_CLOCK_ALLOWANCE_MS,
  addDays,
  judgeTapOrder,
  nameKey,
  dayIn,
  stagePath,
  zonedTime,
} from '@trialhub/domain';
import { type Viewer, requireRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter, RateLimits } from '../../http/rate-limit.js';
import * as judging from './judging.repository.js';
import * as repo from './observers.repository.js';
import { scoredCredentials, setTrainee as setTraineeMark } from './trainee-scores.js';

/** The cookie that carries an observer phone's session (decision 029). */
export const OBSERVER_COOKIE = 'trialhub_observer';
/** After its credential ends, a phone may still deliver what it took before, for this long. */
export const DELIVERY_GRACE_MS = 7 * 24 * 3_600_000;
/** A hand-off code is good for this long and once. */
export const HANDOFF_TTL_MS = 10 * 60_000;
/** PIN and hand-off code guesses per client address (decision 029). */
export const GUESSES_PER_IP = { max: 10, windowMs: 15 * 60_000 };
/** PIN guesses per stage, from anywhere: what a spread-out attacker gets at most. */
export const PIN_GUESSES_PER_STAGE = { max: 30, windowMs: 60 * 60_000 };

/** No 0/O, 1/I/L: a code read aloud or typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const pinHash = (stageId: string, pin: string) => sha256(`${stageId}:${pin}`);
const codeHash = (code: string) => sha256(`handoff:${code.toUpperCase().replace(/[^A-Z0-9]/g, '')}`);

/** An observer phone as the judge app's server side sees it. */
export interface ObserverActor {
  /** Matched in the history (a phone's undo takes back only its own scores): `obs:<deviceId>`. */
  id: string;
  deviceId: string;
  name: string;
  section: number | null;
  status: ObserverStatus;
  /** Taps at or after this are refused, with the reason. */
  cutoff: { at: Date; reason: JudgeRejection } | null;
  /** When this phone opened its credential: no tap of it can be older (allowing a slow clock). */
  openedAt: Date;
  /** A trainee's phone: its scores are kept beside the counted ones, never counted (issue #35 point 11). */
  trainee: boolean;
}

/** The cut-offs a phone's late scores are labelled by (point 3 of issue #35). */
export type LateAfter = 'handedOff' | 'afterRevocation' | 'expired';

/**
 * Whether an observer phone's operation may count (decision 029, issue #35), before the stage's own
 * checks: its tap time must lie within the phone's life — not before it opened the credential (less
 * JUDGE_CLOCK_ALLOWANCE_MS for a clock a little behind) and before its cut-off — and, if it arrives
 * after the cut-off, the phone must have announced holding it before the cut-off (`held`). A tap
 * time is only what the phone says; the announcement is what the server saw, so a revoked, expired
 * or handed-off phone cannot write new scores by dating them back.
 */
export function observerRefusal(
  actor: ObserverActor,
  op: JudgeOp,
  receivedAt: Date,
  held: ReadonlySet<string>,
): JudgeRejection | null {
  const tap = judgeTapOrder(op.at, receivedAt);
  if (tap.getTime() < actor.openedAt.getTime() - JUDGE_CLOCK_ALLOWANCE_MS) return 'beforeCredential';
  const { cutoff } = actor;
  if (!cutoff) return null;
  if (tap >= cutoff.at) return cutoff.reason;
  if (receivedAt >= cutoff.at && !held.has(op.opId)) return 'notAnnounced';
  return null;
}

/** Which of these operations, arriving now, the phone announced before its cut-off (none needed before it). */
export async function heldInTime(tx: Db, actor: ObserverActor, ops: readonly JudgeOp[], receivedAt: Date) {
  const { cutoff } = actor;
  if (!cutoff || receivedAt < cutoff.at) return new Set<string>();
  return repo.heldBefore(
    tx,
    actor.deviceId,
    ops.map((op) => op.opId),
    cutoff.at,
  );
}

/**
 * Keeps the phone's refused operations of this batch for race control (an undo with nothing to take
 * back is no score): rider, section, lap, points, tap time and why (issue #35).
 */
export async function keepRefused(
  tx: Db,
  actor: ObserverActor,
  stageId: string,
  ops: readonly JudgeOp[],
  outcomes: ReadonlyMap<string, JudgeOpOutcome>,
  receivedAt: Date,
) {
  const refused = ops.flatMap((op) => {
    const outcome = outcomes.get(op.opId);
    if (outcome?.outcome !== 'rejected' || !outcome.reason || outcome.reason === 'nothingToClear') return [];
    return [{ opId: op.opId, stageId, deviceId: actor.deviceId, op: { ...op }, reason: outcome.reason, receivedAt }];
  });
  await repo.insertRefused(tx, refused);
}

export class ObserversService {
  private readonly perIp: RateLimiter;
  private readonly perStage: RateLimiter;

  /**
   * `limits` must count even where RATE_LIMIT=off turns the load limits off: PIN guessing is a
   * security control (10^6 PINs), not a load control (decision 029).
   */
  constructor(
    private readonly db: Db,
    limits: RateLimits,
  ) {
    // Shared by every instance (decision 028): a guesser cannot spread tries over two servers.
    this.perIp = limits.rule({ name: 'observe.ip', ...GUESSES_PER_IP });
    this.perStage = limits.rule({ name: 'observe.stage-pin', ...PIN_GUESSES_PER_STAGE });
  }

  private async stageOrThrow(stageId: string) {
    const found = await judging.findStageWithPath(this.db, stageId);
    if (!found) throw new AppError('notFound');
    return found;
  }

  async list(viewer: Viewer | null, stageId: string): Promise<ObserverCredential[]> {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    return repo.listCredentials(this.db, stageId);
  }

  async create(
    viewer: Viewer | null,
    stageId: string,
    input: ObserverCredentialInput,
  ): Promise<CreatedObserverCredential> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    if (input.section !== null && input.section > stage.sectionCount)
      throw new AppError('validation', { section: 'judge.sectionOutOfRange' });
    // By default until the end of the stage's last day on the venue clock.
    const expiresAt = input.expiresAt
      ? new Date(input.expiresAt)
      : zonedTime(stage.timeZone, addDays(dayIn(stage.timeZone, stage.competitionEndDate), 1), '00:00');
    if (expiresAt.getTime() <= Date.now()) throw new AppError('validation', { expiresAt: 'observe.expiryPast' });
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    return this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
      let pin = newPin();
      while (await repo.pinTaken(tx, stageId, pinHash(stageId, pin))) pin = newPin();
      await repo.insertCredential(tx, {
        id,
        stageId,
        name: input.name,
        section: input.section,
        tokenHash: sha256(token),
        pinHash: pinHash(stageId, pin),
        expiresAt,
        trainee: input.trainee ?? false,
      });
      await writeAudit(tx, {
        stageId,
        event: 'create_observer',
        data: { credentialId: id, section: input.section, trainee: input.trainee ?? false },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      const [credential] = (await repo.listCredentials(tx, stageId)).filter((c) => c.id === id);
      return { credential: credential!, token, pin };
    });
  }

  async revoke(viewer: Viewer | null, stageId: string, credentialId: string): Promise<void> {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if (!(await repo.revokeCredential(tx, stageId, credentialId, new Date()))) throw new AppError('notFound');
      await writeAudit(tx, {
        stageId,
        event: 'revoke_observer',
        data: { credentialId },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
    });
  }

  /**
   * Marks a credential as a trainee's or not (decision 029): only while none of its phones has sent a
   * score, so a score is counted or not as it was when it arrived, never re-decided afterwards.
   */
  async setTrainee(viewer: Viewer | null, stageId: string, credentialId: string, trainee: boolean): Promise<void> {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if ((await scoredCredentials(tx, stageId, [credentialId])).size > 0) throw new AppError('observerHasScores');
      if (!(await setTraineeMark(tx, stageId, credentialId, trainee))) throw new AppError('notFound');
      await writeAudit(tx, {
        stageId,
        event: 'set_observer_trainee',
        data: { credentialId, trainee },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
    });
  }

  openStages(): Promise<ObserveStage[]> {
    return repo.listOpenStages(this.db);
  }

  /** A phone opens a credential (link token, PIN, or another phone's hand-off code): a new session. */
  async openSession(
    input: ObserverSessionInput,
    clientIp: string,
  ): Promise<{ session: string; expiresAt: Date } & ObserverSession> {
    const session = randomBytes(32).toString('base64url');
    const deviceId = randomUUID();
    const opened = async (credential: repo.CredentialRow | null, name = credential?.name ?? '', db = this.db) => {
      if (!credential) throw new AppError('observerCodeInvalid');
      await repo.insertDevice(db, { id: deviceId, credentialId: credential.id, sessionHash: sha256(session), name });
      const described = await this.describe(credential.stageId, name, credential.section, db);
      return { session, expiresAt: credential.expiresAt, ...described };
    };
    if ('token' in input) {
      return opened(await repo.findOpenCredential(this.db, { tokenHash: sha256(input.token) }));
    }
    await this.perIp.hit(clientIp);
    if ('pin' in input) {
      await this.perStage.hit(input.stageId);
      const pinned = { stageId: input.stageId, pinHash: pinHash(input.stageId, input.pin) };
      const session = await opened(await repo.findOpenCredential(this.db, pinned));
      // Only wrong guesses use the limits up: twenty observers on one venue network all get in.
      await Promise.all([this.perIp.refund(clientIp), this.perStage.refund(input.stageId)]);
      return session;
    }
    // A hand-off: the old phone stops taking new scores the moment this one takes over.
    const taken = await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const found = await repo.findHandoff(tx, codeHash(input.handoff));
      const { credential } = found ?? {};
      if (!found || !credential || credential.revokedAt || credential.expiresAt <= new Date())
        throw new AppError('observerCodeInvalid');
      const name = input.name || found.device.name;
      // Under another name than its own, the new phone must not pass for a judge or another observer
      // in the section history (issue #35): any scorer of the stage by that name, whatever the case.
      if (nameKey(name) !== nameKey(found.device.name)) {
        const taken = (await repo.scorerNames(tx, credential.stageId)).some((n) => nameKey(n) === nameKey(name));
        if (taken) throw new AppError('observerNameTaken');
      }
      await repo.markHandedOff(tx, found.device.id, new Date());
      // The new phone gets a credential of its own (same stage, section and expiry, no link or PIN
      // that opens it): the secretary can revoke the first phone's without stopping this one.
      const unusable = () => sha256(`none:${randomBytes(32).toString('base64url')}`);
      const own = { ...credential, id: randomUUID(), name, tokenHash: unusable(), pinHash: unusable() };
      await repo.insertCredential(tx, {
        id: own.id,
        stageId: own.stageId,
        name,
        section: own.section,
        tokenHash: own.tokenHash,
        pinHash: own.pinHash,
        expiresAt: own.expiresAt,
        // A trainee hands a trainee's section on: the taker's scores do not count either.
        trainee: own.trainee,
      });
      return opened(own, name, tx);
    });
    await this.perIp.refund(clientIp);
    return taken;
  }

  private async describe(
    stageId: string,
    name: string,
    section: number | null,
    db = this.db,
  ): Promise<ObserverSession> {
    const found = await judging.findStageWithPath(db, stageId);
    if (!found) throw new AppError('notFound');
    const { stage, championshipSlug, institutionSlug } = found;
    return {
      stagePath: stagePath({ institutionId: institutionSlug, championshipId: championshipSlug, stageId: stage.slug }),
      stageTitle: stage.title,
      name,
      section,
    };
  }

  /** The observer phone this session belongs to, for this stage; null when it has none here. */
  async actor(session: string | undefined, stageId: string): Promise<ObserverActor | null> {
    if (!session) return null;
    const found = await repo.findSession(this.db, sha256(session));
    if (!found || found.credential.stageId !== stageId) return null;
    const { device, credential } = found;
    if (credential.expiresAt.getTime() + DELIVERY_GRACE_MS < Date.now()) return null;
    const stops: { at: Date; reason: JudgeRejection }[] = [
      { at: credential.expiresAt, reason: 'expired' },
      ...(credential.revokedAt ? [{ at: credential.revokedAt, reason: 'afterRevocation' as const }] : []),
      ...(device.handedOffAt ? [{ at: device.handedOffAt, reason: 'handedOff' as const }] : []),
    ];
    const cutoff = stops.reduce((a, b) => (b.at < a.at ? b : a));
    return {
      id: `obs:${device.id}`,
      deviceId: device.id,
      name: device.name,
      section: credential.section,
      cutoff,
      openedAt: device.createdAt,
      trainee: credential.trainee,
      status: {
        deviceId: device.id,
        expiresAt: credential.expiresAt.toISOString(),
        revokedAt: credential.revokedAt?.toISOString() ?? null,
        handedOffAt: device.handedOffAt?.toISOString() ?? null,
        trainee: credential.trainee,
      },
    };
  }

  /** A code (and QR) for another phone to take this phone's section over. */
  async handoff(session: string | undefined, held: readonly string[] = []): Promise<ObserverHandoff> {
    const found = session ? await repo.findSession(this.db, sha256(session)) : null;
    if (!found) throw new AppError('unauthenticated');
    const { device, credential } = found;
    if (device.handedOffAt || credential.revokedAt || credential.expiresAt <= new Date())
      throw new AppError('forbidden');
    // Still before its cut-off: what it holds counts after the hand-off (observerRefusal).
    await repo.announceHeld(this.db, device.id, held, new Date());
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
    const expiresAt = new Date(Date.now() + HANDOFF_TTL_MS);
    await repo.setHandoffCode(this.db, device.id, codeHash(code), expiresAt);
    return { code, expiresAt: expiresAt.toISOString() };
  }

  /** The operations a phone holds, announced while its credential is good (observerRefusal). */
  announce(deviceId: string, opIds: readonly string[], at: Date) {
    return repo.announceHeld(this.db, deviceId, opIds, at);
  }

  touch(deviceId: string, pendingCount: number | null, late: number) {
    return repo.touchDevice(this.db, deviceId, pendingCount, late);
  }
}
