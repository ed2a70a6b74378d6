import type { MailKind } from '@trialhub/domain';
import type { OutgoingMail } from './mailer.js';
import { type MailLanguage, button, escape, layout } from './templates.js';

type Vars = Record<string, string | number>;

const fill = (template: string, vars: Vars) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

const texts = {
  entryChanged: {
    en: {
      subject: 'Your entry for {stage} was changed',
      intro: 'The secretary changed your entry for {stage} ({championship}).',
      button: 'Open the stage',
    },
    lv: {
      subject: 'Jūsu pieteikums sacensībām {stage} ir mainīts',
      intro: 'Sekretārs mainīja jūsu pieteikumu sacensībām {stage} ({championship}).',
      button: 'Atvērt posmu',
    },
    et: {
      subject: 'Teie registreerimist võistlusele {stage} muudeti',
      intro: 'Sekretär muutis teie registreerimist võistlusele {stage} ({championship}).',
      button: 'Ava etapp',
    },
  },
  entryConfirmed: {
    en: {
      subject: 'Your entry for {stage} is confirmed',
      intro: 'Your entry for {stage} ({championship}) is confirmed.',
      signOn: 'At the venue, show your sign-on code at the sign-on desk: open the stage and tap “Sign-on code”.',
      qr: 'Your sign-on code (show it at the desk):',
      button: 'Open the stage',
    },
    lv: {
      subject: 'Jūsu pieteikums sacensībām {stage} ir apstiprināts',
      intro: 'Jūsu pieteikums sacensībām {stage} ({championship}) ir apstiprināts.',
      signOn:
        'Sacensību vietā uzrādiet reģistrācijā savu reģistrācijas kodu: atveriet posmu un nospiediet „Reģistrācijas kods”.',
      qr: 'Jūsu reģistrācijas kods (uzrādiet to reģistrācijā):',
      button: 'Atvērt posmu',
    },
    et: {
      subject: 'Teie registreerimine võistlusele {stage} on kinnitatud',
      intro: 'Teie registreerimine võistlusele {stage} ({championship}) on kinnitatud.',
      signOn:
        'Näidake võistluspaigas registreerimislauas oma registreerimiskoodi: avage etapp ja vajutage „Registreerimiskood”.',
      qr: 'Registreerimiskood (näidake seda registreerimislauas):',
      button: 'Ava etapp',
    },
  },
  resultsApproved: {
    en: {
      subject: 'Results of {stage} are approved',
      intro: 'The results of {stage} ({championship}) are approved.',
      placed: 'Your place in {class}: {position}. Score: {total}. Championship points: {points}.',
      unplaced: 'Your result in {class}: {status}.',
      button: 'See the results',
      pdf: 'Results PDF',
    },
    lv: {
      subject: 'Sacensību {stage} rezultāti ir apstiprināti',
      intro: 'Sacensību {stage} ({championship}) rezultāti ir apstiprināti.',
      placed: 'Jūsu vieta klasē {class}: {position}. Soda punkti: {total}. Čempionāta punkti: {points}.',
      unplaced: 'Jūsu rezultāts klasē {class}: {status}.',
      button: 'Skatīt rezultātus',
      pdf: 'Rezultāti PDF',
    },
    et: {
      subject: 'Võistluse {stage} tulemused on kinnitatud',
      intro: 'Võistluse {stage} ({championship}) tulemused on kinnitatud.',
      placed: 'Teie koht klassis {class}: {position}. Karistuspunktid: {total}. Meistrivõistluste punktid: {points}.',
      unplaced: 'Teie tulemus klassis {class}: {status}.',
      button: 'Vaata tulemusi',
      pdf: 'Tulemused PDF',
    },
  },
  queryAnswered: {
    en: {
      subject: 'Your query about section {section}, lap {lap} is answered',
      intro: 'The clerk answered your query about section {section}, lap {lap} of {stage}.',
      stands: 'The score stands.',
      corrected: 'The score was corrected.',
      answer: 'Answer: {answer}',
      button: 'See the results',
    },
    lv: {
      subject: 'Jūsu jautājums par sekciju {section}, apli {lap} ir atbildēts',
      // The secretary (the clerk) answers queries, not the judge (issue #37).
      intro: 'Sekretārs atbildēja uz jūsu jautājumu par sacensību {stage} sekciju {section}, apli {lap}.',
      stands: 'Vērtējums paliek spēkā.',
      corrected: 'Vērtējums tika labots.',
      answer: 'Atbilde: {answer}',
      button: 'Skatīt rezultātus',
    },
    et: {
      subject: 'Teie küsimusele sektsiooni {section}, ringi {lap} kohta vastati',
      intro: 'Sekretär vastas teie küsimusele võistluse {stage} sektsiooni {section}, ringi {lap} kohta.',
      stands: 'Tulemus jääb kehtima.',
      corrected: 'Tulemust parandati.',
      answer: 'Vastus: {answer}',
      button: 'Vaata tulemusi',
    },
  },
  stageReminder: {
    en: {
      subject: 'Tomorrow: {stage}',
      intro: '{stage} ({championship}) starts tomorrow, {start} (venue time, {zone}).',
      place: 'Place: {location}',
      calendar: 'The event is attached for your calendar.',
      button: 'Open the stage',
    },
    lv: {
      subject: 'Rīt: {stage}',
      intro: '{stage} ({championship}) sākas rīt, {start} (vietējais laiks, {zone}).',
      place: 'Vieta: {location}',
      calendar: 'Pielikumā ir notikums jūsu kalendāram.',
      button: 'Atvērt posmu',
    },
    et: {
      subject: 'Homme: {stage}',
      intro: '{stage} ({championship}) algab homme, {start} (kohalik aeg, {zone}).',
      place: 'Koht: {location}',
      calendar: 'Sündmus on kalendri jaoks manuses.',
      button: 'Ava etapp',
    },
  },
  entryDetails: {
    en: 'Class: {class}. Number: {number}. Status: {status}.',
    lv: 'Klase: {class}. Numurs: {number}. Statuss: {status}.',
    et: 'Klass: {class}. Number: {number}. Olek: {status}.',
  },
  entryStatus: {
    en: { Registered: 'registered', Confirmed: 'confirmed' },
    lv: { Registered: 'reģistrēts', Confirmed: 'apstiprināts' },
    et: { Registered: 'registreeritud', Confirmed: 'kinnitatud' },
  },
  footer: {
    en: 'You get this mail because you entered a competition on TrialHub.',
    lv: 'Jūs saņemat šo e-pastu, jo pieteicāties sacensībām TrialHub.',
    et: 'Saate selle kirja, sest registreerusite TrialHubis võistlusele.',
  },
  unsubscribe: {
    en: 'Stop mails of this kind',
    lv: 'Pārtraukt šāda veida e-pastus',
    et: 'Lõpeta seda liiki kirjad',
  },
  profile: {
    en: 'All your choices are on your profile',
    lv: 'Visas izvēles ir jūsu profilā',
    et: 'Kõik valikud on teie profiilis',
  },
} as const;

