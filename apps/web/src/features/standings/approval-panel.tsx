import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Anchor, Button, Card, Group, List, Modal, Stack, Stepper, Text, useMatches } from '@mantine/core';
import {
  type ApprovalOffender,
  type StageApprovalState,
  type StageResultsStatus,
  type StandingResolution,
  type StandingValidationError,
  isProtestWindowOpen,
  stagePath,
} from '@trialhub/domain';
import { IconAlertTriangle, IconCheck, IconClipboardCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { commandApi } from '../../shared/command-api';
import { approvalKey, useApprovalState } from '../../shared/approval-state';
import { formatDate } from '../../shared/dates';
import { ConfirmButtons } from './confirm-buttons';
import { DnsProposalPanel } from './dns-proposal';
import { EarlyApprovalWarning, PublishProvisionalModal } from './provisional-publish';
import { IdentityConflictsModal } from './identity-conflicts';
import { withSavingToasts } from '../../shared/saving-toast';

export interface ApprovalBannerStage {
  id: string;
  institutionId: string;
  championshipId: string;
  stageId: string;
  resultsStatus?: StageResultsStatus | null;
  /** The venue's clock for the protest window's close (decision 027). */
  timeZone?: string;
}

/** Each step's label and description keys, in the order of `steps`. */
const stepTexts: [string, string | null][] = [
  ['standings.step.inProgress', null],
  ['standings.step.approved', 'standings.step.approvedText'],
  ['standings.step.generated', null],
  ['standings.step.published', 'standings.step.publishedText'],
];
const steps: (StageResultsStatus | null)[] = [null, 'Approved', 'StandingsGenerated', 'StandingsPublished'];

/** The banner itself (the secretary's; approval-banner.tsx loads it only for them, issue #20). */
export function Banner({ stage }: { stage: ApprovalBannerStage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useApprovalState(stage.id);
  const [dialog, setDialog] = useState<
    'approve' | 'generate' | 'publish' | 'notFinished' | 'notFound' | 'provisional' | null
  >(null);
  const [errors, setErrors] = useState<StandingValidationError[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  // Phones get the four steps as a compact row of marks with the current step named below it.
  const compact = useMatches<boolean>({ base: true, md: false });
  const status = state?.resultsStatus ?? stage.resultsStatus ?? null;
  const active = steps.indexOf(status);
  const update = async (next: StageApprovalState) => {
    queryClient.setQueryData(approvalKey(stage.id), next);
    await queryClient.invalidateQueries({ queryKey: ['standings'] });
  };

  // Results may have changed since the banner loaded: decide on the current count.
  const fetchState = () =>
    queryClient.fetchQuery({
      queryKey: approvalKey(stage.id),
      queryFn: () => api(`/api/stages/${stage.id}/approval`),
      staleTime: 0,
    });
  const openApprove = async () => {
    const fresh = await fetchState();
    setDialog(fresh.unfinishedCount > 0 ? 'notFinished' : 'approve');
  };

  const approve = async () => {
    setDialog(null);
    // Inside an open protest window the server wants the confirmation this dialog just got (decision 027).
    const early = !!state && isProtestWindowOpen(state.results, new Date());
    const next = await withSavingToasts(
      {
        pending: t('standings.toast.settingPositions'),
        success: t('standings.toast.positionsSet'),
        error: t('standings.toast.errorUpdating'),
      },
      t,
      () =>
        commandApi(`/api/stages/${stage.id}/results/approve`, {
          method: 'POST',
          json: early ? { confirmEarly: true } : {},
        }),
    );
    if (next) await update(next);
    // Someone became unfinished in between (the server refused): name them.
    else if ((await fetchState()).unfinishedCount > 0) setDialog('notFinished');
  };

  const generate = async (resolutions: StandingResolution[] = []) => {
    setDialog(null);
    const res = await withSavingToasts(
      // A championship with women classes also gets its Women / Juniors / Girls standings from the
      // same run: the toasts say so (spec §8 "women-class equivalents").
      state?.hasWomenClasses
        ? {
            pending: t('standings.toast.processingWomen'),
            success: t('standings.toast.updatedWomen'),
            error: t('standings.toast.updateErrorWomen'),
          }
        : {
            pending: t('standings.toast.processing'),
            success: t('standings.toast.updated'),
            error: t('standings.toast.updateError'),
          },
      t,
      () =>
        commandApi(`/api/stages/${stage.id}/standings/generate`, {
          method: 'POST',
          json: { resolutions },
        }),
      (r) => r.ok,
    );
    if (!res) return;
    if (res.ok) {
      setErrors([]);
      setShowErrors(false);
      await update(res.state);
    } else {
      setErrors(res.errors);
      setShowErrors(true);
    }
  };

  const publish = async () => {
    setDialog(null);
    const next = await withSavingToasts(
      {
        pending: t('standings.toast.publishing'),
        success: t('standings.toast.published'),
        error: t('standings.toast.publishError'),
      },
      t,
      () => commandApi(`/api/stages/${stage.id}/standings/publish`, { method: 'POST' }),
    );
    if (next) await update(next);
  };

  const canApprove = state && state.standingsStatus !== 'approved' && (status === null || status === 'Approved');
  // Not before the banner's state has loaded: the dialog needs the stage's number (else 'Stage not found').
  const canGenerate = !!state && (status === 'Approved' || status === 'StandingsGenerated');
  const canPublishProvisional = !!state && status === null;

  return (
    <Card withBorder radius="md" p="md" data-testid="approval-banner">
      <Stack gap="md">
        <Stepper active={active + 1} size="sm" allowNextStepsSelect={false} wrap={false}>
          {stepTexts.map(([label, description]) => (
            <Stepper.Step
              key={label}
              label={compact ? undefined : t(label)}
              description={!compact && description ? t(description) : undefined}
            />
          ))}
        </Stepper>
        {compact && (
          <Stack gap={0} data-testid="approval-current-step">
            <Text fw={700}>{t(stepTexts[Math.max(active, 0)]![0])}</Text>
            {stepTexts[Math.max(active, 0)]![1] && (
              <Text size="sm" c="dimmed">
                {t(stepTexts[Math.max(active, 0)]![1]!)}
              </Text>
            )}
          </Stack>
        )}
        <Group gap="sm">
          {canPublishProvisional && (
            <Button
              variant="light"
              color="orange"
              leftSection={<IconClipboardCheck size={16} />}
              onClick={() => setDialog('provisional')}
            >
              {state.results.state === 'provisional'
                ? t('results.provisional.publishAgain')
                : t('results.provisional.publish')}
            </Button>
          )}
          {canApprove && (
            <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => void openApprove()}>
              {t('standings.approveResults')}
            </Button>
          )}
          {canGenerate && (
            <Button onClick={() => setDialog(state?.stageNumber ? 'generate' : 'notFound')}>
              {status === 'StandingsGenerated' ? t('standings.regenerate') : t('standings.generate')}
            </Button>
          )}
          {status === 'StandingsGenerated' && (
            <Group gap={6}>
              <Text size="sm">{t('standings.step.generatedText')}</Text>
              <Button color="teal" onClick={() => setDialog('publish')}>
                {t('standings.publish')}
              </Button>
            </Group>
          )}
          {errors.length > 0 && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={16} />}
              onClick={() => setShowErrors(true)}
            >
              {t('standings.showErrors', { count: errors.length })}
            </Button>
          )}
        </Group>
      </Stack>

      <Modal opened={dialog === 'approve'} onClose={() => setDialog(null)} title={t('standings.approveResults')}>
        <Stack>
          <Text>{t('standings.approveConfirm')}</Text>
          {state && <EarlyApprovalWarning state={state.results} timeZone={stage.timeZone} />}
          {!!state?.openQueries && (
            <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="open-queries-warning">
              {t('standings.openQueriesWarning', { count: state.openQueries })}
            </Alert>
          )}
          <ConfirmButtons onCancel={() => setDialog(null)} onConfirm={() => void approve()} />
        </Stack>
      </Modal>
      {state && dialog === 'provisional' && (
        <PublishProvisionalModal
          stageId={stage.id}
          state={state.results}
          opened
          onClose={() => setDialog(null)}
          onPublished={async () => {
            await fetchState();
          }}
        />
      )}
      <Modal opened={dialog === 'notFinished'} onClose={() => setDialog(null)} title={t('standings.approveResults')}>
        <Stack>
          <Alert color="red" icon={<IconAlertTriangle />}>
            {t('standings.notAllFinished')}
          </Alert>
          <DnsProposalPanel
            stageId={stage.id}
            onDone={async () => {
              // All accounted for now: straight on to the approval's own confirmation.
              if ((await fetchState()).unfinishedCount === 0) setDialog('approve');
            }}
          />
          {!!state?.offenders.length && (
            <Offenders
              offenders={state.offenders}
              resultsPath={`${stagePath(stage)}/results`}
              onPick={() => setDialog(null)}
            />
          )}
        </Stack>
      </Modal>
      <Modal opened={dialog === 'notFound'} onClose={() => setDialog(null)} title={t('standings.generate')}>
        <Alert color="red" icon={<IconAlertTriangle />}>
          {t('standings.stageNotFound')}
        </Alert>
      </Modal>
      <Modal
        opened={dialog === 'generate'}
        onClose={() => setDialog(null)}
        title={t('standings.generateConfirm', { n: state?.stageNumber ?? '' })}
      >
        <Stack>
          <Text>
            {t('standings.firstStageDate')}: <b>{state?.firstStageDate ? formatDate(state.firstStageDate) : '-'}</b>
          </Text>
          <Flag label={t('standings.flag.women')} on={!!state?.hasWomenClasses} />
          <Flag label={t('standings.flag.club')} on={!!state?.hasClubStandings} />
          <Flag label={t('standings.flag.team')} on={!!state?.hasTeamCompetition} />
          <ConfirmButtons onCancel={() => setDialog(null)} onConfirm={() => void generate()} />
        </Stack>
      </Modal>
      <Modal opened={dialog === 'publish'} onClose={() => setDialog(null)} title={t('standings.publish')}>
        <Stack>
          <Text>{t('standings.publishConfirm')}</Text>
          <ConfirmButtons onCancel={() => setDialog(null)} onConfirm={() => void publish()} />
        </Stack>
      </Modal>
      <IdentityConflictsModal
        // A new set of conflicts starts with no picks.
        key={errors.map((e) => `${e.standingId}|${e.field}`).join()}
        opened={showErrors}
        errors={errors}
        onClose={() => setShowErrors(false)}
        onRerun={generate}
      />
    </Card>
  );
}

/** Who blocks approval, each linking to their row on the results page (issue #16). */
function Offenders({
  offenders,
  resultsPath,
  onPick,
}: {
  offenders: ApprovalOffender[];
  resultsPath: string;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm">{t('standings.offendersHelp')}</Text>
      <List size="sm" spacing={4} data-testid="approval-offenders">
        {offenders.map((o) => (
          <List.Item key={o.participantId} data-testid="approval-offender">
            <Anchor
              component={Link}
              to={`${resultsPath}#${encodeURIComponent(o.participantId)}`}
              size="sm"
              onClick={onPick}
            >
              {o.racingClass} · {o.racingNumber !== null ? `#${o.racingNumber} ` : ''}
              {o.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <Group gap={6}>
      {on ? <IconCheck size={16} color="green" /> : <IconX size={16} color="gray" />}
      <Text size="sm">{label}</Text>
    </Group>
  );
}
