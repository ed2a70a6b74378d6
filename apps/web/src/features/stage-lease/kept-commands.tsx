import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchKeptCommands, keptCommandsKey } from './stage-lease-api';

/** Command kinds with a name of their own; any other (a later kind) reads as 'Other (kind)'. */
const KINDS = new Set([
  'judgeOp',
  'setStatus',
  'changeFinishTime',
  'deleteResult',
  'editSection',
  'deleteSection',
  'addPenalty',
  'removePenalty',
  'fillMissedSections',
  'publishProvisional',
  'approveResults',
  'signOn',
]);

/**
 * What a forced-back laptop sent later under its revoked token (admin, decision 085): kept aside, never
 * applied over what was edited here since. Each command's kind, rider, when it arrived (venue clock) and
 * its place in the laptop's log, so the admin can enter by hand what is still right.
 */
export function KeptCommandsList({ stageId }: { stageId: string }) {
  const { t } = useTranslation();
  const kept = useQuery({ queryKey: keptCommandsKey(stageId), queryFn: () => fetchKeptCommands(stageId) });
  if (!kept.data) return null;
  const { commands } = kept.data;
  return (
    <Card withBorder padding="lg" data-testid="lease-kept">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('stageLease.kept.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stageLease.kept.intro')}
        </Text>
        {commands.length === 0 ? (
          <Text size="sm">{t('stageLease.kept.none')}</Text>
        ) : (
          // A list, not a table: a rider's name and a long command name fit a 360 px phone without breaking words.
          <Stack gap={0} data-testid="lease-kept-list">
            {commands.map((c) => (
              <Group
                key={`${c.deviceName}-${c.sequence}`}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                data-testid="lease-kept-row"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={700}>
                    {c.sequence}.{' '}
                    {KINDS.has(c.kind) ? t(`stageLease.kind.${c.kind}`) : t('stageLease.kind.other', { kind: c.kind })}
                  </Text>
                  <Text size="sm">
                    {c.rider
                      ? `${c.rider.racingNumber === null ? '' : `#${c.rider.racingNumber} `}${c.rider.name}`
                      : t('stageLease.kept.noRider')}
                  </Text>
                </Stack>
                <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                  {t('stageLease.kept.arrivedAt', { time: c.time })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
