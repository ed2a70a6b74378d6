import { Alert, Checkbox, Text } from '@mantine/core';
import { type LicenceCheck, ageOn, formatCents, oneEventLicenceCents } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { formatCalendarDate } from '../../shared/dates';

/**
 * The check for the signed-in rider (join), the rider a secretary picked, or (secretary, nobody picked)
 * a new rider, who holds no licence.
 */
export function useLicenceCheck(
  stageId: string,
  mode: 'join' | 'add' | 'edit',
  riderId: string | null,
  racingClass: string,
) {
  const params = new URLSearchParams();
  if (riderId) params.set('riderId', riderId);
  else if (mode === 'add') params.set('new', '1');
  if (racingClass) params.set('racingClass', racingClass);
  return useQuery({
    queryKey: ['licence-check', stageId, mode, riderId, racingClass],
    queryFn: () => api(`/api/stages/${stageId}/licence-check?${params}`),
    enabled: mode !== 'edit',
  });
}

/**
 * What the form says about licences: the kinds the stage requires on its date and what this rider lacks
 * (none, expired, wrong kind), and the one-event licence the rider may buy with the entry, priced for
 * their age on the stage's date.
 */
export function EntryLicence({
  check,
  birthDate,
  competitionStart,
  buy,
  onBuy,
}: {
  check: LicenceCheck | undefined;
  /** ISO birth date when the form has a valid one (the price's age band). */
  birthDate: string | null;
  competitionStart: string;
  buy: boolean;
  onBuy: (buy: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!check || check.rules.requiredLicenceKinds.length === 0) return null;
  const kinds = check.rules.requiredLicenceKinds.map((k) => t(`licences.kind.${k}`)).join(', ');
  const date = formatCalendarDate(check.day);
  const { problem } = check;
  const sale = check.rules.oneEventLicence;
  const price = sale && birthDate ? oneEventLicenceCents(sale, ageOn(birthDate, new Date(competitionStart))) : null;
  const ok = !problem || buy;
  return (
    <Alert color={ok ? 'teal' : 'red'} data-testid="entry-licence" role="status">
      <Text size="sm">{t('licences.required', { kinds, date })}</Text>
      {problem && (
        <Text size="sm" fw={500} mt={4}>
          {t(`licences.missing.${problem.reason}`)}{' '}
          {problem.reason === 'expired' &&
            t('licences.validRange', {
              from: formatCalendarDate(problem.validFrom),
              to: formatCalendarDate(problem.validTo),
            })}
          {problem.reason === 'wrongKind' && t('licences.holds', { kind: t(`licences.kind.${problem.has}`) })}
        </Text>
      )}
      {problem && sale && (
        <Checkbox
          mt="xs"
          checked={buy}
          onChange={(e) => onBuy(e.currentTarget.checked)}
          label={
            price === null
              ? t('licences.buyOneEvent')
              : t('licences.buyOneEventPrice', { price: formatCents(price, i18n.language) })
          }
        />
      )}
    </Alert>
  );
}
