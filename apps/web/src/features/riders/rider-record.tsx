import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RiderPage as RiderPageData, RiderStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../shared/dates';
import { formatNumber } from '../../shared/numbers';

const medal = (position: number | null) =>
  position === 1 ? 'yellow.6' : position === 2 ? 'gray.5' : position === 3 ? 'orange.7' : undefined;

/**
 * A rider's record as the rider page shows it (issue #38): statistics, the season's trend and
 * championship positions; and each stage ridden. /my-results shows the same for the signed-in rider.
 */
export function RiderStatistics({ data }: { data: RiderPageData }) {
  const { t } = useTranslation();
  const { championships, statistics: s } = data;
  const maxTrend = Math.max(1, ...s.trend.map((p) => p.averagePerSection));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="rider-statistics">
        <Stat label={t('riders.stat.stages')} value={`${s.stagesWithResult} / ${s.stagesEntered}`} />
        <Stat
          label={t('riders.stat.cleans')}
          value={s.cleansPercent === null ? '—' : `${formatNumber(s.cleansPercent)} %`}
        />
        <Stat
          label={t('riders.stat.average')}
          value={s.averagePerSection === null ? '—' : formatNumber(s.averagePerSection)}
        />
        <Stat
          label={`${t('riders.stat.podiums')} · ${t('riders.stat.wins', { count: s.wins })}`}
          value={String(s.podiums)}
        />
      </SimpleGrid>
      {s.bestSection && (
        <Text size="sm" data-testid="rider-best-section">
          {t('riders.bestSection', {
            section: s.bestSection.section,
            stage: s.bestSection.stageTitle,
            average: formatNumber(s.bestSection.average),
            laps: s.bestSection.laps,
          })}
        </Text>
      )}
      {s.trend.length > 1 && (
        <Card withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            {t('riders.trend')}
          </Title>
          <Stack gap={6}>
            {s.trend.map((p) => (
              <Group key={p.stageId} gap="sm" wrap="nowrap">
                <Text size="sm" w={{ base: 140, sm: 260 }} truncate>
                  {p.stageTitle}
                </Text>
                {/* The bar is named (axe: aria-progressbar-name); its number is written beside it. */}
                <Progress.Root style={{ flex: 1 }}>
                  <Progress.Section
                    value={(p.averagePerSection / maxTrend) * 100}
                    color="forest"
                    aria-label={`${p.stageTitle}: ${formatNumber(p.averagePerSection)}`}
                  />
                </Progress.Root>
                <Text size="sm" w={44} ta="right">
                  {formatNumber(p.averagePerSection)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt="xs">
            {t('riders.trendHint')}
          </Text>
        </Card>
      )}
      {championships.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('riders.championships')}
          </Title>
          {championships.map((c) => (
            <Group key={`${c.championshipPath}:${c.group}`} gap="xs" data-testid="rider-championship">
              <Anchor component={Link} to={c.championshipPath} fw={600}>
                {c.championshipName}
              </Anchor>
              <Badge variant="light" color="gray">
                {c.group}
              </Badge>
              <Text size="sm">{t('riders.championshipPlace', { position: c.position, total: c.total })}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}

export function RiderStages({ stages }: { stages: RiderStage[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('riders.stages')}
      </Title>
      {stages.length === 0 ? (
        <Text c="dimmed">{t('riders.noStages')}</Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {stages.map((st) => (
              <StageCard key={st.stageId} stage={st} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped data-testid="rider-stages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('riders.col.date')}</Table.Th>
                  <Table.Th>{t('riders.col.stage')}</Table.Th>
                  <Table.Th>{t('riders.col.class')}</Table.Th>
                  <Table.Th>{t('riders.col.position')}</Table.Th>
                  <Table.Th>{t('riders.col.points')}</Table.Th>
                  <Table.Th>{t('riders.col.total')}</Table.Th>
                  <Table.Th>{t('riders.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stages.map((st) => (
                  <Table.Tr key={st.stageId} data-testid="rider-stage">
                    <Table.Td>{formatDate(st.competitionStartDate, st.timeZone)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`${st.stagePath}/results#${st.participantId}`} fw={600}>
                        {st.stageTitle}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {[st.location, st.championshipName].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {st.racingClass}
                      {st.racingNumber !== null && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          #{st.racingNumber}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fw={700} c={medal(st.status ? null : st.position)}>
                      {st.status ? '—' : (st.position ?? '—')}
                    </Table.Td>
                    <Table.Td>{st.positionPoints ?? '—'}</Table.Td>
                    <Table.Td>{st.total ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge stage={st} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Text fz={22} fw={800} lh={1.1} c="forest.7">
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {label}
      </Text>
    </Card>
  );
}

function StatusBadge({ stage: st }: { stage: RiderStage }) {
  const { t } = useTranslation();
  if (st.status)
    return (
      <Badge color="red" variant="filled">
        {st.status}
      </Badge>
    );
  if (!st.hasResult)
    return (
      <Text size="sm" c="dimmed">
        {t('riders.entered')}
      </Text>
    );
  return (
    <Badge color={st.isFinished ? 'forest' : 'yellow'} variant="light">
      {t(st.isFinished ? 'riders.finished' : 'riders.riding')}
    </Badge>
  );
}

function StageCard({ stage: st }: { stage: RiderStage }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="rider-stage-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`${st.stagePath}/results#${st.participantId}`} fw={700} lineClamp={2}>
            {st.stageTitle}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[formatDate(st.competitionStartDate, st.timeZone), st.location].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {st.racingClass}
            </Badge>
            <StatusBadge stage={st} />
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          {st.position !== null && !st.status && (
            <Text fz={26} fw={800} lh={1} c={medal(st.position)} aria-label={t('riders.col.position')}>
              {st.position}
            </Text>
          )}
          {st.positionPoints !== null && <Text size="sm">{t('riders.points', { count: st.positionPoints })}</Text>}
          {st.total !== null && (
            <Text size="xs" c="dimmed">
              {t('riders.total', { total: st.total })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
