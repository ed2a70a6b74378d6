import { useTranslation } from 'react-i18next';
import type { RankedRow } from './results-model';

/** The status a ranked row shows: DQ/DNF/DNS as set, or DNF by time (spec §4); null for none. */
export function useStatusText() {
  const { t } = useTranslation();
  return (row: RankedRow) =>
    row.shownStatus && !row.result.status
      ? t('results.autoDnf')
      : row.shownStatus
        ? t(`results.status.${row.shownStatus}`)
        : null;
}
