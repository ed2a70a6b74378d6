import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type PublicStage } from '@trialhub/domain';
import {
  IconBrandWaze,
  IconCalendarEvent,
  IconClock,
  IconListNumbers,
  IconMapPin,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { StageNotFound } from '../../shared/stage-not-found';
import { formatDateTime, formatDateTimeRange, venueZoneLabel } from '../../shared/dates';
import { currentLanguage } from '../../shared/i18n';
import { ClampedText } from '../../shared/clamped-text';
import { useNow } from '../../shared/timing';
import { Sponsors } from '../../shared/sponsors';
import { RegulationLink } from '../../shared/regulation-link';
import classes from './stage-page.module.css';
import { useDocumentTitle } from '../../shared/document-title';

/**
 * /competitions/{institution}/{championship}/{stage}: the stage header, its bar, description,
 * classes, documents and sponsors (spec §2 "Stage page"). Participants and registration come with
 * their own feature.
 */
export interface StagePageSlots {
  /** Registration actions in the bar (Join, Cancel, Login to join). */
  barActions?: (stage: PublicStage) => React.ReactNode;
  /** The participants section under the bar. */
  participants?: (stage: PublicStage) => React.ReactNode;
}

export function StagePage({ barActions, participants }: StagePageSlots) {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}` as const;
  const {
    data: stage,
    isPending,
    isError,
  } = useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api(`/api${path}`),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
  useDocumentTitle(stage?.title ?? (isError ? t('stage.missingTitle') : undefined), stage?.championshipName);
  const now = useNow();
  // The slots' elements change only with the stage: the page's own re-renders (the clock moving on) leave
  // the participants table and the bar's actions as they are instead of rendering them again.
  const bar = useMemo(() => stage && barActions?.(stage), [barActions, stage]);
  const participantsSection = useMemo(() => stage && participants?.(stage), [participants, stage]);

  if (isPending) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Skeleton h={36} w="60%" />
          <Skeleton h={20} w="40%" />
          <Skeleton h={120} />
        </Stack>
      </Container>
    );
  }
  // A page of its own: a title and an h1 saying what is missing (issue #37 point 11).
  if (isError || !stage) return <StageNotFound />;

  const started = Date.parse(stage.competitionStartDate) <= now.getTime();
  const ended = Date.parse(stage.competitionEndDate) <= now.getTime();
  const registrationEnded =
    stage.registrationEndDate !== null && Date.parse(stage.registrationEndDate) <= now.getTime();
  // Class times are the venue's wall clock: named when the viewer's clock differs.
  const classZone = venueZoneLabel(stage.timeZone, stage.competitionStartDate);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6} data-testid="stage-header">
          <Group gap="xs">
            <Anchor
              component={Link}
              to={`/competitions/${institutionId}/${championshipId}`}
              size="sm"
              fw={700}
              tt="uppercase"
              c="dimmed"
            >
              {stage.championshipName}
            </Anchor>
            {stage.status === 'draft' && <Badge color="gray">{t('admin.stageStatus.draft')}</Badge>}
            {stage.competitionType === 'openFree' && (
              <Badge color="grape" variant="light">
                {t('home.openFree')}
              </Badge>
            )}
          </Group>
          <Title order={1}>{stage.title}</Title>
          {stage.competitionOrganizer && (
            <Group gap={6} c="dimmed">
              <IconUser size={18} />
              <Text>{t('stage.organizer', { name: stage.competitionOrganizer })}</Text>
            </Group>
          )}
          <IconLine icon={<IconCalendarEvent size={18} className={classes.icon} />}>
            <Text>{formatDateTimeRange(stage.competitionStartDate, stage.competitionEndDate, stage.timeZone)}</Text>
            {stage.status === 'published' && (
              <Anchor href={`/api/calendar/stages/${stage.id}/event.ics`} size="sm" data-testid="add-to-calendar">
                {t('stage.addToCalendar')}
              </Anchor>
            )}
          </IconLine>
          <IconLine icon={<IconMapPin size={18} className={classes.icon} />}>
            <Text fs={stage.location ? undefined : 'italic'} c={stage.location ? undefined : 'dimmed'}>
              {stage.location ?? t('home.placeToBeDefined')}
            </Text>
            {stage.googleMaps && (
              <Anchor href={stage.googleMaps} target="_blank" rel="noopener noreferrer" size="sm">
                {t('stage.openMap')}
              </Anchor>
            )}
            {stage.waze && (
              <Anchor href={stage.waze} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  <IconBrandWaze size={16} />
                  {t('stage.navigate')}
                </Group>
              </Anchor>
            )}
          </IconLine>
        </Stack>

        <Card withBorder radius="md" p="sm" className={classes.bar} data-testid="stage-bar">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {bar}
              <Button component={Link} to={path} variant="light" leftSection={<IconUsers size={16} />}>
                {t('stage.participants')}
              </Button>
              {started && (
                <Button component={Link} to={`${path}/results`} leftSection={<IconListNumbers size={16} />}>
                  {t('stage.results')}
                </Button>
              )}
            </Group>
            {!ended && stage.registrationEndDate && (
              <Group gap={6} c={registrationEnded ? 'red.9' : undefined} wrap="nowrap" align="flex-start">
                <IconClock size={18} style={{ flex: 'none', marginTop: 3 }} />
                <Text fw={600} data-testid="registration-info">
                  {t(registrationEnded ? 'stage.registrationEnded' : 'home.registrationTill', {
                    date: formatDateTime(stage.registrationEndDate, stage.timeZone),
                  })}
                </Text>
              </Group>
            )}
          </Group>
        </Card>

        <Description stage={stage} />

        {participantsSection}

        {stage.classes.length > 0 && (
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('stage.classes')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {stage.classes.map((cls) => (
                <Card key={cls.name} withBorder radius="md" p="sm" style={{ borderLeft: `6px solid ${cls.color}` }}>
                  <Text fw={700}>{cls.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[
                      cls.startTime && cls.endTime ? `${cls.startTime}–${cls.endTime}${classZone}` : null,
                      `${cls.yearsFrom ?? 0}–${cls.yearsTo ?? '∞'} ${t('stage.years')}`,
                      t('stage.laps', { count: cls.laps }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('stage.sections', { list: cls.lapSections.join(', ') })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}

        {stage.regulationUrl && (
          <Group>
            <RegulationLink url={stage.regulationUrl} />
          </Group>
        )}

        <Sponsors sponsors={stage.sponsors} />
      </Stack>
    </Container>
  );
}

/**
 * A header line: its icon, then the text and links that wrap beside it — the icon stays level with the
 * first line when a long date (Latvian, Estonian) or place wraps on a phone.
 */
function IconLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Group gap={6} wrap="wrap">
        {children}
      </Group>
    </Group>
  );
}

/** The description in the UI language (lv, et, else en), clamped to 4 lines with Show more/less. */
function Description({ stage }: { stage: PublicStage }) {
  const lang = currentLanguage();
  const text =
    (lang === 'lv' ? stage.descriptionLv : lang === 'et' ? stage.descriptionEt : null) ??
    stage.descriptionEn ??
    stage.descriptionLv ??
    stage.descriptionEt;
  return text ? <ClampedText text={text} /> : null;
}
