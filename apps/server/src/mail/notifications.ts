import {
  type MailKind,
  type NotificationSettings,
  type UnsubscribeInfo,
  addDays,
  dayIn,
  mailKinds,
  zonedTime,
} from '@trialhub/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import { type Viewer, requireViewer } from '../auth/viewer.js';
import type { Db } from '../db/open-db.js';
import { championships, participants, results, stages, users } from '../db/schema.js';
import { CalendarService } from '../features/calendar/calendar.service.js';
import { AppError } from '../http/app-error.js';
import { logger } from '../ops/logger.js';
import { readUserLink, signUserLink } from '../ops/signed-links.js';
import { signOnCode } from '../features/signon/signon-code.js';
import type { MailAttachment } from './mailer.js';
import { signOnQrAttachment } from './signon-qr.js';
import { type NotificationContent, notificationMail } from './notification-templates.js';
import { type MailOutbox, enqueueMail } from './outbox.js';
import type { MailLanguage } from './templates.js';

/** The reminder goes from this venue time on the day before the stage, until that day ends. */
const REMINDER_FROM = '09:00';

const asLanguage = (value: string | null): MailLanguage => (value === 'lv' || value === 'et' ? value : 'en');
const isKind = (value: string): value is MailKind => (mailKinds as readonly string[]).includes(value);

/**
 * Riders' e-mail notifications (issue #18, decision 026): each is rendered in the rider's language
 * and written to the outbox inside the transaction of the action that caused it, under a savepoint,
 * so a failure to enqueue is logged and never fails or undoes the action. The day-before reminder is
 * enqueued by a periodic job on every instance; its dedupe key makes it go once.
 */
export class Notifications {
  private readonly calendar: CalendarService;

  constructor(
    private readonly db: Db,
    private readonly options: { publicUrl: string; secret: string; signOnSecret: string; outbox: MailOutbox | null },
  ) {
    this.calendar = new CalendarService(db, { publicUrl: options.publicUrl, secret: options.secret });
  }

  private get origin() {
    return new URL(this.options.publicUrl).origin;
  }

  // ---- events (called inside the action's transaction) ----

  /** A secretary changed a rider's entry, or confirmed it. */
  async entryChanged(
    tx: Db,
    stageId: string,
    entry: { id: string; racingClass: string; racingNumber: number | null; status: 'Registered' | 'Confirmed' },
    kind: 'entryChanged' | 'entryConfirmed',
  ): Promise<void> {
    await this.safely(tx, async (sp) => {
      const stage = await this.stageOf(sp, stageId);
      if (!stage) return;
      // A confirmation carries the sign-on QR code the desk scans (decision 081), as an inline image.
      const code = kind === 'entryConfirmed' ? signOnCode(this.options.signOnSecret, stageId, entry.id) : undefined;
      const attachments = code ? [await signOnQrAttachment(code)] : undefined;
      await this.enqueue(
        sp,
        entry.id,
        {
          kind,
          stage: stage.title,
          championship: stage.championship,
          stageUrl: stage.url,
          racingClass: entry.racingClass,
          racingNumber: entry.racingNumber,
          status: entry.status,
          ...(code ? { signOnCode: code } : {}),
        },
        { attachments },
      );
    });
  }

  /** The stage's results were approved: every rider with an account gets their place. */
  async resultsApproved(tx: Db, stageId: string): Promise<void> {
    await this.safely(tx, async (sp) => {
      const stage = await this.stageOf(sp, stageId);
      if (!stage) return;
      const rows = await sp
        .select({
          userId: users.id,
          participant: results.participant,
          position: results.position,
          points: results.positionPoints,
          total: results.total,
          status: results.status,
        })
        .from(results)
        .innerJoin(users, eq(users.id, results.participantId))
        .where(eq(results.stageId, stageId));
      for (const row of rows) {
        await this.enqueue(sp, row.userId, (lang) => ({
          kind: 'resultsApproved',
          stage: stage.title,
          championship: stage.championship,
          resultsUrl: `${stage.url}/results`,
          pdfUrl: `${this.origin}/api/stages/${encodeURIComponent(stageId)}/results.pdf?lang=${lang}`,
          racingClass: String(row.participant.racingClass ?? ''),
          position: row.position,
          total: row.total,
          points: row.points,
          status: row.status,
        }));
      }
    });
  }

