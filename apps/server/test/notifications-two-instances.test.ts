import { addDays, dayIn, zonedTime } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, participants, stages, users } from '../src/db/schema.js';
import { type TestServer, createTestDatabase, startTestServer } from './helper.js';
import { startSmtp } from './smtp.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const TODAY = 'demo-stage-3';
const UPCOMING = 'demo-stage-4';

// Decision 026: two instances share one outbox; each claims rows with FOR UPDATE SKIP LOCKED, and the
// reminder's dedupe key lets one insert win. PostgreSQL only (PGlite is one process's database).
describe.skipIf(!adminUrl)('the mail outbox on two instances of one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: TestServer;
  let b: TestServer;
  let riderId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(adminUrl!, 'demo');
    a = await startTestServer({ databaseUrl: database.url, demo: false, smtpUrl: smtp.url });
    b = await startTestServer({ databaseUrl: database.url, demo: false, smtpUrl: smtp.url });
    const [rider] = await a.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'rider2@trialhub.demo'));
    riderId = rider!.id;
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await smtp?.close();
  });

  async function drained() {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if ((await a.outbox.pending()) === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the outbox did not drain');
  }

  it('mails queued through either instance are each delivered once while both send', async () => {
    const statuses = ['Registered', 'Confirmed', 'Registered', 'Confirmed', 'Registered', 'Confirmed'];
    for (const [i, status] of statuses.entries()) {
      const server = i % 2 === 0 ? a : b;
      const res = await server.fetch(`/api/stages/${TODAY}/participants/${riderId}/status`, {
        method: 'PATCH',
        cookie: await server.loginAs('secretary'),
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(200);
    }
    await drained();
    const rows = await a.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, riderId));
    expect(rows).toHaveLength(statuses.length);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(smtp.mails.filter((m) => m.to.includes('rider2@trialhub.demo'))).toHaveLength(statuses.length);
  });

  it('the day-before reminder queued by both instances at once goes once', async () => {
    const [stage] = await a.database.db.select().from(stages).where(eq(stages.id, UPCOMING));
    await a.database.db.insert(participants).values({
      stageId: UPCOMING,
      id: riderId,
      name: 'Kertu Kask',
      racingClass: 'Hobby',
      birthDate: '2000-06-06',
    });
    const at = zonedTime(stage!.timeZone, addDays(dayIn(stage!.timeZone, stage!.competitionStartDate), -1), '12:00');
    await Promise.all([a.notifications.sendDueReminders(at), b.notifications.sendDueReminders(at)]);
    await drained();
    const reminders = (
      await a.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'stageReminder'))
    ).filter((r) => r.userId === riderId);
    expect(reminders).toHaveLength(1);
    expect(
      smtp.mails.filter((m) => m.to.includes('rider2@trialhub.demo') && m.text.includes('Tomorrow: Round 4')),
    ).toHaveLength(1);
  });
});
