import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { withSavingToasts } from '../../shared/saving-toast';
import {
  championshipLimitsKey,
  entryLimitsKey,
  fetchChampionshipLimits,
  saveChampionshipLimits,
} from '../../shared/signon-api';
import { LimitsForm } from './entry-limits-form';

/**
 * The championship's default entry limits (issue #39, decision 081): per class and for a whole stage,
 * and the health declaration, for every stage of the championship without limits of its own. Reached
 * from a stage's sign-on page (`…/{stage}/entry-limits`), as the championship's default fees are from
 * its payments page; the list says which stages follow the default.
 */
export function ChampionshipLimitsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}`;
  const stage = useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api<PublicStage>(`/api${path}`),
  });
  const id = stage.data?.id;
  const limits = useQuery({
    queryKey: championshipLimitsKey(id ?? ''),
    queryFn: () => fetchChampionshipLimits(id!),
    enabled: !!id,
  });
  useDocumentTitle(t('signon.championshipRules.title'), stage.data?.championshipName);
  if (stage.isError || limits.isError)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>
      </Container>
    );
  if (!stage.data || !limits.data)
    return (
      <Container size="md" py="xl">
        <Skeleton h={240} />
      </Container>
    );
  const data = limits.data;
  const save = async (rules: Parameters<typeof saveChampionshipLimits>[1]) => {
    const saved = await saveChampionshipLimits(stage.data.id, rules);
    queryClient.setQueryData(championshipLimitsKey(stage.data.id), saved);
    await queryClient.invalidateQueries({ queryKey: entryLimitsKey(stage.data.id) });
  };
  const clear = () =>
    withSavingToasts(
      { pending: t('signon.toast.saving'), success: t('signon.toast.saved'), error: t('signon.toast.error') },
      t,
      () => save(null),
    );
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to={`${path}/signon`} size="sm" fw={700} c="dimmed">
            {t('signon.title')} · {stage.data.title}
          </Anchor>
          <Title order={1}>{t('signon.championshipRules.title')}</Title>
          <Text c="dimmed">{stage.data.championshipName}</Text>
        </Stack>
        <LimitsForm
          key={JSON.stringify(data.rules)}
          classes={stage.data.classes.map((c) => c.name)}
          rules={data.rules ?? { entryLimit: null, classLimits: {}, healthDeclaration: false }}
          title={t('signon.championshipRules.formTitle')}
          intro={t('signon.championshipRules.intro')}
          footer={
            data.rules ? (
              <Button variant="subtle" color="red" onClick={() => void clear()}>
                {t('signon.championshipRules.clear')}
              </Button>
            ) : undefined
          }
          onSave={save}
        />
        <Card withBorder padding="lg" data-testid="championship-limits-stages">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('signon.championshipRules.stages')}
            </Title>
            {data.stages.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text style={{ minWidth: 0 }}>{s.title}</Text>
                <Badge color={s.ownRules ? 'gray' : 'forest'} variant="light" style={{ flex: 'none' }}>
                  {t(s.ownRules ? 'signon.championshipRules.own' : 'signon.championshipRules.follows')}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
