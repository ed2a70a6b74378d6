import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { withSavingToasts } from '../../shared/saving-toast';

/**
 * At approval, riders entered who never signed on and never started are proposed as DNS (decision 081).
 * Nothing changes until the secretary confirms; unticked riders are left as they are. One key per
 * confirmation, so a double tap or a resend marks each rider once.
 */
export function DnsProposalPanel({ stageId, onDone }: { stageId: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['dns-proposal', stageId];
  const proposal = useQuery({
    queryKey: key,
    queryFn: () => api(`/api/stages/${stageId}/results/dns-proposal`),
    staleTime: 0,
  });
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const riders = proposal.data?.riders ?? [];
  if (riders.length === 0) return null;
  const chosen = riders.filter((r) => !unticked.has(r.participantId)).map((r) => r.participantId);
  const confirm = async () => {
    const idempotencyKey = `dns:${crypto.randomUUID()}`;
    const done = await withSavingToasts(
      { pending: t('signon.dns.saving'), success: t('signon.dns.saved'), error: t('signon.toast.error') },
      t,
      () =>
        api(`/api/stages/${stageId}/results/dns`, {
          method: 'POST',
          json: { participantIds: chosen },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
    );
    if (done) queryClient.setQueryData(key, done);
    else await queryClient.invalidateQueries({ queryKey: key });
    await onDone();
  };
  return (
    <Alert color="yellow" title={t('signon.dns.title', { count: riders.length })} data-testid="dns-proposal">
      <Stack gap="xs">
        <Text size="sm">{t('signon.dns.intro')}</Text>
        {riders.map((r) => (
          <Checkbox
            key={r.participantId}
            checked={!unticked.has(r.participantId)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setUnticked((old) => {
                const next = new Set(old);
                if (on) next.delete(r.participantId);
                else next.add(r.participantId);
                return next;
              });
            }}
            label={`${r.racingNumber !== null ? `#${r.racingNumber} ` : ''}${r.name} · ${r.racingClass}`}
          />
        ))}
        <Button onClick={() => void confirm()} disabled={chosen.length === 0} style={{ alignSelf: 'flex-start' }}>
          {t('signon.dns.confirm', { count: chosen.length })}
        </Button>
      </Stack>
    </Alert>
  );
}
