import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SignOnList } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { fetchSignOn, signOnKey } from '../../shared/signon-api';

/**
 * Race control's sign-on view (issue #39): per class, riders signed on of those entered, the class's
 * start, and how many are not signed on although their class has started (flagged), with their names.
 */
export function SignOnSummary({ list, timeZone }: { list: SignOnList; timeZone: string }) {
  const { t } = useTranslation();
  const late = list.entries.filter((e) => e.late);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('signon.summary.title')}
        </Title>
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={6} data-testid="signon-summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('signon.summary.class')}</Table.Th>
                <Table.Th ta="right">{t('signon.summary.signedOn')}</Table.Th>
                <Table.Th visibleFrom="xs">{t('signon.summary.start')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.classes
                .filter((c) => c.entered > 0 || c.waiting > 0)
                .map((c) => (
                  <Table.Tr key={c.racingClass} data-testid="signon-class">
                    <Table.Td>
                      {/* The flags under the class name: a column of their own is cut off on a phone. */}
                      <Text fw={700}>{c.racingClass}</Text>
                      {(c.late > 0 || c.waiting > 0) && (
                        <Group gap={4} wrap="wrap">
                          {c.late > 0 && (
                            <Badge color="red" variant="filled">
                              {t('signon.summary.late', { count: c.late })}
                            </Badge>
                          )}
                          {c.waiting > 0 && (
                            <Badge color="yellow" variant="light">
                              {t('signon.summary.waiting', { count: c.waiting })}
                            </Badge>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {t('signon.summary.ofEntered', { signedOn: c.signedOn, entered: c.entered })}
                    </Table.Td>
                    <Table.Td visibleFrom="xs">{c.startsAt ? formatDateTime(c.startsAt, timeZone) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.waiting.length > 0 && (
          <Stack gap={2} data-testid="signon-waiting">
            <Text fw={700} size="sm">
              {t('signon.summary.waitingList')}
            </Text>
            {list.waiting.map((w) => (
              <Text key={w.userId} size="sm">
                {w.position}. {w.name} ({w.racingClass})
              </Text>
            ))}
          </Stack>
        )}
        {late.length > 0 && (
          <Text size="sm" c="red.8" data-testid="signon-late">
            {t('signon.summary.lateNames', {
              names: late.map((e) => (e.racingNumber !== null ? `#${e.racingNumber} ${e.name}` : e.name)).join(', '),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The summary on race control (the judges page), read on its own every half minute. */
export function RaceControlSignOn({ stageId, timeZone }: { stageId: string; timeZone: string }) {
  const { data } = useQuery({
    queryKey: signOnKey(stageId),
    queryFn: () => fetchSignOn(stageId),
    refetchInterval: 30_000,
  });
  return data ? <SignOnSummary list={data} timeZone={timeZone} /> : null;
}
