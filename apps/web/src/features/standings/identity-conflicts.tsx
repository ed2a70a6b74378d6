import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { StandingResolution, StandingValidationError } from '@trialhub/domain';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { withSavingToasts } from '../../shared/saving-toast';

const pickKey = (e: StandingValidationError) => `${e.standingId}|${e.field}`;

/**
 * The generate dialog's identity conflicts (spec §4 "Validation Errors"): for each field the stored or
 * the new value. Where the standing and the result are two rider records (decision 090) the first
 * question is whether they are one person: "Different people" is remembered for every later stage and
 * gives the newcomer a standing of his own, so the field questions of that standing go away.
 */
export function IdentityConflictsModal({
  opened,
  errors,
  onClose,
  onRerun,
}: {
  opened: boolean;
  errors: StandingValidationError[];
  onClose: () => void;
  onRerun: (resolutions: StandingResolution[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<Record<string, 'old' | 'new'>>({});
  const allPicked = errors.length > 0 && errors.every((e) => picks[pickKey(e)]);
  const picked = (except?: StandingValidationError) =>
    errors
      .filter((e) => picks[pickKey(e)] && !(except && e.standingId === except.standingId))
      .map((e) => ({ standingId: e.standingId, field: e.field, choice: picks[pickKey(e)]! }));
  // One question per standing and result whose riders are two records.
  const twoRecords = [
    ...new Map(errors.filter((e) => e.riders).map((e) => [`${e.standingId}|${e.resultId}`, e])).values(),
  ];

  const different = async (e: StandingValidationError) => {
    const done = await withSavingToasts(
      {
        pending: t('standings.identity.saving'),
        success: t('standings.identity.saved'),
        error: t('standings.identity.error'),
      },
      t,
      async () => {
        await api('/api/riders/review/dismiss', {
          method: 'POST',
          json: { riderIds: [e.riders!.stored, e.riders!.incoming] },
        });
        return true;
      },
    );
    if (done) await onRerun(picked(e));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('standings.validationErrors')} size="xl">
      <Stack>
        <Text size="sm">{t('standings.validationHelp')}</Text>
        {twoRecords.map((e) => (
          <Alert
            key={`${e.standingId}|${e.resultId}`}
            color="blue"
            icon={<IconUsers />}
            data-testid="identity-question"
          >
            <Stack gap="xs">
              <Text size="sm">{t('standings.identity.twoRecords', { name: e.name, group: e.group })}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => void different(e)}>
                  {t('standings.identity.different')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ))}
        {errors.map((e) => (
          <Card key={pickKey(e)} withBorder p="sm" data-testid="validation-error">
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={700}>
                {e.name}{' '}
                <Text span size="sm" c="dimmed">
                  {e.group}
                </Text>
              </Text>
              <Text size="sm">{t(`standings.field.${e.field}`)}</Text>
            </Group>
            <SegmentedControl
              fullWidth
              size="xs"
              value={picks[pickKey(e)] ?? ''}
              onChange={(v) => setPicks((p) => ({ ...p, [pickKey(e)]: v as 'old' | 'new' }))}
              data={[
                { value: 'old', label: `${t('standings.old')}: ${e.oldValue ?? '–'}` },
                { value: 'new', label: `${t('standings.new')}: ${e.newValue ?? '–'}` },
              ]}
            />
          </Card>
        ))}
        <Group justify="flex-end">
          <Button disabled={!allPicked} onClick={() => void onRerun(picked())}>
            {t('standings.rerun')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
