import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import {
  type RankedStanding,
  type StandingsChampionship,
  type StandingsStage,
  isWomenGroup,
  standingsGroupOrder,
  standingsGroups,
} from '@trialhub/domain';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Sections } from './sections';
import { StageCell } from './stage-cell';
import { stageHeading } from './stage-heading';
import classes from './standings.module.css';
import { ScrollHint } from '../../shared/scroll-hint';
import { ClubLink } from '../../shared/club-link';

// The secretary's Admin column (linked entries, row menu and its dialogs): not on a visitor's page.
const StandingAdmin = lazy(() => import('./standing-dialogs').then((m) => ({ default: m.StandingAdmin })));

/** Where a group's section goes: the class order, women's groups after the classes (shared with the exports). */
export function groupOrder(championship: StandingsChampionship, group: string): number {
  return standingsGroupOrder(championship.classes, group);
}

/**
 * One collapsible section per class: Pos, Name #, Club, Class, Year*, Total, the counted total ("Best 3
 * of 5", the championship's counting rule; best N−1 of N by default), stages, Admin* (spec §2).
 */
export function IndividualView({
  championship,
  stages,
  countingColumn,
  ranked,
  isSecretary,
  onRider,
}: {
  championship: StandingsChampionship;
  stages: StandingsStage[];
  countingColumn: { best: number; of: number } | null;
  ranked: RankedStanding[];
  isSecretary: boolean;
  onRider: (id: string) => void;
}) {
  const { t } = useTranslation();
  const groups = standingsGroups(championship.classes, ranked);
  const bestOf = countingColumn !== null;
  // The note on how women's groups are ranked shows once, under the last of them.
  const lastWomenGroup = groups.filter(isWomenGroup).at(-1);
  return (
    <Sections
      storageKey={`standings:${championship.id}:individual`}
      sections={groups.map((group) => {
        const rows = ranked.filter((p) => p.group === group).sort((a, b) => a.position - b.position);
        const cls = championship.classes.find((c) => c.name === group);
        return {
          name: group,
          label: (
            <Group gap="xs">
              <Badge
                color={cls?.bgColor ?? 'pink'}
                styles={cls ? { root: { border: `2px solid ${cls.borderColor}` } } : undefined}
              >
                {group}
              </Badge>
              <Text size="sm" c="dimmed">
                {rows.length}
              </Text>
            </Group>
          ),
          content: (
            <Stack gap={6}>
              <ScrollHint>
                <Table.ScrollContainer minWidth={360} className={classes.scroll}>
                  <Table striped highlightOnHover className={classes.table} data-testid={`standings-class-${group}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th className={`${classes.sticky} ${classes.pos}`}>{t('standings.col.pos')}</Table.Th>
                        <Table.Th className={`${classes.sticky} ${classes.afterPos}`}>
                          {t('standings.col.name')}
                        </Table.Th>
                        <Table.Th visibleFrom="sm">{t('standings.col.club')}</Table.Th>
                        <Table.Th visibleFrom="sm">{t('standings.col.class')}</Table.Th>
                        {isSecretary && <Table.Th>{t('standings.col.year')}</Table.Th>}
                        <Table.Th>{t('standings.col.total')}</Table.Th>
                        {bestOf && (
                          <Table.Th data-testid="counting-column">{t('standings.col.bestOf', countingColumn)}</Table.Th>
                        )}
                        {stages.map((s) => (
                          <Table.Th key={s.id}>{stageHeading(s)}</Table.Th>
                        ))}
                        {isSecretary && <Table.Th className={classes.noPrint}>{t('standings.col.admin')}</Table.Th>}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((p) => (
                        <Table.Tr key={p.id} data-testid="standing-row">
                          <Table.Td fw={700} className={`${classes.sticky} ${classes.pos}`}>
                            {p.position}
                          </Table.Td>
                          <Table.Td className={`${classes.sticky} ${classes.afterPos}`}>
                            <Anchor
                              component="button"
                              type="button"
                              onClick={() => onRider(p.id)}
                              c="inherit"
                              fz="inherit"
                            >
                              {p.name}
                            </Anchor>
                            {p.racingNumber !== null && (
                              <Text span c="dimmed" size="sm">
                                {' '}
                                #{p.racingNumber}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td visibleFrom="sm">{p.clubId ? <ClubLink clubId={p.clubId} /> : '-'}</Table.Td>
                          <Table.Td visibleFrom="sm">
                            {[...new Set(p.results.map((r) => r.racingClass).filter(Boolean))].join(', ') || p.group}
                          </Table.Td>
                          {isSecretary && <Table.Td>{p.birthYear ?? ''}</Table.Td>}
                          <Table.Td fw={700}>{p.total}</Table.Td>
                          {bestOf && <Table.Td>{p.totalMinusWorst}</Table.Td>}
                          {stages.map((s) => (
                            <Table.Td key={s.id}>
                              <StageCell entry={p.results.find((r) => r.order === s.order)} heading={stageHeading(s)} />
                            </Table.Td>
                          ))}
                          {isSecretary && (
                            <Table.Td className={classes.noPrint}>
                              <Suspense fallback={null}>
                                <StandingAdmin
                                  championshipId={championship.id}
                                  standing={p}
                                  all={ranked}
                                  stages={stages}
                                />
                              </Suspense>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </ScrollHint>
              {/* How a women's group is ranked (issue #16, docs/decisions/016). */}
              {group === lastWomenGroup && (
                <Text size="xs" c="dimmed" data-testid="women-group-note">
                  {t('standings.womenGroupsNote')}
                </Text>
              )}
            </Stack>
          ),
        };
      })}
    />
  );
}
