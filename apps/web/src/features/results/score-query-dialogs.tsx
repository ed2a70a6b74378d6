import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Badge, Button, Card, Group, Modal, Radio, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { SCORE_QUERY_MAX_LENGTH, type ScoreQuery, type ScoreQueryOutcome, type CompactResult } from '@trialhub/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { withSavingToasts } from '../../shared/saving-toast';
import { QueryItem, useQueryWriter, useStageQueries } from './score-queries';

/*
 * The score queries' dialogs and the secretaries' panel (score-queries.tsx): Mantine's Modal, Radio,
 * Switch and Textarea load when a rider asks or a secretary opens the page, not for every visitor
 * (issue #20).
 */

/** The dialog of "Ask the clerk about this score" (AskClerkButton): a required message of at most 500 characters. */
export function AskClerkDialog({
  stageId,
  participantId,
  section,
  lap,
  points,
  opened,
  onClose,
}: {
  stageId: string;
  participantId: string;
  section: number;
  lap: number;
  points: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const write = useQueryWriter(stageId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!message.trim()) {
      setError(t('validation.required'));
      return;
    }
    const query = await withSavingToasts(
      {
        pending: t('results.queries.toast.ask.pending'),
        success: t('results.queries.toast.ask.success'),
        error: t('results.queries.toast.ask.error'),
      },
      t,
      () =>
        api(`/api/stages/${stageId}/results/${participantId}/queries`, {
          method: 'POST',
          json: { section, lap, message },
        }),
    );
    if (!query) return;
    write(query);
    onClose();
    setMessage('');
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('results.queries.dialogTitle', { section, lap })}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('results.queries.intro', { points: points ?? '—' })}
          </Text>
          <Textarea
            label={t('results.queries.message')}
            placeholder={t('results.queries.messagePlaceholder')}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={SCORE_QUERY_MAX_LENGTH}
            description={`${message.length} / ${SCORE_QUERY_MAX_LENGTH}`}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('results.queries.cancel')}
            </Button>
            <Button type="submit">{t('results.queries.send')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The secretaries' "Open queries (N)" panel: rider, number, class, section/lap, the points then and
 * now, the message, the time, a link to the cell and the answer; answered ones behind a toggle.
 */
export function QueriesPanelView({ stageId, results }: { stageId: string; results: CompactResult[] }) {
  const { t } = useTranslation();
  const { data = [] } = useStageQueries(stageId, true);
  const [showAnswered, setShowAnswered] = useState(false);
  const [answering, setAnswering] = useState<ScoreQuery | null>(null);
  const byId = new Map(results.map((r) => [r.participantId, r]));
  const open = data.filter((q) => q.status === 'open');
  const shown = showAnswered ? data : open;

  return (
    <Card withBorder radius="md" p="md" id="score-queries" data-noprint data-testid="queries-panel">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {t('results.queries.panelTitle')}
          </Title>
          <Badge color={open.length ? 'yellow' : 'gray'} variant="filled" data-testid="open-queries-count">
            {open.length}
          </Badge>
        </Group>
        <Switch
          label={t('results.queries.showAnswered')}
          checked={showAnswered}
          onChange={(e) => setShowAnswered(e.currentTarget.checked)}
        />
      </Group>
      <Stack gap="xs">
        {shown.length === 0 && (
          <Text c="dimmed" fz="sm">
            {showAnswered ? t('results.queries.noneAnswered') : t('results.queries.none')}
          </Text>
        )}
        {shown.map((q) => {
          const result = byId.get(q.participantId);
          const now = result?.sections.find((s) => s.section === q.section && s.lap === q.lap);
          const pointsNow = now && !now.deleted ? now.points : null;
          return (
            <QueryItem
              key={q.id}
              query={q}
              rider={
                <Group gap={6}>
                  <Text fw={700}>{result?.participant.name ?? q.authorName}</Text>
                  {result?.participant.racingNumber != null && (
                    <Badge size="sm" variant="outline" color="gray">
                      #{result.participant.racingNumber}
                    </Badge>
                  )}
                  <Text fz="sm" c="dimmed">
                    {result?.participant.racingClass}
                  </Text>
                </Group>
              }
              points={
                <Text
                  fz="sm"
                  c={pointsNow !== q.pointsThen ? 'orange' : 'dimmed'}
                  fw={pointsNow !== q.pointsThen ? 700 : undefined}
                  data-testid="points-then-now"
                >
                  {t('results.queries.pointsThenNow', { then: q.pointsThen ?? '—', now: pointsNow ?? '—' })}
                </Text>
              }
            >
              <Group gap="sm">
                <Anchor component={Link} to={`?rider=${q.participantId}&section=${q.section}&lap=${q.lap}`} fz="sm">
                  {t('results.queries.openCell')}
                </Anchor>
                {q.status === 'open' && (
                  <Button size="compact-sm" onClick={() => setAnswering(q)}>
                    {t('results.queries.answer')}
                  </Button>
                )}
              </Group>
            </QueryItem>
          );
        })}
      </Stack>
      {answering && (
        <AnswerModal
          stageId={stageId}
          query={answering}
          name={byId.get(answering.participantId)?.participant.name ?? answering.authorName}
          onClose={() => setAnswering(null)}
        />
      )}
    </Card>
  );
}

function AnswerModal({
  stageId,
  query,
  name,
  onClose,
}: {
  stageId: string;
  query: ScoreQuery;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const write = useQueryWriter(stageId);
  const [answer, setAnswer] = useState('');
  const [outcome, setOutcome] = useState<ScoreQueryOutcome | null>(null);
  const [errors, setErrors] = useState<{ answer?: string; outcome?: string }>({});

  const send = async () => {
    const missing = {
      answer: answer.trim() ? undefined : t('validation.required'),
      outcome: outcome ? undefined : t('validation.required'),
    };
    if (missing.answer || !outcome) {
      setErrors(missing);
      return;
    }
    const done = await withSavingToasts(
      {
        pending: t('results.queries.toast.answer.pending'),
        success: t('results.queries.toast.answer.success'),
        error: t('results.queries.toast.answer.error'),
      },
      t,
      () => api(`/api/stages/${stageId}/queries/${query.id}`, { method: 'PATCH', json: { answer, outcome } }),
    );
    if (!done) return;
    write(done);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('results.queries.answerTitle', { name, section: query.section, lap: query.lap })}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{query.message}”
          </Text>
          <Textarea
            label={t('results.queries.reply')}
            value={answer}
            onChange={(e) => {
              setAnswer(e.currentTarget.value);
              setErrors((x) => ({ ...x, answer: undefined }));
            }}
            error={errors.answer}
            maxLength={SCORE_QUERY_MAX_LENGTH}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
          />
          <Radio.Group
            label={t('results.queries.outcomeLabel')}
            value={outcome}
            onChange={(v) => {
              setOutcome(v as ScoreQueryOutcome);
              setErrors((x) => ({ ...x, outcome: undefined }));
            }}
            error={errors.outcome}
            description={t('results.queries.correctHint')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="stands" label={t('results.queries.outcome.stands')} />
              <Radio value="corrected" label={t('results.queries.outcome.corrected')} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('results.queries.cancel')}
            </Button>
            <Button type="submit">{t('results.queries.sendAnswer')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
