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
    start: '2026-12-01 10:00',
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
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
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
