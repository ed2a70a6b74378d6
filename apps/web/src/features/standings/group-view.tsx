import '@mantine/core/styles/Table.css';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupStanding, StandingsChampionship, StandingsStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numbers';
import { Sections } from './sections';
import { StageCell } from './stage-cell';
import { stageHeading } from './stage-heading';
import classes from './standings.module.css';
import { ScrollHint } from '../../shared/scroll-hint';
import { clubPath } from '../../shared/paths';

/** Club or family-cup standings: one section per club or team, numbered by rank, with total points (spec §2). */
export function GroupView({
  championship,
  stages,
  groups,
  kind,
}: {
  championship: StandingsChampionship;
  stages: StandingsStage[];
  groups: GroupStanding[];
  kind: 'club' | 'team';
}) {
  const { t } = useTranslation();
  return (
    <Sections
      storageKey={`standings:${championship.id}:${kind}`}
      sections={groups.map((g) => ({
        name: g.name,
        label: (
          <Group justify="space-between" wrap="nowrap" pr="sm">
            <Text fw={700}>
              {g.position}. {g.name}
            </Text>
            <Text fw={700} data-testid="group-total">
              {formatNumber(g.totalPoints)}
            </Text>
          </Group>
        ),
        content: (
          <>
            {/* The club's page (issue #38), as its name links in the participants and results lists: here
                below the title, which is the section's toggle button (a link cannot sit inside a button). */}
            {kind === 'club' && (
              <Anchor
                component={Link}
                to={clubPath(g.name)}
                size="sm"
                display="inline-flex"
                mb="xs"
                style={{ alignItems: 'center', gap: 4 }}
                data-testid="club-link"
              >
                {t('standings.clubPageLink', { club: g.name })}
                <IconArrowRight size={14} aria-hidden />
              </Anchor>
            )}
            <ScrollHint>
              <Table.ScrollContainer minWidth={320} className={classes.scroll}>
                <Table striped className={classes.table}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th className={classes.sticky}>{t('standings.col.name')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('standings.col.class')}</Table.Th>
                      <Table.Th>{t('standings.col.total')}</Table.Th>
                      {stages.map((s) => (
                        <Table.Th key={s.id}>{stageHeading(s)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.participants.map((p) => (
                      <Table.Tr key={p.participantId}>
                        <Table.Td className={classes.sticky}>
                          {p.name}
                          {p.racingNumber !== null && (
                            <Text span c="dimmed" size="sm">
                              {' '}
                              #{p.racingNumber}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{p.group}</Table.Td>
                        <Table.Td fw={700}>{formatNumber(p.totalPoints)}</Table.Td>
                        {stages.map((s) => {
                          const e = p.stages.find((x) => x.order === s.order);
                          return (
                            <Table.Td key={s.id}>
                              <StageCell
                                heading={stageHeading(s)}
                                entry={
                                  e && {
                                    order: e.order,
                                    points: e.individualPoints,
                                    positionAbsolutePoints: e.positionAbsolutePoints,
                                    title: e.title,
                                    status: e.status,
                                    url: e.url,
                                    resultStatus: e.resultStatus,
                                    clubId: null,
                                    team: null,
                                    racingClass: p.group,
                                    resultId: null,
                                  }
                                }
                                points={e?.points}
                                extra={
                                  kind === 'club' && e ? (
                                    <Text size="sm">
                                      {t('standings.clubPoints', { points: e.points, multiplier: e.multiplier })}
                                    </Text>
                                  ) : null
                                }
                              />
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </ScrollHint>
          </>
        ),
      }))}
    />
  );
}
