import { type FeeLine, type FeeSettingsInput, type RecordPayment, formatCents } from '@trialhub/domain';
import type { TFunction } from 'i18next';
import { api } from './api';
import { type Language, intlLocale } from './i18n';

export const feesKey = (stageId: string) => ['stage-fees', stageId];
export const quoteKey = (stageId: string, racingClass: string, team: string, birthDate = '') => [
  'fee-quote',
  stageId,
  racingClass,
  team,
  birthDate,
];
export const myPaymentKey = (stageId: string) => ['my-payment', stageId];
export const stagePaymentsKey = (stageId: string) => ['stage-payments', stageId];

export const fetchFees = (stageId: string) => api(`/api/stages/${stageId}/fees`);
export const saveFees = (stageId: string, settings: FeeSettingsInput | null) =>
  api(`/api/stages/${stageId}/fees`, { method: 'PUT', json: { settings } });
export const saveChampionshipFees = (stageId: string, settings: FeeSettingsInput | null) =>
  api(`/api/stages/${stageId}/fees/championship`, { method: 'PUT', json: { settings } });
/** birthDate (ISO, the form's) prices the one-event licence line when the rider needs one (decision 079). */
export const fetchQuote = (stageId: string, racingClass: string, team: string, birthDate = '') =>
  api(
    `/api/stages/${stageId}/fees/quote?${new URLSearchParams({
      racingClass,
      ...(team ? { team } : {}),
      ...(birthDate ? { birthDate } : {}),
    }).toString()}`,
  );
export const fetchMyPayment = (stageId: string) => api(`/api/stages/${stageId}/participants/me/payment`);
export const fetchStagePayments = (stageId: string) => api(`/api/stages/${stageId}/payments`);
export const recordPayment = (stageId: string, participantId: string, change: RecordPayment) =>
  api(`/api/stages/${stageId}/payments/${encodeURIComponent(participantId)}`, {
    method: 'PUT',
    json: change,
  });
/** The provider's hosted payment page for the rider's own entry; it brings the rider back to `returnPath`. */
export const startCheckout = (stageId: string, returnPath: string, language: Language) =>
  api(`/api/stages/${stageId}/participants/me/checkout`, {
    method: 'POST',
    json: { returnPath, language },
  });

/** "25,00 €" / "€25.00" in the page's language (decision 072). */
export const money = (cents: number) => formatCents(cents, intlLocale());

/** A fee line's label: "Entry fee (Expert)", "Late entry surcharge", … */
export const feeLineLabel = (t: TFunction, line: FeeLine, racingClass: string) =>
  t(`money.feeLine.${line.kind}`, { class: racingClass });
