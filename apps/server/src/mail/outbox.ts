import { and, count, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/open-db.js';
import { type OutboxAttachment, mailOutbox } from '../db/schema.js';
import { logSafeError } from '../http/log-safe-error.js';
import { logger } from '../ops/logger.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface OutboxOptions {
  /** How often the worker looks for due mails besides being kicked (default 2 s). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour (default 30 s). */
  retryBaseMs?: number;
  /** Attempts before a mail is given up (default 15: about ten hours of retries). */
  maxAttempts?: number;
}

/** How long a worker holds a claimed mail: another instance takes it over only after a crash. */
const LEASE_SECONDS = 300;
const BATCH = 10;
const MAX_DELAY_MS = 3_600_000;
/** Sent and given-up mails are kept this long (to see what went out), then deleted: they hold personal data. */
const KEEP_SENT_DAYS = 30;

/** Writes a mail into the outbox inside the caller's transaction. */
export async function enqueueMail(
  tx: Db,
  mail: OutgoingMail & { kind: string; userId?: string | null; dedupeKey?: string | null },
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      userId: mail.userId ?? null,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      attachments: (mail.attachments ?? []) as OutboxAttachment[],
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}

/**
 * The background sender of the durable outbox (decision 026). Each round claims due mails with
 * FOR UPDATE SKIP LOCKED and a lease (so two instances never take the same row), sends them, and
 * marks each sent, or schedules its retry with exponential backoff. A mail is marked sent right after
 * the SMTP server accepted it; only a crash between the two could send one twice.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private kickTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    options: OutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2_000;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 15;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the worker and waits for a round under way (its mails are sent or left for a retry). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.kickTimer) clearTimeout(this.kickTimer);
    await this.running;
  }

  /** A mail was just enqueued: look soon (after its transaction has committed) rather than at the next poll. */
  kick(): void {
    if (this.stopped || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = null;
      void this.round();
    }, 100);
    this.kickTimer.unref();
  }

  /** Mails not yet sent and not given up (the outbox-pending gauge). */
  async pending(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    return Number(row?.n ?? 0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.round().finally(() => this.schedule(this.pollMs)), ms);
    this.timer.unref();
  }

  /** One pass: send what is due until nothing is (rounds never overlap within an instance). */
  private round(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        while (!this.stopped && (await this.sendDue()) === BATCH);
        await this.pruneSent();
      } catch (error) {
        logger.error({ err: error }, 'mail outbox: a round failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const claimed = await this.claim();
    for (const row of claimed) {
      try {
        await this.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: row.headers,
          attachments: row.attachments,
        });
        await this.db.execute(
          sql`UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`,
        );
      } catch (error) {
        await this.failed(row.id, row.attempts, error);
      }
    }
    return claimed.length;
  }

  private async claim() {
    const claimed = await rows<{
      id: number | string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      headers: Record<string, string>;
      attachments: OutboxAttachment[];
      attempts: number;
    }>(
      this.db,
      sql`
      UPDATE mail_outbox SET attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, subject, text_body, html_body, headers, attachments, attempts`,
    );
    return claimed.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  }

  private async failed(id: number, attempts: number, error: unknown) {
    const smtp = error as { responseCode?: number; code?: string };
    const reason = smtp.responseCode ? `SMTP ${smtp.responseCode}` : (smtp.code ?? logSafeError(error).message);
    const giveUp = attempts >= this.maxAttempts;
    const delayMs = Math.min(this.retryBaseMs * 2 ** (attempts - 1), MAX_DELAY_MS);
    // The reason only: an SMTP server's message can quote the recipient's address.
    logger.warn({ mailId: id, attempts, reason, giveUp }, 'mail outbox: sending failed');
    await this.db.execute(sql`
      UPDATE mail_outbox SET locked_until = NULL, last_error = ${reason.slice(0, 200)},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}),
        failed_at = ${giveUp ? sql`now()` : sql`NULL`}
      WHERE id = ${id}`);
  }

  private lastPrune = 0;

  private async pruneSent() {
    if (Date.now() - this.lastPrune < 3_600_000) return;
    this.lastPrune = Date.now();
    const cutoff = sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`;
    await this.db.delete(mailOutbox).where(or(lt(mailOutbox.sentAt, cutoff), lt(mailOutbox.failedAt, cutoff)));
  }
}
