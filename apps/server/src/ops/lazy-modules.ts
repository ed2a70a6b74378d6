import type * as IcalTimezones from '@touch4it/ical-timezones';
import type * as IcalGenerator from 'ical-generator';
import type Nodemailer from 'nodemailer';
import type QrCode from 'qrcode';
import type Sharp from 'sharp';
import type * as Sitemap from 'sitemap';

/**
 * Image work (sharp and its native libvips) is needed by an upload, a preview card or the demo seed, not
 * by a server that just started: loading it on first use keeps it out of the start time and the idle
 * memory (issue #20: sharp took ~0.5 s and ~17 MiB at import).
 */
let sharp: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharp ??= import('sharp').then((m) => m.default);
  return sharp;
}

/** Mail through SMTP (nodemailer, ~40 modules) is loaded by the first mail sent, not at start. */
let nodemailer: Promise<typeof Nodemailer> | undefined;
export function loadNodemailer(): Promise<typeof Nodemailer> {
  nodemailer ??= import('nodemailer').then((m) => m.default);
  return nodemailer;
}

/** The sitemap writer, loaded by the first /sitemap.xml. */
let sitemap: Promise<typeof Sitemap> | undefined;
export function loadSitemap(): Promise<typeof Sitemap> {
  sitemap ??= import('sitemap');
  return sitemap;
}

/** The iCalendar writer and its time zones, loaded by the first calendar feed, not at start (issue #36). */
let icalModules:
  | Promise<{
      ical: typeof IcalGenerator.default;
      ICalCalendarMethod: typeof IcalGenerator.ICalCalendarMethod;
      getVtimezoneComponent: typeof IcalTimezones.getVtimezoneComponent;
    }>
  | undefined;
export function loadIcal() {
  icalModules ??= Promise.all([import('ical-generator'), import('@touch4it/ical-timezones')]).then(
    ([generator, timezones]) => ({
      ical: generator.default,
      ICalCalendarMethod: generator.ICalCalendarMethod,
      getVtimezoneComponent: timezones.getVtimezoneComponent,
    }),
  );
  return icalModules;
}

/** The QR code writer (a confirmation mail's sign-on code), loaded by the first confirmation. */
let qrcode: Promise<typeof QrCode> | undefined;
export function loadQrCode(): Promise<typeof QrCode> {
  qrcode ??= import('qrcode').then((m) => m.default);
  return qrcode;
}
