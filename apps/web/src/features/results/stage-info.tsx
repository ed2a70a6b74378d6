import { Accordion, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { venueZoneLabel } from '../../shared/dates';
import { currentLanguage } from '../../shared/i18n';
import { ClampedText } from '../../shared/clamped-text';
import { RegulationLink } from '../../shared/regulation-link';
import classes from './results.module.css';

/** The stage info panel (spec §2): Description, Classes, Documents as accordions. */
export function StageInfoPanel({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const classZone = venueZoneLabel(stage.timeZone, stage.competitionStartDate);
  const lang = currentLanguage();
  const description =
    (lang === 'lv' ? stage.descriptionLv : lang === 'et' ? stage.descriptionEt : stage.descriptionEn) ??
    stage.descriptionEn;
  return (
    <Stack gap="sm" data-testid="stage-info" data-noprint>
      <Title order={2} fz="h3">
        {t('results.info.title')}
      </Title>
      <Accordion multiple defaultValue={['description']} variant="contained" radius="md">
        <Accordion.Item value="description">
          <Accordion.Control>{t('results.info.description')}</Accordion.Control>
          <Accordion.Panel>
            {description ? <ClampedText text={description} /> : <Text c="dimmed">—</Text>}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="classes">
          <Accordion.Control>{t('results.info.classes')}</Accordion.Control>
          <Accordion.Panel>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('results.col.class')}</Table.Th>
                    <Table.Th>{t('results.info.time')}</Table.Th>
                    <Table.Th>{t('results.info.age')}</Table.Th>
                    <Table.Th>{t('results.info.laps')}</Table.Th>
                    <Table.Th>{t('results.info.sections')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stage.classes.map((c) => (
                    <Table.Tr key={c.name}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <span className={classes.swatch} style={{ background: c.color }} />
                          <Text fw={600} fz="sm">
                            {c.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{c.startTime && c.endTime ? `${c.startTime}–${c.endTime}${classZone}` : '—'}</Table.Td>
                      <Table.Td>
                        {c.yearsFrom ?? 0}–{c.yearsTo ?? '∞'}
                      </Table.Td>
                      <Table.Td>{c.laps}</Table.Td>
                      <Table.Td>
                        <Group gap={2}>
                          {Array.from({ length: stage.sectionCount }, (_, i) => i + 1).map((s) => (
                            <Badge
                              key={s}
                              size="xs"
                              radius="sm"
                              variant={c.lapSections.includes(s) ? 'filled' : 'outline'}
                              color={c.lapSections.includes(s) ? 'forest' : 'gray'}
                            >
                              {s}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="documents">
          <Accordion.Control>{t('results.info.documents')}</Accordion.Control>
          <Accordion.Panel>
            {stage.regulationUrl ? (
              <RegulationLink url={stage.regulationUrl} />
            ) : (
              <Text c="dimmed">{t('results.info.regulationNone')}</Text>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
