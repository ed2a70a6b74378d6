import type { OptionsFilter } from '@mantine/core';
import { foldText, formatBirthDate } from '@trialhub/domain';

/** What the participant form (registration.tsx) holds and asks, apart from how it looks. */

/** Pending / success / error toasts per form (spec §8). */
export const toastTexts: Record<
  FormMode,
  (t: (key: string) => string) => { pending: string; success: string; error: string }
> = {
  join: (t) => ({
    pending: t('participants.toast.joining'),
    success: t('participants.toast.joined'),
    error: t('participants.toast.joinError'),
  }),
  add: (t) => ({
    pending: t('participants.toast.adding'),
    success: t('participants.toast.added'),
    error: t('participants.toast.addError'),
  }),
  edit: (t) => ({
    pending: t('participants.toast.saving'),
    success: t('participants.toast.saved'),
    error: t('participants.toast.saveError'),
  }),
};

export interface Draft {
  name: string;
  racingNumber: number | null;
  racingClass: string;
  birthDate: string;
  bike: string;
  license: string;
  clubId: string;
  gender: 'male' | 'female' | null;
  team: string;
  /** The rider record's contact e-mail (secretaries only, issue #38). */
  email: string;
}

export type FormMode = 'join' | 'add' | 'edit';

/** Club search ignores Latvian diacritics and case (spec §5). */
export const clubFilter: OptionsFilter = ({ options, search }) =>
  options.filter((o) => 'label' in o && foldText(o.label).includes(foldText(search)));

/** The server's questions: the secretary (or rider, for a name) may go on after confirming. */
export const questionFlag = {
  'participant.nameTakenConfirm': 'duplicateName',
  'participant.classAgeConfirm': 'classAge',
} as const;
export type Question = keyof typeof questionFlag;
export type Confirmed = Record<(typeof questionFlag)[Question], boolean>;
export const noConfirmations: Confirmed = { duplicateName: false, classAge: false };
export const isQuestion = (key: string): key is Question => key in questionFlag;

/** The form as it opens: a rider's last registration, a secretary's participant, or empty. */
export function initialDraft(initial: Record<string, unknown>, mode: FormMode, accountName?: string): Draft {
  const saved = initial as Partial<Record<keyof Draft, unknown>>;
  return {
    name: String(saved.name ?? (mode === 'join' ? accountName : '') ?? ''),
    racingNumber: typeof saved.racingNumber === 'number' ? saved.racingNumber : null,
    racingClass: String(saved.racingClass ?? ''),
    birthDate: typeof saved.birthDate === 'string' ? formatBirthDate(saved.birthDate) : '',
    bike: String(saved.bike ?? ''),
    license: String(saved.license ?? ''),
    clubId: String(saved.clubId ?? ''),
    gender: saved.gender === 'male' || saved.gender === 'female' ? saved.gender : null,
    team: String(saved.team ?? ''),
    email: mode === 'join' ? '' : String(saved.email ?? ''),
  };
}
