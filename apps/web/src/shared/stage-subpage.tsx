import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from './api';
import { useDocumentTitle } from './document-title';
import type { StagePagePath } from './paths';

/**
 * The stage a staff sub-page (`/competitions/{institution}/{championship}/{stage}/…`) is about, read under the
 * same key as the stage page, so going back and forth reads it once. `path` is the stage page's path.
 */
export function useRouteStage(): { path: string; stage: UseQueryResult<PublicStage> } {
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = useStagePath();
  const stage = useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api(`/api${path}`),
  });
  return { path, stage };
}

function useStagePath(): StagePagePath {
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  return `/competitions/${institutionId}/${championshipId}/${stageId}`;
}

interface StageSubpageProps {
  /** The page's heading; also its document title, after the stage's (or `titleOf`'s) name. */
  title: string;
  intro?: ReactNode;
  /** The stage, once read; with `ready` false the page shows its skeleton. */
  stage: PublicStage | undefined;
  /** Every other read the page needs has answered. */
  ready: boolean;
  /** A read failed: the page says so instead of its content. */
  failed: boolean;
  /** Where the small link above the heading leads, and its words (default: the stage page, the stage's title). */
  back?: { to: string; label: string };
  /** The document title's second part (default: the stage's title). */
  titleOf?: (stage: PublicStage) => string;
  children: (stage: PublicStage) => ReactNode;
}

/**
 * The frame of a staff sub-page of a stage (judges, payments, sign-on, start list, entry limits): the back
 * link, heading and intro, a skeleton while the reads answer, and one translated line when a read failed.
 */
export function StageSubpage({ title, intro, stage, ready, failed, back, titleOf, children }: StageSubpageProps) {
  const { t } = useTranslation();
  const path = useStagePath();
  useDocumentTitle(title, stage && (titleOf ? titleOf(stage) : stage.title));
  if (failed) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>
      </Container>
    );
  }
  if (!stage || !ready) {
    return (
      <Container size="md" py="xl">
        <Stack>
          <Skeleton h={32} w="50%" />
          <Skeleton h={160} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={back?.to ?? path} size="sm" fw={700} c="dimmed">
            {back?.label ?? stage.title}
          </Anchor>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children(stage)}
      </Stack>
    </Container>
  );
}
