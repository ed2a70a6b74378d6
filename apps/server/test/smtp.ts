import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message decoded enough to read links and codes (quoted-printable soft breaks undone). */
  text: string;
}

/** A real SMTP server on a free port (or `port`: a server back up where one was) that keeps every mail it receives. */
export async function startSmtp(port = 0) {
  const mails: CapturedMail[] = [];
  /** While set, every message is refused with this temporary error (as a server in trouble answers). */
  let refusing: { count: number } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refusing.count++;
      const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeParts(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    /** Waits for the next mail to `to` that arrives after `after` mails were there. */
    async nextMailTo(to: string, after = 0): Promise<CapturedMail> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = mails.slice(after).find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} arrived`);
    },
    /** Refuse every mail with 451 from now on; returns how many were refused so far when asked. */
    refuse() {
      refusing = { count: 0 };
      return refusing;
    },
    accept() {
      refusing = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every MIME part's body, decoded from base64 or quoted-printable, joined: enough to find links and codes. */
function decodeParts(raw: string): string {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const unfolded = raw.slice(0, headerEnd < 0 ? raw.length : headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeEncodedWords(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const bodies = parts.map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return '';
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  });
  return [subject, ...bodies].join('\n');
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes a non-ASCII subject. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
