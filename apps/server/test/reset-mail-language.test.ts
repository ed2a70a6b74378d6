import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { startSmtp } from './smtp.js';

/**
 * Issue 41 point 9: password-reset mails were always English (the sign-in link and the code followed
 * the language). Now the user's stored mail language decides, then the asking page's. Read as the
 * real SMTP server received them.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function requestReset(email: string, lang: string) {
  const before = smtp.mails.length;
  const res = await server.fetch('/api/account/request-password-reset', {
    method: 'POST',
    headers: { 'x-trialhub-lang': lang, 'accept-language': `${lang},en;q=0.5` },
    body: JSON.stringify({ email }),
  });
  expect(res.status, await res.clone().text()).toBe(204);
  return smtp.nextMailTo(email, before);
}

describe('a password-reset mail', () => {
  it("is in the user's chosen mail language, whatever the asking page's", async () => {
    const cookie = await server.loginAs('rider');
    const chosen = await server.fetch('/api/me/notifications', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({
        language: 'et',
        kinds: {
          entryChanged: true,
          entryConfirmed: true,
          resultsApproved: true,
          queryAnswered: true,
          stageReminder: true,
        },
      }),
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    const mail = await requestReset('rider@trialhub.demo', 'lv');
    expect(mail.text).toContain('Lähtestage oma TrialHubi parool');
    expect(mail.text).not.toContain('Reset your TrialHub password');
    expect(mail.text).not.toContain('Atjaunojiet TrialHub paroli');
    expect(mail.text).toMatch(/<html lang="et"/);
    // The subject, as the SMTP server received it (RFC 2047) and decoded.
    expect(mail.text.split('\n')[0]).toBe('Lähtestage oma TrialHubi parool');
  });

  it("is in the asking page's language when the user has chosen none", async () => {
    await server.database.db.update(users).set({ language: null }).where(eq(users.email, 'rider2@trialhub.demo'));
    const latvian = await requestReset('rider2@trialhub.demo', 'lv');
    expect(latvian.text).toContain('Atjaunojiet TrialHub paroli');
    expect(latvian.text).toMatch(/<html lang="lv"/);
    const english = await requestReset('rider2@trialhub.demo', 'en');
    expect(english.text).toContain('Reset your TrialHub password');
  });
});
