import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type MailLanguageCode, type NotificationSettings, mailKinds } from '@trialhub/domain';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { languages } from '../../shared/i18n';
import { showToast } from '../../shared/toast';

const settingsKey = ['me', 'notifications'] as const;

/** The rider's e-mail notifications (issue #18): the mails' language and a checkbox per kind, saved at once. */
export function NotificationChoices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => api('/api/me/notifications'),
  });
  const save = useMutation({
    mutationFn: (next: NotificationSettings) => api('/api/me/notifications', { method: 'PUT', json: next }),
    onMutate: (next) => queryClient.setQueryData(settingsKey, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void showToast({ message: t('notifications.saved'), color: 'forest' });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKey });
      void showToast({ message: t('profile.saveError'), color: 'red' });
    },
  });
  const current = settings.data;
  if (!current) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" data-testid="notification-choices">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <IconMail size={20} style={{ verticalAlign: '-3px', marginRight: 6 }} />
          {t('notifications.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.hint')}
        </Text>
        <NativeSelect
          label={t('notifications.language')}
          value={current.language}
          data={languages.map((l) => ({ value: l.code, label: l.label }))}
          onChange={(e) => save.mutate({ ...current, language: e.currentTarget.value as MailLanguageCode })}
        />
        <Stack gap="xs" role="group" aria-label={t('notifications.title')}>
          {mailKinds.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`notifications.kinds.${kind}`)}
              checked={current.kinds[kind]}
              onChange={(e) =>
                save.mutate({ ...current, kinds: { ...current.kinds, [kind]: e.currentTarget.checked } })
              }
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
