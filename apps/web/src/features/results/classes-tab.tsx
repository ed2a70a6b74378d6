import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { venueZoneLabel } from '../../shared/dates';
import { type ClassRowsProps, ClassResults } from './class-results';
import { RankingTable } from './ranking-table';
import type { ClassBlock } from './results-model';
import classes from './results.module.css';
import type { ClassesView } from './use-results-navigation';

/**
 * The 'By classes' tab: a block per class (its time, how many started of those entered, its riders
 * ranked), opened and closed one by one or all at once; or the same riders in one ranking table.
 */
export function ClassesTab({
  stage,
  blocks,
  entered,
  view,
  onView,
  open,
  onOpen,
  rows,
}: {
  stage: PublicStage;
  blocks: ClassBlock[];
  /** Riders entered per class (the stage's participant list), while it is known. */
  entered: Record<string, number> | undefined;
  view: ClassesView;
  onView: (view: ClassesView) => void;
  open: string[];
  onOpen: (open: string[]) => void;
  rows: ClassRowsProps;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between" data-noprint>
        {/* The spec's tabs stay as they are; the ranking table variant is a view of this tab. Two
            pressed-state buttons, not a SegmentedControl: the page's first load skips its code (issue #20). */}
        <Button.Group>
          {(['blocks', 'ranking'] as const).map((v) => (
            <Button
              key={v}
              size="xs"
              variant={view === v ? 'filled' : 'default'}
              aria-pressed={view === v}
              onClick={() => onView(v)}
            >
              {t(`results.view.${v}`)}
            </Button>
          ))}
        </Button.Group>
        {view === 'blocks' && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconChevronDown size={14} />}
              disabled={open.length === blocks.length}
              onClick={() => onOpen(blocks.map((b) => b.name))}
            >
              {t('results.expandAll')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconChevronUp size={14} />}
              disabled={open.length === 0}
              onClick={() => onOpen([])}
            >
              {t('results.collapseAll')}
            </Button>
          </Group>
        )}
      </Group>
      {view === 'ranking' ? (
        <RankingTable stageId={stage.id} rows={blocks.flatMap((b) => b.rows)} blocks={blocks} />
      ) : (
        <Accordion multiple value={open} onChange={onOpen} variant="separated" radius="md">
          {blocks.map((block) => (
            <Accordion.Item key={block.name} value={block.name} data-testid={`class-${block.name}`}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <span className={classes.swatch} style={{ background: block.color }} />
                  <Text fw={700}>{block.name}</Text>
                  {block.startTime && block.endTime && (
                    <Text size="sm" c="dimmed">
                      {block.startTime}–{block.endTime}
                      {venueZoneLabel(stage.timeZone, stage.competitionStartDate)}
                    </Text>
                  )}
                  <Badge variant="light" color="gray" data-testid="class-count">
                    {entered
                      ? t('results.startedOf', {
                          started:
                            block.rows.filter((r) => r.result.total !== null).length +
                            (rows.leftOut?.[block.name]?.started ?? 0),
                          entered: entered[block.name] ?? 0,
                        })
                      : t('results.participantCount', {
                          count: block.rows.length + (rows.leftOut?.[block.name]?.rows ?? 0),
                        })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ClassResults stage={stage} block={block} {...rows} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