/** The content id of a confirmation's inline sign-on QR image. */
export const SIGN_ON_QR_CID = 'signon-code@trialhub';

export interface MailLinks {
  /** The SPA page that confirms an unsubscribe. */
  unsubscribePage: string;
  /** RFC 8058 one-click address (POST). */
  oneClick: string;
  profile: string;
}

export type NotificationContent =
  | {
      kind: 'entryChanged' | 'entryConfirmed';
      stage: string;
      championship: string;
      stageUrl: string;
      racingClass: string;
      racingNumber: number | null;
      status: 'Registered' | 'Confirmed';
      /** The entry's sign-on code (a confirmation's QR image, attached as `cid:signon-code`, carries it). */
      signOnCode?: string;
    }
  | {
      kind: 'resultsApproved';
      stage: string;
      championship: string;
      resultsUrl: string;
      pdfUrl: string;
      racingClass: string;
      position: number | null;
      total: number | null;
      points: number | null;
      status: string | null;
    }
  | {
      kind: 'queryAnswered';
      stage: string;
      resultsUrl: string;
      section: number;
      lap: number;
      outcome: 'stands' | 'corrected';
      answer: string;
    }
  | {
      kind: 'stageReminder';
      stage: string;
      championship: string;
      stageUrl: string;
      /** The start instant (ISO); written on the venue's clock in the rider's language. */
      start: string;
      zone: string;
      location: string | null;
    };

