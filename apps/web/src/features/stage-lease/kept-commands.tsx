import { Card, Stack, Table, Text, Title } from '@mantine/core';
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
          <Table verticalSpacing={4} fz="sm" data-testid="lease-kept-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stageLease.kept.sequence')}</Table.Th>
                <Table.Th>{t('stageLease.kept.command')}</Table.Th>
                <Table.Th>{t('stageLease.kept.rider')}</Table.Th>
                <Table.Th>{t('stageLease.kept.arrived')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {commands.map((c) => (
                <Table.Tr key={`${c.deviceName}-${c.sequence}`}>
                  <Table.Td>{c.sequence}</Table.Td>
                  <Table.Td>
                    {KINDS.has(c.kind) ? t(`stageLease.kind.${c.kind}`) : t('stageLease.kind.other', { kind: c.kind })}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {c.rider
                      ? `${c.rider.racingNumber === null ? '' : `${c.rider.racingNumber} `}${c.rider.name}`
                      : '—'}
                  </Table.Td>
                  <Table.Td>{c.time}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
