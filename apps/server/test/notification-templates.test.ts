import { JSDOM } from 'jsdom';
import { informalEstonian, mailKinds } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { type NotificationContent, notificationMail } from '../src/mail/notification-templates.js';
import { codeMail, magicLinkMail, resetPasswordMail } from '../src/mail/templates.js';

const links = {
  unsubscribePage: 'https://trialhub.test/unsubscribe/t?lng=en',
  oneClick: 'https://trialhub.test/api/mail/unsubscribe/t',
  profile: 'https://trialhub.test/profile',
};
const nasty = 'A <b>"&\' Ā';
const contents: Record<(typeof mailKinds)[number], NotificationContent> = {
  entryChanged: {
    kind: 'entryChanged',
    stage: nasty,
    championship: nasty,
    stageUrl: 'https://trialhub.test/s?a=1&b=2',
    racingClass: nasty,
    racingNumber: 7,
    status: 'Registered',
  },
  entryConfirmed: {
    kind: 'entryConfirmed',
    stage: nasty,
    championship: nasty,
    stageUrl: 'https://trialhub.test/s',
    racingClass: 'Expert',
    racingNumber: null,
    status: 'Confirmed',
  },
  resultsApproved: {
    kind: 'resultsApproved',
    stage: nasty,
    championship: nasty,
    resultsUrl: 'https://trialhub.test/r',
    pdfUrl: 'https://trialhub.test/api/stages/x/results.pdf?lang=en',
    racingClass: 'Expert',
    position: null,
    total: null,
    points: null,
    status: 'DNF',
  },
  queryAnswered: {
    kind: 'queryAnswered',
    stage: nasty,
    resultsUrl: 'https://trialhub.test/r',
    section: 3,
    lap: 2,
    outcome: 'corrected',
    answer: nasty,
  },
  stageReminder: {
    kind: 'stageReminder',
    stage: nasty,
    championship: nasty,
    stageUrl: 'https://trialhub.test/s',
    start: '2026-12-01T08:00:00.000Z',
    zone: 'Europe/Tallinn',
    location: nasty,
  },
};

describe('notification mails', () => {
  it.each([
    ['en', 'The clerk answered', /judge/i],
    ['lv', 'Sekretārs atbildēja uz jūsu jautājumu', /Tiesnes/],
    ['et', 'Sekretär vastas teie küsimusele', /Kohtunik/],
  ] as const)(
    'the answer to a query in %s names the secretary who answered, not the judge (issue #37)',
    (lang, says, never) => {
      const mail = notificationMail('rider@example.com', lang, contents.queryAnswered, links);
      expect(mail.text).toContain(says);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(never);
      if (lang === 'et') expect(mail.subject).toMatch(/^Teie /); // the formal register
    },
  );

  it.each(mailKinds.flatMap((kind) => (['en', 'lv', 'et'] as const).map((lang) => [kind, lang] as const)))(
    '%s in %s: every placeholder filled, values escaped in HTML, unsubscribe headers set',
    (kind, lang) => {
      const mail = notificationMail('rider@example.com', lang, contents[kind], links);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain(nasty);
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('A &lt;b&gt;&quot;&amp;');
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain(links.unsubscribePage);
      expect(mail.headers).toEqual({
        'Content-Language': lang,
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );
});

describe('the mail as a mail client shows it (issue #41)', () => {
  it.each([
    ['en', /1 December 2026(,| at) 10:00/],
    ['lv', /2026\. gada 1\. decembris(,| plkst\.)? 10:00/],
    ['et', /1\. detsember 2026,? (kell )?10:00/],
  ] as const)("the reminder in %s writes the start in the language's long date, on the venue's clock", (lang, date) => {
    const mail = notificationMail('rider@example.com', lang, contents.stageReminder, links);
    expect(mail.text).toMatch(date);
    expect(mail.text).not.toContain('2026-12-01');
  });

  it.each(['en', 'lv', 'et'] as const)(
    'every mail in %s has a head with its charset and its subject as title',
    (lang) => {
      const url = 'https://trialhub.test/auth/x';
      for (const mail of [
        notificationMail('r@example.com', lang, contents.entryChanged, links),
        magicLinkMail('r@example.com', lang, url),
        resetPasswordMail('r@example.com', lang, url),
        codeMail('r@example.com', lang, '123456'),
      ]) {
        const document = new JSDOM(mail.html).window.document;
        expect(document.querySelector('head meta[charset]')?.getAttribute('charset')).toBe('utf-8');
        expect(document.title).toBe(mail.subject);
        expect(document.documentElement.lang).toBe(lang);
        expect(mail.headers?.['Content-Language']).toBe(lang);
      }
    },
  );
});

// Estonian mails address the reader in the formal plural ("teie"), as the web app does (issue #37
// point 18); every Estonian mail is rendered whole, so a new or changed text is checked too.
describe('Estonian mails', () => {
  const url = 'https://trialhub.test/auth/x';
  const mails = {
    ...Object.fromEntries(
      mailKinds.map((kind) => [kind, notificationMail('r@example.com', 'et', contents[kind], links)]),
    ),
    magicLink: magicLinkMail('r@example.com', 'et', url),
    resetPassword: resetPasswordMail('r@example.com', 'et', url),
    code: codeMail('r@example.com', 'et', '123456'),
  };
  it.each(Object.entries(mails))('%s uses the formal plural, never "sina"', (_, mail) => {
    expect({ subject: informalEstonian(mail.subject), text: informalEstonian(mail.text) }).toEqual({
      subject: [],
      text: [],
    });
  });
});
