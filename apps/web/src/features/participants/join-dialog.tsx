import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Loader, Modal } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { ParticipantFields } from './registration';

/** The join dialog (a lazy chunk of the stage page: registration-actions.tsx opens it). */
export function JoinDialog({
  stage,
  onClose,
  onJoined,
}: {
  stage: PublicStage;
  onClose: () => void;
  onJoined?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('participants.joinTitle', { stage: stage.title })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <JoinForm stage={stage} onDone={onClose} onSaved={onJoined} />
    </Modal>
  );
}

/** The join form, prefilled from the rider's last registration (participationData) once it is loaded. */
function JoinForm({ stage, onDone, onSaved }: { stage: PublicStage; onDone: () => void; onSaved?: () => void }) {
  const { data: profile, isPending } = useQuery({ queryKey: ['me'], queryFn: () => api('/api/me') });
  if (isPending) return <Loader m="xl" />;
  return (
    <ParticipantFields
      mode="join"
      stage={stage}
      onDone={onDone}
      onSaved={onSaved}
      initial={profile?.participationData ?? {}}
    />
  );
}