/** "14 June 2026, 10:00" / "2026. gada 14. jūnijs 10:00" / "14. juuni 2026 10:00": the pages' long date style. */
function venueDateTime(iso: string, lang: MailLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** Lines of text (the intro and details) and the main link of a notification. */
function body(
  lang: MailLanguage,
  c: NotificationContent,
): { subject: string; lines: string[]; link: [string, string] } {
  switch (c.kind) {
    case 'entryChanged':
    case 'entryConfirmed': {
      const t = texts[c.kind][lang];
      const vars = {
        stage: c.stage,
        championship: c.championship,
        class: c.racingClass,
        number: c.racingNumber ?? '—',
        status: texts.entryStatus[lang][c.status],
      };
      return {
        subject: fill(t.subject, vars),
        // The confirmation says how to sign on at the venue (decision 081).
        lines: [fill(t.intro, vars), fill(texts.entryDetails[lang], vars), ...('signOn' in t ? [t.signOn] : [])],
        link: [c.stageUrl, t.button],
      };
    }
    case 'resultsApproved': {
      const t = texts.resultsApproved[lang];
      const vars = {
        stage: c.stage,
        championship: c.championship,
        class: c.racingClass,
        position: c.position ?? '—',
        total: c.total ?? '—',
        points: c.points ?? 0,
        status: c.status ?? '—',
      };
      return {
        subject: fill(t.subject, vars),
        lines: [fill(t.intro, vars), fill(c.position !== null ? t.placed : t.unplaced, vars)],
        link: [c.resultsUrl, t.button],
      };
    }
    case 'queryAnswered': {
      const t = texts.queryAnswered[lang];
      const vars = { stage: c.stage, section: c.section, lap: c.lap, answer: c.answer };
      return {
        subject: fill(t.subject, vars),
        lines: [fill(t.intro, vars), t[c.outcome], fill(t.answer, vars)],
        link: [c.resultsUrl, t.button],
      };
    }
    case 'stageReminder': {
      const t = texts.stageReminder[lang];
      const vars = {
        stage: c.stage,
        championship: c.championship,
        start: venueDateTime(c.start, lang, c.zone),
        zone: c.zone,
        location: c.location ?? '',
      };
      return {
        subject: fill(t.subject, vars),
        lines: [fill(t.intro, vars), ...(c.location ? [fill(t.place, vars)] : []), t.calendar],
        link: [c.stageUrl, t.button],
      };
    }
  }
}

/** A notification in the rider's language: plain text and simple HTML (every value escaped), unsubscribe headers. */
export function notificationMail(
  to: string,
  lang: MailLanguage,
  content: NotificationContent,
  links: MailLinks,
): OutgoingMail & { kind: MailKind } {
  const { subject, lines, link } = body(lang, content);
  const extra: [string, string] | null =
    content.kind === 'resultsApproved' ? [content.pdfUrl, texts.resultsApproved[lang].pdf] : null;
  const footer = `${texts.footer[lang]}\n${texts.unsubscribe[lang]}: ${links.unsubscribePage}\n${texts.profile[lang]}: ${links.profile}`;
  const anchor = (url: string, label: string) => `<a href="${escape(url)}" style="color:#2e6f3f">${escape(label)}</a>`;
  // A confirmation carries the sign-on QR code itself, so the rider can show the mail at the desk.
  const qr =
    content.kind === 'entryConfirmed' && content.signOnCode
      ? {
          text: ['', texts.entryConfirmed[lang].qr, content.signOnCode],
          html: `<p style="margin:0 0 8px">${escape(texts.entryConfirmed[lang].qr)}</p><img src="cid:${SIGN_ON_QR_CID}" alt="${escape(content.signOnCode)}" width="200" height="200" style="display:block;margin:0 0 24px">`,
        }
      : null;
  const action =
    (qr?.html ?? '') +
    button(link[0], link[1]) +
    (extra ? `<p style="margin:16px 0 0">${anchor(extra[0], extra[1])}</p>` : '');
  const footerHtml = `${escape(texts.footer[lang])}<br>${anchor(links.unsubscribePage, texts.unsubscribe[lang])} · ${anchor(
    links.profile,
    texts.profile[lang],
  )}`;
  return {
    kind: content.kind,
    to,
    subject,
    text: [
      ...lines,
      ...(qr?.text ?? []),
      '',
      `${link[1]}: ${link[0]}`,
      ...(extra ? [`${extra[1]}: ${extra[0]}`] : []),
      '',
      footer,
    ].join('\n'),
    html: layout(lang, lines.join('\n'), action, footerHtml, subject),
    headers: {
      'Content-Language': lang,
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
