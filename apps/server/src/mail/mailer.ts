import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMail extends OutgoingMail {
  sentAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Mails kept for the dev outbox page; null when mail really goes out (or in production). */
  readonly outbox: OutboxMail[] | null;
}

const OUTBOX_SIZE = 50;

/**
 * SMTP_URL set: real mail through nodemailer. Unset: each mail is logged and kept in a small
 * in-memory outbox (shown at /dev/outbox outside production), so `npm start` users can still
 * follow a sign-in link.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; isProduction: boolean }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox: OutboxMail[] | null = options.isProduction ? null : [];
  return {
    outbox,
    async send(mail) {
      console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      if (!outbox) return;
      outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
    },
  };
}
