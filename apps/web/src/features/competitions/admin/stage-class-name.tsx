import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A stage class's name, picked from the championship's classes (whose club multiplier and colours the
 * standings use). A name the championship lacks may still be typed (e.g. a guest class) but is flagged:
 * a typo there would silently lose the club multiplier.
 */
export function StageClassName({
  value,
  championshipClasses,
  onChange,
  onPick,
  error,
}: {
  value: string;
  championshipClasses: readonly { name: string; bgColor: string }[];
  onChange: (name: string) => void;
  /** A championship class was picked: its colour goes with it. */
  onPick: (cls: { name: string; bgColor: string }) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const unknown =
    value.trim() !== '' && championshipClasses.length > 0 && !championshipClasses.some((c) => c.name === value.trim());
  return (
    <Autocomplete
      label={t('admin.class.name')}
      style={{ gridArea: 'name' }}
      data={championshipClasses.map((c) => c.name)}
      value={value}
      onChange={onChange}
      onOptionSubmit={(name) => {
        const cls = championshipClasses.find((c) => c.name === name);
        if (cls) onPick(cls);
      }}
      error={error ?? (unknown ? t('admin.class.notInChampionship') : undefined)}
      data-testid="stage-class-name"
    />
  );
}
