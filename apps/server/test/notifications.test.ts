import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zonedTime, addDays, dayIn } from '@trialhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, participants, stages, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { type CapturedMail, startSmtp } from './smtp.js';

const TODAY = 'demo-stage-3'; // race day; both demo riders entered, Confirmed
const APPROVED = 'demo-stage-1'; // scored and approved by the seed
const UPCOMING = 'demo-stage-4'; // in three weeks
const RIDER = 'rider@trialhub.demo';
const RIDER2 = 'rider2@trialhub.demo';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let riderId: string;
let rider2Id: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, metricsToken: 'metrics-token' });
  const ids = await server.database.db.select({ id: users.id, email: users.email }).from(users);
  riderId = ids.find((u) => u.email === RIDER)!.id;
  rider2Id = ids.find((u) => u.email === RIDER2)!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const riderForm = (bike: string) => ({
  form: {
    name: 'Rihards Braucējs',
    racingNumber: 16,
    racingClass: 'Clubman',
    birthDate: '1994.03.17',
    bike,
    license: null,
    clubId: 'MK Trial Rīga',
    gender: 'male',
    team: null,
  },
});

/** Waits until the outbox has nothing left to send (every queued mail is sent). */
async function outboxDrained() {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await server.outbox.pending()) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not drain');
}

const mailsWith = (to: string, subject: string) =>
  smtp.mails.filter((m) => m.to.includes(to) && m.text.split('\n')[0]!.includes(subject));

async function deliveredOnce(to: string, subject: string): Promise<CapturedMail> {
  const mail = await waitFor(() => mailsWith(to, subject)[0]);
  await outboxDrained();
  expect(mailsWith(to, subject)).toHaveLength(1);
  return mail;
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

const outboxRows = (kind: string, userId: string) =>
  server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.userId, userId)));

