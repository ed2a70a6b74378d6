import type { OutgoingMail } from './mailer.js';

export type MailLanguage = 'en' | 'lv' | 'et';

const texts = {
  magicLink: {
    en: {
      subject: 'Your TrialHub sign-in link',
      intro: 'Tap the button to sign in to TrialHub. The link works once and expires in 15 minutes.',
      button: 'Sign in',
    },
    lv: {
      subject: 'Jūsu TrialHub pieslēgšanās saite',
      intro: 'Nospiediet pogu, lai pieslēgtos TrialHub. Saite darbojas vienu reizi un ir derīga 15 minūtes.',
      button: 'Pieslēgties',
    },
    et: {
      subject: 'Teie TrialHubi sisselogimislink',
      intro: 'Vajutage nuppu, et TrialHubi sisse logida. Link töötab ühe korra ja kehtib 15 minutit.',
      button: 'Logi sisse',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your TrialHub password',
      intro:
        'Someone asked to reset the password of this account. If it was you, set a new one here. The link expires in 15 minutes.',
      button: 'Set a new password',
    },
    lv: {
      subject: 'Atjaunojiet TrialHub paroli',
      intro:
        'Tika pieprasīta šī konta paroles atjaunošana. Ja tas bijāt jūs, iestatiet jaunu paroli šeit. Saite ir derīga 15 minūtes.',
      button: 'Iestatīt jaunu paroli',
    },
    et: {
      subject: 'Lähtestage oma TrialHubi parool',
      intro:
        'Selle konto parooli lähtestamist küsiti. Kui see olite teie, määrake uus parool siin. Link kehtib 15 minutit.',
      button: 'Määra uus parool',
    },
  },
  code: {
    en: {
      subject: 'Your TrialHub code: {code}',
      intro: 'Enter this code in TrialHub to sign in. It works once and expires in 10 minutes.',
    },
    lv: {
      subject: 'Jūsu TrialHub kods: {code}',
      intro: 'Ievadiet šo kodu TrialHub, lai pieslēgtos. Tas darbojas vienu reizi un ir derīgs 10 minūtes.',
    },
    et: {
      subject: 'Teie TrialHubi kood: {code}',
      intro: 'Sisestage see kood TrialHubis sisselogimiseks. See töötab ühe korra ja kehtib 10 minutit.',
    },
  },
  footer: {
    en: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    lv: 'Ja jūs to nepieprasījāt, ignorējiet šo e-pastu: nekas netiks mainīts.',
    et: 'Kui te seda ei küsinud, jätke see kiri tähelepanuta: midagi ei muutu.',
  },
} as const;

/** The mail language: our own header from the web app, else the browser's Accept-Language. */
/** A user's stored mail language (users.language), or null when they have none (English until they choose). */
export function storedMailLanguage(value: string | null | undefined): MailLanguage | null {
  return value === 'en' || value === 'lv' || value === 'et' ? value : null;
}

export function mailLanguage(headers: Headers | undefined): MailLanguage {
  const candidates = [headers?.get('x-trialhub-lang'), ...(headers?.get('accept-language')?.split(',') ?? [])];
  for (const candidate of candidates) {
    const code = candidate?.trim().slice(0, 2).toLowerCase();
    if (code === 'lv' || code === 'et' || code === 'en') return code;
  }
  return 'en';
}

export const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The mail frame: title, intro, an action (button or code) and a footer (HTML, already escaped). Its
 * head names the charset and the mail's subject as title (issue #41), as mail clients' viewers expect.
 */
export function layout(
  lang: MailLanguage,
  intro: string,
  action: string,
  footerHtml = escape(texts.footer[lang]),
  title = 'TrialHub',
): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body style="margin:0;background:#f4f6f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:800;color:#1f3d2b;padding-bottom:16px">TrialHub</td></tr>
<tr><td style="font-size:16px;line-height:1.5;color:#222;padding-bottom:24px">${escape(intro).replace(/\n/g, '<br>')}</td></tr>
<tr><td style="padding-bottom:24px">${action}</td></tr>
<tr><td style="font-size:13px;color:#777">${footerHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

export function button(url: string, label: string): string {
  return `<a href="${escape(url)}" style="display:inline-block;background:#2e6f3f;color:#fff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px">${escape(label)}</a>`;
}

export function magicLinkMail(to: string, lang: MailLanguage, url: string): OutgoingMail {
  const t = texts.magicLink[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${url}\n\n${texts.footer[lang]}`,
    html: layout(lang, t.intro, button(url, t.button), undefined, t.subject),
    headers: { 'Content-Language': lang },
  };
}

export function resetPasswordMail(to: string, lang: MailLanguage, url: string): OutgoingMail {
  const t = texts.resetPassword[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${url}\n\n${texts.footer[lang]}`,
    html: layout(lang, t.intro, button(url, t.button), undefined, t.subject),
    headers: { 'Content-Language': lang },
  };
}

export function codeMail(to: string, lang: MailLanguage, code: string): OutgoingMail {
  const t = texts.code[lang];
  const codeBlock = `<div style="font-size:32px;font-weight:800;letter-spacing:8px;color:#1f3d2b">${escape(code)}</div>`;
  return {
    to,
    subject: t.subject.replace('{code}', code),
    text: `${t.intro}\n\n${code}\n\n${texts.footer[lang]}`,
    html: layout(lang, t.intro, codeBlock, undefined, t.subject.replace('{code}', code)),
    headers: { 'Content-Language': lang },
  };
}
