import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasRole, useSession } from '../../shared/session';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
import { CheckOutForm } from './check-out-form';
import { KeptCommandsList } from './kept-commands';
import { LeaseStatus } from './lease-status';
import { fetchLeaseDetail, stageLeaseKey } from './stage-lease-api';

/**
 * The stage's venue laptop (issue #40, decision 085): `/competitions/{institution}/{championship}/{stage}/venue`,
 * secretary or admin. Enter the code the laptop shows to check the stage out to it; while out, who holds
 * it since when and how far its log has reached this server; an admin forces a lost laptop's stage back
 * and sees what never arrived and what came later under its revoked token.
 */
export function StageLeasePage() {
  const { t } = useTranslation();
  const { stage } = useRouteStage();
  const id = stage.data?.id;
  const { data: session } = useSession();
  const isAdmin = hasRole(session?.user, 'admin');
  // The laptop forwards while out: its sequences are read again every half minute.
  const detail = useQuery({
    queryKey: stageLeaseKey(id ?? ''),
    queryFn: () => fetchLeaseDetail(id!),
    enabled: !!id,
    refetchInterval: 30_000,
  });
  return (
    <StageSubpage
      title={t('stageLease.title')}
      intro={t('stageLease.intro')}
      stage={stage.data}
      ready={!!detail.data}
      failed={stage.isError || detail.isError}
    >
      {(stage) => {
        const { lease, last } = detail.data!;
        return (
          <>
            {/* How the last lease ended comes first (just after a force-back: what never arrived, what came later). */}
            {(lease || last) && <LeaseStatus stageId={stage.id} lease={lease} last={last} isAdmin={isAdmin} />}
            {!lease && isAdmin && last?.state === 'forced' && <KeptCommandsList stageId={stage.id} />}
            {!lease && <CheckOutForm stageId={stage.id} />}
          </>
        );
      }}
    </StageSubpage>
  );
}
