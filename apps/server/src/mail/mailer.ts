import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../ops/lazy-modules.js';
import { logger } from '../ops/logger.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file sent with a mail; binary content is base64 (`encoding`), an inline image has a `cid` the HTML names. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
}

export interface OutboxMail extends OutgoingMail {
  sentAt: string;
}

/** Where this server's mails go: an SMTP server, the dev outbox (local mode), or nowhere. */
export type MailDelivery = 'smtp' | 'outbox' | 'none';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  readonly delivery: MailDelivery;
  /** Mails kept for the dev outbox page; null unless delivery is 'outbox'. */
  readonly outbox: OutboxMail[] | null;
}

const OUTBOX_SIZE = 50;

/**
 * SMTP_URL set: real mail through nodemailer. Unset: in local mode (http/local-mode.ts) each mail is
 * kept in a small in-memory outbox, shown at /dev/outbox to this machine only, so `npm start` users can
 * still follow a sign-in link; anywhere else it is dropped. Either way the log says only where the
 * mail went: the recipient is personal data, and a mail's text and subject hold sign-in links and
 * codes (decision 022).
 */
export function createMailer(options: { smtpUrl: string | null; from: string; localMode: boolean }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Made by the first mail: nodemailer is not loaded at start (ops/lazy-modules.ts).
    let transport: Promise<Transporter> | undefined;
    return {
      delivery: 'smtp',
      outbox: null,
      async send(mail) {
        transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  if (!options.localMode) {
    return {
      delivery: 'none',
      outbox: null,
      async send() {
        logger.warn('mail: NOT sent, no SMTP_URL is configured');
      },
    };
  }
  const outbox: OutboxMail[] = [];
  return {
    delivery: 'outbox',
    outbox,
    async send(mail) {
      logger.info('mail: kept in the dev outbox (/dev/outbox)');
      outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
    },
  };
}
