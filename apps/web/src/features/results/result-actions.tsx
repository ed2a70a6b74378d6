import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Button, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import {
  type PublicStage,
  type ResultStatus,
  type CompactResult,
  isValidFinishTime,
  missedSectionApplies,
  missedSlots,
} from '@trialhub/domain';
import {
  IconBan,
  IconClock,
  IconDots,
  IconFlagOff,
  IconPlayerStop,
  IconSquarePlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, isEntryOnly, zoneOffsetMinutes } from './results-model';
import { viewerTimeZone } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { approvalKey, useApprovalState } from '../../shared/approval-state';

import { useResultCall } from './result-call';

/**
 * The secretary's result menu: set DQ/DNF/DNS, clear status, change finish time, delete result (spec §2,
 * §4). A registered rider nobody has scored has a row too (issue #16): a status creates the result.
 * Where the championship leaves missed sections to the secretary, it counts them for this rider.
 */
export function ResultActionsMenu({ stage, result }: { stage: PublicStage; result: CompactResult }) {
  const { t } = useTranslation();
  const stageId = stage.id;
  const call = useResultCall(stageId);
  const queryClient = useQueryClient();
  const missedRule = useApprovalState(stageId)?.missedSection;
  const layout = stage.classes.find((c) => c.name === result.participant.racingClass);
  const missedCount =
    missedRule?.by === 'secretary' && layout && missedSectionApplies(result, missedRule.points, stage.competitionType)
      ? missedSlots(result.sections, layout).length
      : 0;
  const [finishOpen, setFinishOpen] = useState(false);
  const name = result.participant.name;

  const setStatus = async (status: ResultStatus) => {
    if (!window.confirm(t('results.confirm.setStatus', { status, name }))) return;
    await call('setStatus', result.participantId, '/status', { method: 'PUT', json: { status } });
  };
  const clearStatus = async () => {
    if (!window.confirm(t('results.confirm.clearStatus', { name }))) return;
    await call('removeStatus', result.participantId, '/status', { method: 'PUT', json: { status: null } });
  };
  const fillMissed = async () => {
    const values = { count: missedCount, name, points: missedRule!.points };
    if (!window.confirm(t('results.confirm.fillMissed', values))) return;
    await call('fillMissed', result.participantId, '/missed-sections', { method: 'POST' });
    // The rider no longer blocks approval: the banner's count follows.
    void queryClient.invalidateQueries({ queryKey: approvalKey(stageId) });
  };
  const remove = async () => {
    if (!window.confirm(t('results.confirm.deleteResult', { name }))) return;
    await call('removeResult', result.participantId, '', { method: 'DELETE' });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('results.actions.menu', { name })} data-noprint>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconBan size={14} />}
            disabled={result.status === 'DQ'}
            onClick={() => void setStatus('DQ')}
          >
            {t('results.actions.setDq')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFlagOff size={14} />}
            disabled={result.status === 'DNF'}
            onClick={() => void setStatus('DNF')}
          >
            {t('results.actions.setDnf')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPlayerStop size={14} />}
            disabled={result.status === 'DNS'}
            onClick={() => void setStatus('DNS')}
          >
            {t('results.actions.setDns')}
          </Menu.Item>
          <Menu.Item leftSection={<IconX size={14} />} disabled={!result.status} onClick={() => void clearStatus()}>
            {t('results.actions.clearStatus')}
          </Menu.Item>
          {missedCount > 0 && (
            <Menu.Item leftSection={<IconSquarePlus size={14} />} onClick={() => void fillMissed()}>
              {t('results.actions.fillMissed', { points: missedRule!.points })}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconClock size={14} />}
            disabled={!result.isFinished || !result.lastTimeRecorded}
            onClick={() => setFinishOpen(true)}
          >
            {t('results.actions.finishTime')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={result.total !== null || isEntryOnly(result)}
            onClick={() => void remove()}
          >
            {t('results.actions.deleteResult')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {finishOpen && <FinishTimeModal stageId={stageId} result={result} onClose={() => setFinishOpen(false)} />}
    </>
  );
}

function FinishTimeModal({
  stageId,
  result,
  onClose,
}: {
  stageId: string;
  result: CompactResult;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const call = useResultCall(stageId);
  const timeZone = useVenueZone();
  const [value, setValue] = useState(result.lastTimeRecorded ? clockTime(result.lastTimeRecorded, timeZone) : '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!isValidFinishTime(value)) {
      setError(t('results.invalidFinishTime'));
      return;
    }
    const done = await call('finishTime', result.participantId, '/finish-time', {
      method: 'PUT',
      // The typed time is on the venue's clock: its offset, in Date#getTimezoneOffset's sign.
      json: { time: value, timezoneOffset: -zoneOffsetMinutes(timeZone ?? viewerTimeZone(), result.lastTimeRecorded!) },
    });
    if (done) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={result.participant.name}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('results.actions.finishTimeLabel')}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            placeholder="HH:MM:SS"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit">{t('results.actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
