import { Select } from '@mantine/core';
import { DEFAULT_TIME_ZONE, type StageInput, instantOfWallClock, wallClockIn } from '@trialhub/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../shared/date-input';

type Times = Pick<StageInput, 'competitionStartDate' | 'competitionEndDate' | 'registrationEndDate' | 'timeZone'>;
const dateFields = ['competitionStartDate', 'competitionEndDate', 'registrationEndDate'] as const;

/** Every IANA zone the browser knows (one list, built once). */
const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];

/**
 * The venue's time zone and the stage's dates, typed on the venue's wall clock (issue #18): an organiser
 * in Tallinn setting up a Riga stage types 10:00 and riders see 10:00. Changing the zone keeps the wall
 * clock as typed (10:00 stays 10:00, now in the new zone): the organiser picks where, not a new time.
 */
export function StageTimes({
  value,
  onChange,
  error,
}: {
  value: Times;
  onChange: (patch: Partial<Times>) => void;
  error: (field: keyof Times) => string | undefined;
}) {
  const { t } = useTranslation();
  const zone = value.timeZone ?? DEFAULT_TIME_ZONE;
  const zoneOptions = useMemo(zones, []);
  const toInput = (iso: string | null) => (iso ? wallClockIn(zone, iso) : '');
  const fromInput = (local: string) => (local ? instantOfWallClock(zone, local) : null);

  const changeZone = (next: string | null) => {
    if (!next || next === zone) return;
    const patch: Partial<Times> = { timeZone: next };
    for (const field of dateFields) {
      const iso = value[field];
      if (iso) patch[field] = instantOfWallClock(next, wallClockIn(zone, iso)) ?? iso;
    }
    onChange(patch);
  };

  return (
    <>
      <Select
        label={t('admin.stage.timeZone')}
        description={t('admin.stage.timeZoneHint')}
        data={zoneOptions}
        value={zone}
        onChange={changeZone}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('admin.stage.timeZoneNone')}
        error={error('timeZone')}
        data-testid="stage-time-zone"
      />
      <DateTimeInput
        label={t('admin.stage.start')}
        required
        value={toInput(value.competitionStartDate)}
        onChange={(v) => onChange({ competitionStartDate: fromInput(v) ?? value.competitionStartDate })}
        error={error('competitionStartDate')}
      />
      <DateTimeInput
        label={t('admin.stage.end')}
        required
        value={toInput(value.competitionEndDate)}
        onChange={(v) => onChange({ competitionEndDate: fromInput(v) ?? value.competitionEndDate })}
        error={error('competitionEndDate')}
      />
      <DateTimeInput
        label={t('admin.stage.registrationEnd')}
        description={t('admin.stage.registrationEndHint')}
        value={toInput(value.registrationEndDate)}
        onChange={(v) => onChange({ registrationEndDate: fromInput(v) })}
        error={error('registrationEndDate')}
      />
    </>
  );
}
