import { Button, Chip, ColorInput, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { RacingClassInput } from '@trialhub/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../shared/date-input';
import styles from './admin.module.css';
import { StageClassName } from './stage-class-name';

/** One racing class of the stage form (spec §3 "Class settings"): its fields and the sections it rides. */
export function StageClassCard({
  cls,
  index: i,
  sections,
  championshipClasses,
  err,
  onChange,
  onRemove,
}: {
  cls: RacingClassInput;
  index: number;
  sections: number[];
  championshipClasses: readonly { name: string; bgColor: string }[];
  err: (path: string) => string | undefined;
  onChange: (patch: Partial<RacingClassInput>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
        borderLeft: `6px solid ${cls.color}`,
      }}
      data-testid="racing-class"
    >
      <div className={styles.classRow}>
        <StageClassName
          value={cls.name}
          championshipClasses={championshipClasses}
          onChange={(name) => onChange({ name })}
          onPick={(picked) => onChange({ name: picked.name, color: picked.bgColor })}
          error={err(`classes.${i}.name`)}
        />
        <ColorInput
          label={t('admin.class.color')}
          style={{ gridArea: 'color' }}
          value={cls.color}
          onChange={(color) => onChange({ color })}
          error={err(`classes.${i}.color`)}
        />
        <TimeInput
          label={t('admin.class.startTime')}
          style={{ gridArea: 'start' }}
          value={cls.startTime ?? ''}
          onChange={(v) => onChange({ startTime: v || null })}
          error={err(`classes.${i}.startTime`)}
        />
        <TimeInput
          label={t('admin.class.endTime')}
          style={{ gridArea: 'end' }}
          value={cls.endTime ?? ''}
          onChange={(v) => onChange({ endTime: v || null })}
          error={err(`classes.${i}.endTime`)}
        />
        <NumberInput
          label={t('admin.class.yearsFrom')}
          style={{ gridArea: 'yearsFrom' }}
          min={0}
          max={190}
          value={cls.yearsFrom ?? ''}
          onChange={(v) => onChange({ yearsFrom: v === '' ? null : Number(v) })}
          error={err(`classes.${i}.yearsFrom`)}
        />
        <NumberInput
          label={t('admin.class.yearsTo')}
          style={{ gridArea: 'yearsTo' }}
          min={0}
          max={190}
          value={cls.yearsTo ?? ''}
          onChange={(v) => onChange({ yearsTo: v === '' ? null : Number(v) })}
          error={err(`classes.${i}.yearsTo`)}
        />
        <NumberInput
          label={t('admin.class.laps')}
          style={{ gridArea: 'laps' }}
          min={1}
          max={20}
          value={cls.laps}
          onChange={(v) => onChange({ laps: Number(v) || 1 })}
          error={err(`classes.${i}.laps`)}
        />
        <NumberInput
          label={t('admin.class.order')}
          style={{ gridArea: 'order' }}
          min={0}
          value={cls.order}
          onChange={(v) => onChange({ order: Number(v) || 0 })}
        />
        <Button
          style={{ gridArea: 'remove' }}
          variant="subtle"
          color="red"
          aria-label={t('admin.class.remove', { name: cls.name })}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </Button>
      </div>
      <Text size="sm" fw={500}>
        {t('admin.class.sections')}
      </Text>
      <Chip.Group
        multiple
        value={cls.lapSections.map(String)}
        onChange={(list) => onChange({ lapSections: list.map(Number).sort((a, b) => a - b) })}
      >
        <Group gap={6}>
          {sections.map((n) => (
            <Chip key={n} value={String(n)} size="xs">
              {n}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {err(`classes.${i}.lapSections`) && (
        <Text size="xs" c="red">
          {err(`classes.${i}.lapSections`)}
        </Text>
      )}
    </Stack>
  );
}
