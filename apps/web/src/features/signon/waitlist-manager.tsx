import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { WaitingEntry } from '@trialhub/domain';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withSavingToasts } from '../../shared/saving-toast';
import { removeFromWaitlist, reorderWaitlist, signOnKey } from '../../shared/signon-api';

/**
 * The secretary's waiting list (decision 081): the riders in the order they get a freed place, moved up
 * or down one place at a time, or taken off the list (the rider is told by e-mail). The server refuses
 * an order made from a list that changed meanwhile; the list is then read again.
 */
export function WaitlistManager({ stageId, waiting }: { stageId: string; waiting: WaitingEntry[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = (work: () => Promise<unknown>) =>
    withSavingToasts(
      { pending: t('signon.toast.saving'), success: t('signon.toast.saved'), error: t('signon.toast.error') },
      t,
      async () => {
        try {
          await work();
        } finally {
          await queryClient.invalidateQueries({ queryKey: signOnKey(stageId) });
        }
      },
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = waiting.map((w) => w.userId);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return save(() => reorderWaitlist(stageId, ids));
  };
  return (
    <Card withBorder padding="lg" data-testid="waitlist-manager">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('signon.waitlist.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('signon.waitlist.intro')}
        </Text>
        {waiting.map((w, index) => (
          <Group
            key={w.userId}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="waitlist-row"
          >
            {/* Name and class on their own lines: a phone keeps the three buttons beside them. */}
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {w.position}. {w.name}
              </Text>
              <Text size="sm" c="dimmed">
                {w.racingClass}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              <ActionIcon
                variant="light"
                size="lg"
                disabled={index === 0}
                aria-label={t('signon.waitlist.up', { name: w.name })}
                onClick={() => void move(index, -1)}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                variant="light"
                size="lg"
                disabled={index === waiting.length - 1}
                aria-label={t('signon.waitlist.down', { name: w.name })}
                onClick={() => void move(index, 1)}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('signon.waitlist.remove', { name: w.name })}
                onClick={() => {
                  if (!window.confirm(t('signon.waitlist.removeConfirm', { name: w.name }))) return;
                  void save(() => removeFromWaitlist(stageId, w.userId));
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
