import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type PublicStage, type StartBlock, type StartOrder, startOrders } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api';
import { formatDateTime } from '../../shared/dates';
import { Form } from '../../shared/form';
import { currentLanguage } from '../../shared/i18n';
import { withSavingToasts } from '../../shared/saving-toast';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
import { fetchStartList, saveStartList, startListKey } from './start-list-api';
import { TimeInput } from '../../shared/date-input';

/** Start lists (issue #39): `/competitions/{institution}/{championship}/{stage}/start-list`, secretary. */
export function StartListPage() {
  const { t } = useTranslation();
  const { path, stage } = useRouteStage();
  const id = stage.data?.id;
  const list = useQuery({ queryKey: startListKey(id ?? ''), queryFn: () => fetchStartList(id!), enabled: !!id });
  return (
    <StageSubpage
      title={t('startList.title')}
      intro={t('startList.intro')}
      stage={stage.data}
      ready={!!list.data}
      failed={stage.isError || list.isError}
    >
      {(stage) => (
        <>
          <BlocksForm key={JSON.stringify(list.data!.blocks)} stage={stage} blocks={list.data!.blocks} />
          <Group>
            <Anchor href={`/api/stages/${stage.id}/start-lists.pdf?lang=${currentLanguage()}`} target="_blank">
              {t('startList.pdf')}
            </Anchor>
            <Anchor component={Link} to={path}>
              {t('startList.seeOnStage')}
            </Anchor>
          </Group>
        </>
      )}
    </StageSubpage>
  );
}

type Draft = Omit<StartBlock, 'intervalMinutes' | 'groupSize'> & {
  intervalMinutes: string;
  groupSize: string;
  redraw: boolean;
};

const draftOf = (b: StartBlock): Draft => ({
  ...b,
  intervalMinutes: String(b.intervalMinutes),
  groupSize: String(b.groupSize),
  redraw: false,
});

function BlocksForm({ stage, blocks }: { stage: PublicStage; blocks: StartBlock[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => blocks.map(draftOf));
  const [fields, setFields] = useState<Record<string, string>>({});
  const taken = (except: number) => new Set(drafts.flatMap((d, i) => (i === except ? [] : d.classes)));
  const set = (index: number, patch: Partial<Draft>) => {
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    setFields({});
  };
  const add = () => {
    const free = stage.classes.map((c) => c.name).filter((n) => !taken(-1).has(n));
    const first = stage.classes.find((c) => c.name === free[0]);
    setDrafts((all) => [
      ...all,
      {
        classes: free.slice(0, 1),
        startTime: first?.startTime ?? '10:00',
        intervalMinutes: '1',
        groupSize: '1',
        order: 'draw',
        redraw: false,
      },
    ]);
  };
  // The server names the item ('blocks.0.classes.1'): shown on the field it belongs to.
  const error = (field: string) => {
    const key = Object.keys(fields).find((k) => k === field || k.startsWith(`${field}.`));
    return key ? t(fields[key]!) : undefined;
  };

  const submit = async () => {
    const body = {
      blocks: drafts.map(({ redraw: _r, ...d }) => ({
        ...d,
        intervalMinutes: Number(d.intervalMinutes),
        groupSize: Number(d.groupSize),
      })),
      redraw: drafts.flatMap((d, i) => (d.redraw ? [i] : [])),
    };
    await withSavingToasts(
      { pending: t('startList.toast.saving'), success: t('startList.toast.saved'), error: t('startList.toast.error') },
      t,
      async () => {
        try {
          await saveStartList(stage.id, body);
        } catch (e) {
          if (e instanceof ApiError) setFields(e.fields ?? {});
          throw e;
        }
      },
    ).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: startListKey(stage.id) });
  };

  return (
    <Form onSubmit={submit}>
      <Stack gap="md">
        {drafts.map((d, i) => (
          <Card key={i} withBorder padding="md" data-testid="start-block-form">
            <Stack gap="sm">
              <Checkbox.Group
                label={t('startList.classes')}
                value={d.classes}
                onChange={(classes) => set(i, { classes })}
                error={error(`blocks.${i}.classes`)}
              >
                <Group gap="md" mt={4}>
                  {stage.classes.map((c) => (
                    <Checkbox key={c.name} value={c.name} label={c.name} disabled={taken(i).has(c.name)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <TimeInput
                  label={t('startList.startTime')}
                  value={d.startTime}
                  onChange={(v) => set(i, { startTime: v })}
                  error={error(`blocks.${i}.startTime`)}
                />
                <TextInput
                  type="number"
                  min={0}
                  max={120}
                  label={t('startList.interval')}
                  value={d.intervalMinutes}
                  onChange={(e) => set(i, { intervalMinutes: e.currentTarget.value })}
                  error={error(`blocks.${i}.intervalMinutes`)}
                />
                <TextInput
                  type="number"
                  min={1}
                  max={100}
                  label={t('startList.groupSize')}
                  value={d.groupSize}
                  onChange={(e) => set(i, { groupSize: e.currentTarget.value })}
                  error={error(`blocks.${i}.groupSize`)}
                />
                <NativeSelect
                  label={t('startList.orderLabel')}
                  value={d.order}
                  data={startOrders.map((o) => ({ value: o, label: t(`startList.order.${o}`) }))}
                  onChange={(e) => set(i, { order: e.currentTarget.value as StartOrder })}
                />
              </SimpleGrid>
              {d.order === 'draw' && d.seed && (
                <Group gap="md" justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('startList.drawn', {
                      time: d.drawnAt ? formatDateTime(d.drawnAt, stage.timeZone) : '',
                      seed: d.seed,
                    })}
                  </Text>
                  <Checkbox
                    label={t('startList.redraw')}
                    checked={d.redraw}
                    onChange={(e) => set(i, { redraw: e.currentTarget.checked })}
                  />
                </Group>
              )}
              <Group justify="flex-end">
                <Button variant="subtle" color="red" onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))}>
                  {t('startList.remove')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        {Object.keys(fields).length > 0 && <Alert color="red">{t('startList.fixFields')}</Alert>}
        <Group>
          <Button variant="outline" onClick={add} disabled={taken(-1).size >= stage.classes.length}>
            {t('startList.add')}
          </Button>
          <Button type="submit">{t('startList.save')}</Button>
        </Group>
      </Stack>
    </Form>
  );
}
