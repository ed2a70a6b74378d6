import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconFileTypePdf, IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../shared/i18n';

/** The forms' addresses (issue #17, paper fallback); the server renders them for secretaries. */
export const observerSheetsPath = (stageId: string, section: number | null, lang: string) =>
  `/api/stages/${encodeURIComponent(stageId)}/observer-sheets.pdf?lang=${lang}${section ? `&section=${section}` : ''}`;
export const startListsPath = (stageId: string, lang: string) =>
  `/api/stages/${encodeURIComponent(stageId)}/start-lists.pdf?lang=${lang}`;

/**
 * The paper fallback on the judges page: print observer sheets (one section or all) and start lists
 * with score cards, in the UI language, and key a filled-in sheet back in by section.
 */
export function PaperSheets({ stage, path }: { stage: PublicStage; path: string }) {
  const { t } = useTranslation();
  const [section, setSection] = useState('1');
  const lang = currentLanguage();
  const pdf = { component: 'a', target: '_blank', rel: 'noopener', variant: 'light' } as const;
  return (
    <Card withBorder radius="md" data-testid="paper-sheets">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('paper.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('paper.intro')}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('judges.sectionLabel')}
            data={Array.from({ length: stage.sectionCount }, (_, i) => ({
              value: String(i + 1),
              label: t('judge.section', { n: i + 1 }),
            }))}
            value={section}
            onChange={(v) => setSection(v ?? '1')}
            allowDeselect={false}
            w={170}
          />
          <Button
            {...pdf}
            href={observerSheetsPath(stage.id, Number(section), lang)}
            leftSection={<IconFileTypePdf size={16} />}
            data-testid="observer-sheet-link"
          >
            {t('paper.sheet')}
          </Button>
          <Button
            component={Link}
            to={`${path}/judges?keyed=${section}`}
            leftSection={<IconKeyboard size={16} />}
            data-testid="keyed-entry-link"
          >
            {t('paper.keyIn')}
          </Button>
        </Group>
        <Group gap="md">
          <Anchor href={observerSheetsPath(stage.id, null, lang)} target="_blank" rel="noopener" size="sm">
            {t('paper.allSheets')}
          </Anchor>
          <Anchor
            href={startListsPath(stage.id, lang)}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="start-lists-link"
          >
            {t('paper.startLists')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