  /** The clerk answered a rider's score query. */
  async queryAnswered(
    tx: Db,
    query: {
      stageId: string;
      authorId: string;
      section: number;
      lap: number;
      outcome: 'stands' | 'corrected';
      answer: string;
    },
  ): Promise<void> {
    await this.safely(tx, async (sp) => {
      const stage = await this.stageOf(sp, query.stageId);
      if (!stage) return;
      await this.enqueue(sp, query.authorId, {
        kind: 'queryAnswered',
        stage: stage.title,
        resultsUrl: `${stage.url}/results`,
        section: query.section,
        lap: query.lap,
        outcome: query.outcome,
        answer: query.answer,
      });
    });
  }

  /**
   * The periodic job: for each published stage whose day-before reminder time has come (09:00 on the
   * venue's clock the day before, until midnight), every entered rider with an account gets one
   * reminder with the stage's iCal event. Safe on several instances: the dedupe key lets one insert win.
   */
  async sendDueReminders(now = new Date()): Promise<number> {
    const soon = await this.db
      .select({ id: stages.id, start: stages.competitionStartDate, timeZone: stages.timeZone })
      .from(stages)
      .where(
        and(
          eq(stages.status, 'published'),
          gt(stages.competitionStartDate, now),
          lt(stages.competitionStartDate, new Date(now.getTime() + 60 * 3_600_000)),
        ),
      );
    let queued = 0;
    for (const candidate of soon) {
      const startDay = dayIn(candidate.timeZone, candidate.start);
      const from = zonedTime(candidate.timeZone, addDays(startDay, -1), REMINDER_FROM);
      const until = zonedTime(candidate.timeZone, startDay, '00:00');
      if (now < from || now >= until) continue;
      const stage = await this.stageOf(this.db, candidate.id);
      if (!stage) continue;
      // A calendar part that mail clients offer to add (METHOD:PUBLISH), named after the stage.
      const ics = await this.calendar.stage(candidate.id, { publish: true });
      const entrants = await this.db
        .select({ userId: users.id })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.id))
        .where(eq(participants.stageId, candidate.id));
      for (const { userId } of entrants) {
        try {
          await this.enqueue(
            this.db,
            userId,
            {
              kind: 'stageReminder',
              stage: stage.title,
              championship: stage.championship,
              stageUrl: stage.url,
              start: candidate.start.toISOString(),
              zone: candidate.timeZone,
              location: stage.location,
            },
            {
              dedupeKey: `stageReminder:${candidate.id}:${userId}`,
              attachments: [
                {
                  filename: `${stage.championshipSlug}-${stage.slug}.ics`,
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                  content: ics,
                },
              ],
            },
          );
          queued++;
        } catch (error) {
          logger.error({ err: error }, 'mail outbox: a reminder could not be queued');
        }
      }
    }
    return queued;
  }

  // ---- the rider's choices ----

  async settings(viewer: Viewer | null): Promise<NotificationSettings> {
    requireViewer(viewer);
    const [user] = await this.db
      .select({ language: users.language, optOuts: users.mailOptOuts })
      .from(users)
      .where(eq(users.id, viewer.userId));
    if (!user) throw new AppError('unauthenticated');
    const off = new Set(user.optOuts);
    return {
      language: asLanguage(user.language),
      kinds: Object.fromEntries(mailKinds.map((k) => [k, !off.has(k)])) as NotificationSettings['kinds'],
    };
  }

  async updateSettings(viewer: Viewer | null, update: NotificationSettings): Promise<NotificationSettings> {
    requireViewer(viewer);
    const optOuts = mailKinds.filter((k) => !update.kinds[k]);
    await this.db
      .update(users)
      .set({ language: update.language, mailOptOuts: optOuts, updatedAt: new Date() })
      .where(eq(users.id, viewer.userId));
    return this.settings(viewer);
  }

  async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
    const { userId, kind } = this.verify(token);
    const [user] = await this.db.select({ optOuts: users.mailOptOuts }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('notFound');
    return { kind, subscribed: !user.optOuts.includes(kind) };
  }

  /** One click: that kind only stops; doing it twice changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeInfo> {
    const { userId, kind } = this.verify(token);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [user] = await tx
        .select({ optOuts: users.mailOptOuts })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new AppError('notFound');
      if (!user.optOuts.includes(kind))
        await tx
          .update(users)
          .set({ mailOptOuts: [...user.optOuts, kind], updatedAt: new Date() })
          .where(eq(users.id, userId));
      return { kind, subscribed: false };
    });
  }

  /** The signed unsubscribe token of one rider and kind: HMAC of both with the server's secret. */
  tokenFor(userId: string, kind: MailKind): string {
    return signUserLink(this.options.secret, 'unsubscribe', userId, kind);
  }

  private verify(token: string): { userId: string; kind: MailKind } {
    const link = readUserLink(this.options.secret, 'unsubscribe', token);
    if (!link?.qualifier || !isKind(link.qualifier)) throw new AppError('notFound');
    return { userId: link.userId, kind: link.qualifier };
  }

  // ---- helpers ----

  /** Runs `work` under a savepoint: if it fails, only its own writes are undone and the action goes on. */
  private async safely(tx: Db, work: (sp: Db) => Promise<void>): Promise<void> {
    try {
      await tx.transaction(async (sp) => work(sp as unknown as Db));
    } catch (error) {
      logger.error({ err: error }, 'mail outbox: a notification could not be queued');
    }
  }

  private async stageOf(db: Db, stageId: string) {
    const [row] = await db
      .select({
        title: stages.title,
        slug: stages.slug,
        location: stages.location,
        championship: championships.displayName,
        championshipSlug: championships.slug,
        institutionId: championships.institutionId,
      })
      .from(stages)
      .innerJoin(championships, eq(championships.id, stages.championshipId))
      .where(eq(stages.id, stageId));
    if (!row) return null;
    const url = `${this.origin}/competitions/${row.institutionId}/${row.championshipSlug}/${row.slug}`;
    return { ...row, url };
  }

  /**
   * Queues one mail to a user with an account (ext- entries have none) who has not unsubscribed from
   * its kind, in their language. Returns whether a mail was queued.
   */
  private async enqueue(
    tx: Db,
    userId: string,
    content: NotificationContent | ((lang: MailLanguage) => NotificationContent),
    extra: { dedupeKey?: string; attachments?: MailAttachment[] } = {},
  ): Promise<boolean> {
    const [user] = await tx
      .select({ email: users.email, language: users.language, optOuts: users.mailOptOuts })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    const lang = asLanguage(user.language);
    const resolved = typeof content === 'function' ? content(lang) : content;
    if (user.optOuts.includes(resolved.kind)) return false;
    const token = this.tokenFor(userId, resolved.kind);
    const mail = notificationMail(user.email, lang, resolved, {
      unsubscribePage: `${this.origin}/unsubscribe/${token}?lng=${lang}`,
      oneClick: `${this.origin}/api/mail/unsubscribe/${token}`,
      profile: `${this.origin}/profile?lng=${lang}`,
    });
    await enqueueMail(tx, { ...mail, userId, dedupeKey: extra.dedupeKey, attachments: extra.attachments });
    this.options.outbox?.kick();
    return true;
  }
}
