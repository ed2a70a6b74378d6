import { Alert, Button, Group, Text } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconCircleCheckFilled, IconLogin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { loginPath } from '../../shared/paths';
import { withSavingToasts } from '../../shared/saving-toast';
import { hasRole, useSession } from '../../shared/session';
import { useNow } from '../../shared/timing';
import { participantsKey, useParticipants } from './participants-api';
import { useMyWaiting } from '../../shared/signon-api';

// The join form (zod, selects, number input) and the secretary's tools load when used: a visitor's stage
// page does not carry them (issue #20).
const JoinDialog = lazy(() => import('./join-dialog').then((m) => ({ default: m.JoinDialog })));
const MyPayment = lazy(() => import('../money/my-payment').then((m) => ({ default: m.MyPayment })));
const WaitingPlace = lazy(() => import('../signon/waitlist').then((m) => ({ default: m.WaitingPlace })));
const MySignOnCode = lazy(() => import('../signon/my-signon-code').then((m) => ({ default: m.MySignOnCode })));
const AddParticipantButton = lazy(() => import('./secretary-tools').then((m) => ({ default: m.AddParticipantButton })));

/** Join / 'You are joined' + Cancel / 'Login to join' in the stage bar (spec §2, §4). */
export function RegistrationActions({ stage }: { stage: PublicStage }) {
  const { data: session } = useSession();
  return (
    <>
      <RiderRegistration stage={stage} />
      {hasRole(session?.user, 'secretary') && (
        <Suspense fallback={null}>
          <AddParticipantButton stage={stage} />
        </Suspense>
      )}
    </>
  );
}

function RiderRegistration({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { data: participants } = useParticipants(stage.id);
  const now = useNow();
  const [joining, setJoining] = useState(false);
  /** The payment dialog: opened by 'How to pay', and by itself right after joining. */
  const [paying, setPaying] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const deadline = Date.parse(stage.registrationEndDate ?? stage.competitionEndDate);
  const isOpen = deadline > now.getTime();
  const entry = session ? participants?.find((p) => p.id === session.user.id) : undefined;
  const joined = !!entry;
  const waiting = useMyWaiting(stage.id, !!session && participants !== undefined && !joined);

  if (session === undefined) return null;
  if (!session) {
    return isOpen ? (
      <Button
        component={Link}
        to={loginPath(location.pathname)}
        variant="outline"
        leftSection={<IconLogin size={16} />}
      >
        {t('participants.loginToJoin')}
      </Button>
    ) : null;
  }
  if (joined) {
    return (
      <Group gap="sm">
        <Group gap={4} c="forest.7" fw={700}>
          <IconCircleCheckFilled size={18} />
          <Text fw={700}>{t('participants.youAreJoined')}</Text>
        </Group>
        <Suspense fallback={null}>
          <MyPayment stageId={stage.id} racingClass={entry.racingClass} open={paying} onOpenChange={setPaying} />
          <MySignOnCode stageId={stage.id} stageTitle={stage.title} riderName={entry.name} timeZone={stage.timeZone} />
        </Suspense>
        {isOpen && (
          <Button
            variant="subtle"
            color="red"
            onClick={async () => {
              if (!window.confirm(t('participants.areYouSure'))) return;
              setBlocked(null);
              try {
                await withSavingToasts(
                  {
                    pending: t('participants.toast.removing'),
                    success: t('participants.toast.removed'),
                    error: t('participants.toast.removeError'),
                  },
                  t,
                  async () => {
                    try {
                      await api(`/api/stages/${stage.id}/participants/me`, { method: 'DELETE' });
                    } catch (error) {
                      if (error instanceof ApiError && error.messageKey === 'participant.youHaveResults')
                        setBlocked(t(error.messageKey));
                      throw error;
                    }
                  },
                );
              } finally {
                await queryClient.invalidateQueries({ queryKey: participantsKey(stage.id) });
              }
            }}
          >
            {t('participants.cancel')}
          </Button>
        )}
        {blocked && (
          <Alert color="red" py={4}>
            {blocked}
          </Alert>
        )}
      </Group>
    );
  }
  if (waiting.data)
    return (
      <Suspense fallback={null}>
        <WaitingPlace stageId={stage.id} position={waiting.data.position} racingClass={waiting.data.racingClass} />
      </Suspense>
    );
  if (!isOpen) return null;
  return (
    <>
      <Button onClick={() => setJoining(true)}>{t('participants.join')}</Button>
      {joining && (
        <Suspense fallback={null}>
          <JoinDialog stage={stage} onClose={() => setJoining(false)} onJoined={() => setPaying(true)} />
        </Suspense>
      )}
    </>
  );
}