describe('each kind is delivered once through SMTP, in the rider’s language', () => {
  it('an entry changed by the secretary; a save that changes nothing sends nothing', async () => {
    const res = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${TODAY}/participants/${riderId}`,
      riderForm('GasGas TXT 280'),
    );
    expect(res.status).toBe(200);
    const mail = await deliveredOnce(RIDER, 'Your entry for Round 3 — Cēsis was changed');
    expect(mail.text).toContain('Class: Clubman. Number: 16.');
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\/[^>]+\.entryChanged\.[^>]+>/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const again = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${TODAY}/participants/${riderId}`,
      riderForm('GasGas TXT 280'),
    );
    expect(again.status).toBe(200);
    expect(await outboxRows('entryChanged', riderId)).toHaveLength(1);
  });

  it('Confirmed (in Latvian, the language the rider chose)', async () => {
    const cookie = await server.signIn(RIDER2);
    const saved = await server.fetch('/api/me/notifications', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({
        language: 'lv',
        kinds: {
          entryChanged: true,
          entryConfirmed: true,
          resultsApproved: true,
          queryAnswered: true,
          stageReminder: true,
        },
      }),
    });
    expect(saved.status).toBe(200);
    const status = (s: string) =>
      server.as('secretary', 'PATCH', `/api/stages/${TODAY}/participants/${rider2Id}/status`, { status: s });
    expect((await status('Registered')).status).toBe(200);
    await deliveredOnce(RIDER2, 'Jūsu pieteikums sacensībām Round 3 — Cēsis ir mainīts');
    expect((await status('Confirmed')).status).toBe(200);
    const mail = await deliveredOnce(RIDER2, 'Jūsu pieteikums sacensībām Round 3 — Cēsis ir apstiprināts');
    expect(mail.text).toContain('Statuss: apstiprināts');
    // How to sign on at the venue (decision 081).
    expect(mail.text).toContain('nospiediet „Reģistrācijas kods”');
    expect(mail.text).toContain('?lng=lv');
    // The QR code itself, inline in the HTML: read back by zbar, it is the code the desk scans.
    const parsed = await simpleParser(mail.raw);
    const image = parsed.attachments.find((a) => a.contentType === 'image/png');
    expect(image?.cid).toBe('signon-code@trialhub');
    expect(mail.text).toContain('src="cid:signon-code@trialhub"');
    const dir = mkdtempSync(join(tmpdir(), 'signon-mail-'));
    writeFileSync(join(dir, 'code.png'), image!.content);
    const decoded = execFileSync('zbarimg', ['--raw', '-q', join(dir, 'code.png')], { encoding: 'utf8' }).trim();
    const own = await server.fetch(`/api/stages/${TODAY}/participants/me/signon`, { cookie });
    expect(((await own.json()) as { code: string }).code).toBe(decoded);
    expect(mail.text).toContain(decoded);
    const scanned = await server.as('secretary', 'POST', `/api/stages/${TODAY}/signon/scan`, { code: decoded });
    expect(await scanned.json()).toEqual({ participantId: rider2Id });
    // A change (not a confirmation) carries no code.
    const changed = mailsWith(RIDER2, 'ir mainīts')[0]!;
    expect((await simpleParser(changed.raw)).attachments).toHaveLength(0);
  });

  it('results approved, with the place, points, the results page and the PDF in the rider’s language', async () => {
    await server.database.db.update(stages).set({ resultsStatus: null }).where(eq(stages.id, APPROVED));
    const res = await server.as('secretary', 'POST', `/api/stages/${APPROVED}/results/approve`);
    expect(res.status).toBe(200);
    const mail = await deliveredOnce(RIDER, 'Results of Round 1');
    expect(mail.text).toMatch(/Your place in Clubman: \d+\. Score: \d+\. Championship points: \d+\./);
    expect(mail.text).toMatch(/\/round-1-[^/\s]+\/results/);
    const pdf = /(http:\/\/localhost:\d+\/api\/stages\/demo-stage-1\/results\.pdf\?lang=en)/.exec(mail.text)![1]!;
    const fetched = await fetch(pdf.replace(/localhost/, '127.0.0.1'));
    expect(fetched.headers.get('content-type')).toContain('application/pdf');
    await deliveredOnce(RIDER2, 'Sacensību Round 1');
    // Approving again keeps the results approved: no second mail.
    expect((await server.as('secretary', 'POST', `/api/stages/${APPROVED}/results/approve`)).status).toBe(200);
    expect(await outboxRows('resultsApproved', riderId)).toHaveLength(1);
  });

  it('a score query answered', async () => {
    await server.judgeScores(TODAY, riderId, [[1, 1, 3]]);
    const rider = await server.loginAs('rider');
    const asked = await server.fetch(`/api/stages/${TODAY}/results/${riderId}/queries`, {
      method: 'POST',
      cookie: rider,
      body: JSON.stringify({ section: 1, lap: 1, message: 'I had a clean ride <b>there</b>' }),
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const answer = 'Two judges saw a dab <& "stop">';
    const answered = await server.as('secretary', 'PATCH', `/api/stages/${TODAY}/queries/${id}`, {
      answer,
      outcome: 'stands',
    });
    expect(answered.status).toBe(200);
    const mail = await deliveredOnce(RIDER, 'Your query about section 1, lap 1 is answered');
    expect(mail.text).toContain('The score stands.');
    expect(mail.text).toContain(`Answer: ${answer}`);
    // In the HTML part the answer is escaped.
    expect(mail.text).toContain('Answer: Two judges saw a dab &lt;&amp; &quot;stop&quot;&gt;');
  });

  it('the day-before reminder with the iCal event, once even when two instances queue it', async () => {
    const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, UPCOMING));
    await server.database.db.insert(participants).values({
      stageId: UPCOMING,
      id: riderId,
      name: 'Rihards Braucējs',
      racingClass: 'Clubman',
      birthDate: '1994-03-17',
      status: 'Registered',
    });
    const zone = stage!.timeZone;
    const dayBefore = addDays(dayIn(zone, stage!.competitionStartDate), -1);
    // Too early (08:59 the day before): nothing.
    expect(await server.notifications.sendDueReminders(zonedTime(zone, dayBefore, '08:59'))).toBe(0);
    const at = zonedTime(zone, dayBefore, '10:00');
    await Promise.all([server.notifications.sendDueReminders(at), server.notifications.sendDueReminders(at)]);
    await server.notifications.sendDueReminders(zonedTime(zone, dayBefore, '18:00'));
    const mail = await deliveredOnce(RIDER, 'Tomorrow: Round 4');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/);
    const icsStart = mail.text.indexOf('BEGIN:VCALENDAR');
    const ics = mail.text.slice(icsStart, mail.text.indexOf('END:VCALENDAR', icsStart) + 'END:VCALENDAR'.length);
    const events = Object.values(ical.sync.parseICS(ics)).filter((e): e is VEvent => e?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    expect(events[0]!.start.getTime()).toBe(stage!.competitionStartDate.getTime());
    expect((events[0]!.start as { tz?: string }).tz).toBe(zone);
    expect(await outboxRows('stageReminder', riderId)).toHaveLength(1);

    // As a mail client reads it (issue #41): its language, the start in that language's words, and a
    // calendar part named after the stage that clients offer to add (METHOD:PUBLISH).
    const parsed = await simpleParser(mail.raw);
    expect(parsed.headers.get('content-language')).toBe('en');
    expect(parsed.text).not.toMatch(/\d{4}-\d\d-\d\d/);
    expect(parsed.text).toMatch(/starts tomorrow, \d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d\d:\d\d \(venue time/);
    expect(parsed.html).toMatch(/<head><meta charset="utf-8">.*<title>Tomorrow: Round 4/);
    const calendar = parsed.attachments.find((a) => a.contentType === 'text/calendar')!;
    expect(calendar.filename).toMatch(/^baltic-cup-\d{4}-round-4[a-z-]*\.ics$/);
    const attached = ical.sync.parseICS(calendar.content.toString('utf8'));
    expect((attached.vcalendar as unknown as { method?: string }).method).toBe('PUBLISH');
  });
});

