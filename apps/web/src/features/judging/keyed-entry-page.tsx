import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { withSavingToasts } from '../../shared/saving-toast';
import { KeyedConflicts, KeyedGrid } from './keyed-grid';
import {
  type CellKey,
  type CellValue,
  type Choice,
  cellKey,
  cellOrder,
  cellStatus,
  opsToSend,
  readCell,
  scoresByCell,
} from './keyed-model';

/**
 * Fast keyed entry of a paper observer sheet (issue #17): `/competitions/…/{stage}/judges?keyed={section}`,
 * secretaries. The sheet's observer is the scores' "who"; saving goes through the judge app's
 * exactly-once operations; differences against phones' scores wait for the secretary's choice.
 */
export function KeyedEntryPage({ section }: { section: number }) {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}`;
  const stage = useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api(`/api/competitions/${institutionId}/${championshipId}/${stageId}`),
  });
  const id = stage.data?.id;
  const grid = useQuery({
    queryKey: ['keyed-section', id, section],
    queryFn: () => api(`/api/stages/${id}/judging/sections/${section}/keyed`),
    enabled: !!id,
  });
  useDocumentTitle(t('paper.keyedTitle', { n: section }), stage.data?.title);

  const [observer, setObserver] = useState('');
  const [typed, setTyped] = useState(new Map<CellKey, CellValue>());
  const [choices, setChoices] = useState(new Map<CellKey, Choice>());
  const [saved, setSaved] = useState<{ applied: number; refused: number } | null>(null);
  const ids = useRef(new Map<string, string>());
  const device = useRef(`keyed-${crypto.randomUUID()}`);

  const data = grid.data;
  const existing = useMemo(() => (data ? scoresByCell(data) : new Map()), [data]);
  const order = useMemo(() => (data ? cellOrder(data.riders) : []), [data]);
  const status = (key: CellKey) => cellStatus(typed.get(key)?.points, existing.get(key), choices.get(key));
  // Open-free sheets are keyed as gates and faults (decision 030); classic as scores.
  const rules = data?.stage.competitionType === 'openFree' ? data.stage.openFree : null;

  if (stage.isError || grid.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>
      </Container>
    );
  }
  if (!stage.data || !data) {
    return (
      <Container size="md" py="xl">
        <Skeleton h={240} />
      </Container>
    );
  }

  const conflicts = [...typed.entries()]
    .filter(([key, value]) => existing.has(key) && existing.get(key)!.points !== value.points)
    .map(([key, { points: paper }]) => {
      const lap = Number(key.slice(key.lastIndexOf('/') + 1));
      const rider = data.riders.find((r) => key === cellKey(r.id, lap))!;
      return { key, rider, lap, paper, phone: existing.get(key)!, choice: choices.get(key) };
    });
  const undecided = conflicts.filter((c) => status(c.key) === 'conflict').length;
  const toSend = () => opsToSend(section, typed, existing, choices, ids.current, () => crypto.randomUUID());
  const pendingCount = toSend().length;

  const save = async () => {
    const ops = toSend();
    if (ops.length === 0 || !observer.trim()) return;
    const answer = await withSavingToasts(
      { pending: t('paper.saving'), success: t('paper.savedToast'), error: t('paper.saveError') },
      t,
      () =>
        api(`/api/stages/${data.stage.id}/judging/keyed`, {
          method: 'POST',
          json: { observer: observer.trim(), deviceId: device.current, ops },
        }),
    );
    if (!answer) return;
    // A refused cell gets a new operation when sent again (it may be sendable later: a choice, a cleared slot).
    const refused = new Set(answer.outcomes.filter((o) => o.outcome === 'rejected').map((o) => o.opId));
    for (const [k, opId] of ids.current) if (refused.has(opId)) ids.current.delete(k);
    setSaved({
      applied: answer.outcomes.filter((o) => o.outcome === 'applied').length,
      refused: answer.outcomes.filter((o) => o.outcome === 'rejected').length,
    });
    await grid.refetch();
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to={`${path}/judges`} size="sm" fw={700} c="dimmed">
            {stage.data.title} · {t('judges.title')}
          </Anchor>
          <Title order={1}>{t('paper.keyedTitle', { n: section })}</Title>
          <Text c="dimmed" data-testid="keyed-intro">
            {rules ? t('paper.keyedIntroOpenFree', { limit: rules.faultLimit }) : t('paper.keyedIntro')}
          </Text>
        </Stack>
        {data.stage.resultsLocked && <Alert color="gray">{t('judge.locked')}</Alert>}
        <TextInput
          label={t('paper.observer')}
          description={t('paper.observerHint')}
          value={observer}
          onChange={(e) => setObserver(e.currentTarget.value)}
          maxLength={100}
          required
          w={320}
          data-testid="keyed-observer"
        />
        <KeyedGrid
          riders={data.riders}
          order={order}
          typed={typed}
          existing={existing}
          status={status}
          rules={rules}
          onType={(key, text) => {
            setSaved(null);
            setTyped((old) => {
              const next = new Map(old);
              const value = text === undefined ? undefined : readCell(text, rules);
              if (value === undefined) next.delete(key);
              else next.set(key, value);
              return next;
            });
          }}
        />
        <KeyedConflicts
          items={conflicts}
          timeZone={data.stage.timeZone}
          onChoose={(key, choice) => setChoices((old) => new Map(old).set(key, choice))}
        />
        <Group>
          <Button
            h={48}
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void save()}
            disabled={pendingCount === 0 || !observer.trim()}
            data-testid="keyed-save"
          >
            {t('paper.save', { count: pendingCount })}
          </Button>
          {undecided > 0 && (
            <Text size="sm" c="orange.8">
              {t('paper.undecided', { count: undecided })}
            </Text>
          )}
          {saved && (
            <Text size="sm" c="teal.8" data-testid="keyed-result">
              {t('paper.savedSummary', { applied: saved.applied, refused: saved.refused })}
            </Text>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
