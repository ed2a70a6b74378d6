import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withSavingToasts } from '../../shared/saving-toast';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
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
  const { path, stage } = useRouteStage();
  const id = stage.data?.id;
  const limits = useQuery({
    queryKey: championshipLimitsKey(id ?? ''),
    queryFn: () => fetchChampionshipLimits(id!),
    enabled: !!id,
  });
  return (
    <StageSubpage
      title={t('signon.championshipRules.title')}
      intro={stage.data?.championshipName}
      stage={stage.data}
      ready={!!limits.data}
      failed={stage.isError || limits.isError}
      back={{ to: `${path}/signon`, label: `${t('signon.title')} · ${stage.data?.title ?? ''}` }}
      titleOf={(stage) => stage.championshipName}
    >
      {(stage) => <ChampionshipLimits stage={stage} data={limits.data!} />}
    </StageSubpage>
  );
}

function ChampionshipLimits({
  stage,
  data,
}: {
  stage: PublicStage;
  data: Awaited<ReturnType<typeof fetchChampionshipLimits>>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = async (rules: Parameters<typeof saveChampionshipLimits>[1]) => {
    const saved = await saveChampionshipLimits(stage.id, rules);
    queryClient.setQueryData(championshipLimitsKey(stage.id), saved);
    await queryClient.invalidateQueries({ queryKey: entryLimitsKey(stage.id) });
  };
  const clear = () =>
    withSavingToasts(
      { pending: t('signon.toast.saving'), success: t('signon.toast.saved'), error: t('signon.toast.error') },
      t,
      () => save(null),
    );
  return (
    <>
      <LimitsForm
        key={JSON.stringify(data.rules)}
        classes={stage.classes.map((c) => c.name)}
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
    </>
  );
}
