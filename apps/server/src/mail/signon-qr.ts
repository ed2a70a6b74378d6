import { loadQrCode } from '../ops/lazy-modules.js';
import type { MailAttachment } from './mailer.js';
import { SIGN_ON_QR_CID } from './notification-templates.js';

/**
 * The sign-on code as a PNG QR code for a mail (decision 081): inline (the HTML shows it by its content
 * id) and a file a mail client without images still offers. Margin and size as a phone screen shows it.
 */
export async function signOnQrAttachment(code: string): Promise<MailAttachment> {
  const qr = await loadQrCode();
  const png = await qr.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 400 });
  return {
    filename: 'sign-on-code.png',
    contentType: 'image/png',
    content: png.toString('base64'),
    encoding: 'base64',
    cid: SIGN_ON_QR_CID,
  };
}