describe('a refusing SMTP server loses nothing and sends nothing twice', () => {
  it('refused with 451, then accepted: the action is done at once, the mail arrives once after a retry', async () => {
    const refusing = smtp.refuse();
    const res = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${TODAY}/participants/${riderId}`,
      riderForm('Sherco 300 ST'),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { bike: string }).bike).toBe('Sherco 300 ST');
    await waitFor(() => refusing.count >= 2 || undefined);
    const [row] = (await outboxRows('entryChanged', riderId)).filter((r) => r.textBody.includes('Sherco') || !r.sentAt);
    expect(row).toMatchObject({ sentAt: null, lastError: 'SMTP 451' });
    const metrics = await (
      await server.fetch('/metrics', { headers: { authorization: 'Bearer metrics-token' } })
    ).text();
    expect(metrics).toMatch(/^trialhub_outbox_mails_pending 1$/m);
    smtp.accept();
    const before = mailsWith(RIDER, 'was changed').length;
    await waitFor(() => mailsWith(RIDER, 'was changed').length > before || undefined);
    await outboxDrained();
    expect(mailsWith(RIDER, 'was changed')).toHaveLength(before + 1);
    const [sent] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.attempts).toBeGreaterThanOrEqual(3);
  });
});

describe('a failure to queue a mail never fails or undoes the action', () => {
  it('the outbox refuses every insert (a real database error): the edit is saved and answered 200', async () => {
    const db = server.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no mail today'; END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const before = (await outboxRows('entryChanged', riderId)).length;
      const res = await server.as(
        'secretary',
        'PUT',
        `/api/stages/${TODAY}/participants/${riderId}`,
        riderForm('Vertigo Nitro'),
      );
      expect(res.status).toBe(200);
      const [entry] = await db
        .select({ bike: participants.bike })
        .from(participants)
        .where(and(eq(participants.stageId, TODAY), eq(participants.id, riderId)));
      expect(entry!.bike).toBe('Vertigo Nitro');
      expect(await outboxRows('entryChanged', riderId)).toHaveLength(before);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_mail ON mail_outbox`);
      await db.execute(sql`DROP FUNCTION refuse_mail()`);
    }
  });
});

