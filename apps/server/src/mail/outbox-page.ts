import type { OutboxMail } from './mailer.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * /dev/outbox: the mails this server would have sent, newest first. Only without SMTP_URL and
 * outside production, so someone trying `npm start` can follow a sign-in link or read a code.
 */
export function renderOutbox(outbox: OutboxMail[]): string {
  const items = outbox
    .map((mail) => {
      const text = escape(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
      return `<article><header><strong>${escape(mail.subject)}</strong><span>to ${escape(mail.to)} · ${escape(
        new Date(mail.sentAt).toLocaleString('en-GB'),
      )}</span></header><pre>${text}</pre></article>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="10"><title>TrialHub dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#222}
h1{color:#1f3d2b}article{border:1px solid #ddd;border-radius:10px;padding:14px;margin:12px 0}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin-bottom:8px}header span{color:#777;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font:15px/1.5 system-ui,sans-serif;margin:0}</style></head>
<body><h1>Dev outbox</h1><p>No SMTP server is configured (<code>SMTP_URL</code>), so TrialHub keeps the last 50 mails here
instead of sending them. This page does not exist in production. It refreshes every 10 seconds.</p>
${items || '<p><em>No mail yet.</em></p>'}</body></html>`;
}
