import { ApiError } from '../../shared/api';

/** better-auth error codes → our translation keys (spec §8 "Authentication"). */
const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalidCredentials',
  INVALID_PASSWORD: 'auth.invalidCredentials',
  INVALID_EMAIL: 'validation.email',
  USER_NOT_FOUND: 'auth.userNotFound',
  USER_ALREADY_EXISTS: 'auth.emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.emailInUse',
  INVALID_OTP: 'auth.invalidCode',
  OTP_EXPIRED: 'auth.invalidCode',
  TOO_MANY_ATTEMPTS: 'auth.invalidCode',
  INVALID_TOKEN: 'auth.invalidLink',
  PASSWORD_TOO_SHORT: 'validation.passwordTooShort',
  PASSWORD_TOO_LONG: 'validation.tooLong',
};

/** The translation key to show for a failed sign-in call. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.generic';
  if (error.status === 429) return 'errors.tooManyRequests';
  if (error.code && byCode[error.code]) return byCode[error.code]!;
  if (error.messageKey.startsWith('auth.') || error.messageKey.startsWith('validation.')) return error.messageKey;
  if (error.status === 0) return 'errors.network';
  return 'auth.generic';
}