describe('unsubscribing', () => {
  const linkOf = (mail: CapturedMail) =>
    /\/unsubscribe\/([A-Za-z0-9_-]+\.[a-zA-Z]+\.[A-Za-z0-9_-]+)\?lng=/.exec(mail.text)![1]!;

  it('a one-click POST (no session) stops that kind only; a forged or other-kind token does nothing', async () => {
    const changed = mailsWith(RIDER, 'was changed')[0]!;
    const token = linkOf(changed);
    const info = await (await server.fetch(`/api/mail/unsubscribe/${token}`)).json();
    expect(info).toEqual({ kind: 'entryChanged', subscribed: true });
    const forged = token.replace('.entryChanged.', '.entryConfirmed.');
    expect((await server.fetch(`/api/mail/unsubscribe/${forged}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/mail/unsubscribe/${forged}`, { method: 'POST' })).status).toBe(404);
    // RFC 8058: the mail client posts the form body, without cookies or Origin.
    const posted = await fetch(`${server.url}/api/mail/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ kind: 'entryChanged', subscribed: false });
    const settings = await (
      await server.fetch('/api/me/notifications', { cookie: await server.loginAs('rider') })
    ).json();
    expect(settings).toMatchObject({ kinds: { entryChanged: false, entryConfirmed: true } });

    const changedBefore = (await outboxRows('entryChanged', riderId)).length;
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/participants/${riderId}`, riderForm('Beta EVO 250')))
        .status,
    ).toBe(200);
    const status = (s: string) =>
      server.as('secretary', 'PATCH', `/api/stages/${TODAY}/participants/${riderId}/status`, { status: s });
    expect((await status('Registered')).status).toBe(200);
    expect((await status('Confirmed')).status).toBe(200);
    await deliveredOnce(RIDER, 'Your entry for Round 3 — Cēsis is confirmed');
    expect(await outboxRows('entryChanged', riderId)).toHaveLength(changedBefore);
  });

  it('a new account keeps the language it signed up in; every kind starts on', async () => {
    const res = await server.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'x-trialhub-lang': 'et' },
      body: JSON.stringify({ email: 'uus.soitja@example.ee', password: 'correct-horse-1', name: 'Uus Sõitja' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await (await server.fetch('/api/me/notifications', { cookie })).json()).toEqual({
      language: 'et',
      kinds: {
        entryChanged: true,
        entryConfirmed: true,
        resultsApproved: true,
        queryAnswered: true,
        stageReminder: true,
      },
    });
  });

  it('settings refuse bad input with a 400 and change nothing', async () => {
    const cookie = await server.loginAs('rider');
    const before = await (await server.fetch('/api/me/notifications', { cookie })).json();
    const bad = await server.fetch('/api/me/notifications', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ language: 'de', kinds: {} }),
    });
    expect(bad.status).toBe(400);
    expect(await (await server.fetch('/api/me/notifications', { cookie })).json()).toEqual(before);
    expect((await server.fetch('/api/me/notifications')).status).toBe(401);
  });
});

describe('an SMTP server that is down', () => {
  it('connection refused, then the server is back: the mail arrives once', async () => {
    const port = smtp.port;
    await smtp.close();
    const res = await server.as('secretary', 'PATCH', `/api/stages/${TODAY}/participants/${rider2Id}/status`, {
      status: 'Registered',
    });
    expect(res.status).toBe(200);
    await waitFor(async () => {
      const rows = await outboxRows('entryChanged', rider2Id);
      return rows.find((r) => r.sentAt === null && r.attempts >= 2 && r.lastError === 'ESOCKET');
    });
    smtp = await startSmtp(port);
    await deliveredOnce(RIDER2, 'ir mainīts');
  });
});

it('the outbox keeps nothing pending at the end', async () => {
  await outboxDrained();
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} IS NULL`);
  expect(row!.n).toBe(0);
});
