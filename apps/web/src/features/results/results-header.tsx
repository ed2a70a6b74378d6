import { Anchor, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type PublicStage, type ResultsState, stagePath } from '@trialhub/domain';
import { IconDeviceTv, IconMessageQuestion, IconPrinter, IconTrophy, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTimeRange } from '../../shared/dates';
import { ExportMenu, PdfMenuItem, resultsPdfPath } from '../../shared/pdf-menu-item';
import type { ClassBlock } from './results-model';
import { ResultsStateLine } from './results-state';
import { StageWorkbookItem } from './stage-workbook-item';

/**
 * The results page's header: the championship, the stage, when and where, the results' state, and
 * the page's actions — my result, the secretaries' open queries, print, PDF, the big screen. The
 * secretary's approval banner (issue 8) comes in through `approval`, composed by the router.
 */
export function ResultsHeader({
  stage,
  hasResults,
  resultsState,
  signedIn,
  hasMine,
  openQueries,
  onMine,
  onPrint,
  approval,
  blocks,
}: {
  stage: PublicStage;
  /** The classes' results as the page ranks them: the whole stage's workbook. */
  blocks: readonly ClassBlock[];
  hasResults: boolean;
  resultsState: ResultsState | null | undefined;
  signedIn: boolean;
  hasMine: boolean;
  /** Secretaries: how many queries wait for an answer (the button shows from 1); null for others. */
  openQueries: number | null;
  onMine: () => void;
  onPrint: () => void;
  approval: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  return (
    <Stack gap={6} data-testid="results-header">
      <Anchor
        component={Link}
        to={`/competitions/${stage.institutionId}/${stage.championshipId}`}
        size="sm"
        fw={700}
        tt="uppercase"
        c="dimmed"
      >
        <Group gap={4} component="span">
          <IconTrophy size={16} />
          {stage.championshipName}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>
            {t('results.title')}:{' '}
            <Anchor component={Link} to={stagePath(stage)} inherit>
              {stage.title}
            </Anchor>
          </Title>
          <Text c="dimmed">
            {formatDateTimeRange(stage.competitionStartDate, stage.competitionEndDate, stage.timeZone)}
            {stage.location ? ` · ${stage.location}` : ''}
          </Text>
          {/* A stage nobody has ridden yet has no results to call Live. */}
          {resultsState && (resultsState.state !== 'live' || hasResults) && (
            <ResultsStateLine state={resultsState} timeZone={stage.timeZone} />
          )}
        </Stack>
        <Group gap="xs" data-noprint>
          {signedIn && (
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconUserCircle size={16} />}
              disabled={!hasMine}
              onClick={onMine}
              title={hasMine ? undefined : t('results.noMyResult')}
            >
              {t('results.myResult')}
            </Button>
          )}
          {!!openQueries && (
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconMessageQuestion size={16} />}
              rightSection={
                <Badge size="sm" color="yellow" variant="filled">
                  {openQueries}
                </Badge>
              }
              onClick={() =>
                document.getElementById('score-queries')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
            >
              {t('results.queries.panelTitle')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={onPrint}>
            {t('results.print')}
          </Button>
          <ExportMenu>
            <PdfMenuItem path={resultsPdfPath(stage.id)} />
            {blocks.length > 0 && <StageWorkbookItem stage={stage} blocks={blocks} />}
          </ExportMenu>
          <Button
            variant="default"
            leftSection={<IconDeviceTv size={16} />}
            onClick={() =>
              setSearch((p) => {
                p.set('view', 'big');
                return p;
              })
            }
          >
            {t('results.bigScreen')}
          </Button>
        </Group>
      </Group>
      {/* Slot: the secretary's approval banner (issue 8) is composed here by the router. */}
      <Box data-slot="approval">{approval}</Box>
    </Stack>
  );
}
