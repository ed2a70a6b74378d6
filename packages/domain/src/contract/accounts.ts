import { z } from 'zod';
import { INVISIBLE_CHARACTERS_MESSAGE, hasInvisibleCharacter } from '../text/control-characters.js';
import { LOOSE_EMAIL, PASSWORD_MIN } from './account-rules.js';
import type { ResultStatus } from '../scoring/result.js';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(LOOSE_EMAIL, 'validation.email')
  .max(254, 'validation.email');
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'validation.passwordTooShort')
  .max(128, 'validation.tooLong');
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.displayNameRequired')
  .max(100, 'validation.tooLong')
  // Shown as a rider's name (pages, documents, preview images) and as a judge's beside observers' in
  // section histories (issue #35): no control, invisible or blank-looking characters.
  .refine((name) => !hasInvisibleCharacter(name), INVISIBLE_CHARACTERS_MESSAGE);

export const profileUpdateSchema = z.object({ displayName: displayNameSchema, isJudge: z.boolean() }).strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export interface Profile {
  email: string;
  displayName: string;
  isJudge: boolean;
  roles: ('admin' | 'secretary')[];
  /** Whether the account can sign in with a password (else it may set one). */
  hasPassword: boolean;
  /** The rider's last registration details, to prefill the next join form (spec §3). */
  participationData: Record<string, unknown> | null;
}

export const setPasswordSchema = z.object({ newPassword: passwordSchema }).strict();
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export const magicLinkFinishSchema = z.object({ token: z.string().min(10).max(200), email: emailSchema }).strict();

export const roleSchema = z.enum(['admin', 'secretary']);
export const roleChangeSchema = z.object({ email: emailSchema, role: roleSchema, grant: z.boolean() }).strict();

/** One line of My results: a stage the user entered, with the result when there is one. */
export interface MyResult {
  stageId: string;
  stageTitle: string;
  championshipName: string;
  /** /competitions/{institution}/{championship}/{stage} */
  stagePath: string;
  competitionStartDate: string;
  timeZone: string;
  competitionType: 'classic' | 'openFree';
  racingClass: string;
  racingNumber: number | null;
  registrationStatus: 'Registered' | 'Confirmed';
  hasResult: boolean;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  position: number | null;
  positionPoints: number | null;
  /** Whether positions are final (resultsStatus set). */
  isApproved: boolean;
  classSize: number;
}

/** The mails a rider gets about their entries and results (issue #18), each one unsubscribable. */
export const mailKinds = [
  'entryChanged',
  'entryConfirmed',
  'resultsApproved',
  'queryAnswered',
  'stageReminder',
] as const;
export type MailKind = (typeof mailKinds)[number];
export const mailLanguages = ['en', 'lv', 'et'] as const;
export type MailLanguageCode = (typeof mailLanguages)[number];

/** GET/PUT /api/me/notifications: the mail language and which kinds are on. */
export const notificationSettingsSchema = z
  .object({
    language: z.enum(mailLanguages),
    kinds: z
      .object({
        entryChanged: z.boolean(),
        entryConfirmed: z.boolean(),
        resultsApproved: z.boolean(),
        queryAnswered: z.boolean(),
        stageReminder: z.boolean(),
      })
      .strict(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /api/mail/unsubscribe/{token}: what the signed link stops, and whether it is still on. */
export interface UnsubscribeInfo {
  kind: MailKind;
  subscribed: boolean;
}
