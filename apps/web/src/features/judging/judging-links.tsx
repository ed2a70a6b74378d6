import { Button } from '@mantine/core';
import { type PublicStage, stagePath } from '@trialhub/domain';
import {
  IconClipboardCheck,
  IconClockPlay,
  IconCoins,
  IconDeviceLaptop,
  IconGavel,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole, useSession } from '../../shared/session';
import { fetchMyJudgeStages } from './judging-api';

/**
 * The stage bar's staff links: 'Judge App' for the stage's judges, 'Judges', 'Sign-on', 'Fees and payments'
 * and 'Start list' for secretaries, 'Venue laptop' for secretaries and admins (decision 085).
 */
export function JudgingLinks({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const path = stagePath(stage);
  const { data: session } = useSession();
  const { data: judged } = useQuery({
    queryKey: ['my-judge-stages', session?.user.id],
    queryFn: fetchMyJudgeStages,
    enabled: !!session,
    staleTime: 60_000,
  });
  const isJudge = !!judged?.includes(stage.id);
  const isSecretary = hasRole(session?.user, 'secretary');
  const leaseStaff = isSecretary || hasRole(session?.user, 'admin');
  return (
    <>
      {isJudge && (
        <Button component={Link} to={`${path}/judge`} color="orange" leftSection={<IconGavel size={16} />}>
          {t('judge.appLink')}
        </Button>
      )}
      {isSecretary && (
        <Button component={Link} to={`${path}/judges`} variant="outline" leftSection={<IconUsersGroup size={16} />}>
          {t('judges.link')}
        </Button>
      )}
      {isSecretary && (
        <Button component={Link} to={`${path}/signon`} variant="outline" leftSection={<IconClipboardCheck size={16} />}>
          {t('signon.link')}
        </Button>
      )}
      {isSecretary && (
        <Button component={Link} to={`${path}/payments`} variant="outline" leftSection={<IconCoins size={16} />}>
          {t('money.payments.link')}
        </Button>
      )}
      {isSecretary && (
        <Button component={Link} to={`${path}/start-list`} variant="outline" leftSection={<IconClockPlay size={16} />}>
          {t('startList.link')}
        </Button>
      )}
      {leaseStaff && (
        <Button component={Link} to={`${path}/venue`} variant="outline" leftSection={<IconDeviceLaptop size={16} />}>
          {t('stageLease.link')}
        </Button>
      )}
    </>
  );
}
