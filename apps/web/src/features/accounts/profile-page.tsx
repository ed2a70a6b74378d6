import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Profile } from '@trialhub/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { Form } from '../../shared/form';
import { sessionQueryKey } from '../../shared/session';
import { showToast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/document-title';
import { CalendarFeed } from './calendar-feed';
import { NotificationChoices } from './notification-choices';
import { RiderPrivacy } from './rider-privacy';

const profileKey = ['me'] as const;

/** /profile ('General information'): read view, then edit view (spec §2 "Profile"). */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { data: profile, isPending, isError } = useQuery({ queryKey: profileKey, queryFn: () => api('/api/me') });
  const [editing, setEditing] = useState(false);

  return (
    <Container size={560} py="xl">
      <Title order={1} mb="lg">
        {t('profile.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {isPending && (
          <Stack>
            <Skeleton h={20} w="60%" />
            <Skeleton h={20} w="40%" />
            <Skeleton h={20} w="30%" />
          </Stack>
        )}
        {isError && (
          <Alert color="red" variant="light" role="alert">
            {t('profile.loadError')}
          </Alert>
        )}
        {profile &&
          (editing ? (
            <ProfileForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileView profile={profile} onEdit={() => setEditing(true)} />
          ))}
      </Paper>
      {profile && <RiderPrivacy />}
      {profile && <NotificationChoices />}
      {profile && <CalendarFeed />}
    </Container>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Field label={t('profile.email')}>{profile.email}</Field>
      <Field label={t('profile.displayName')}>{profile.displayName}</Field>
      <Field label={t('profile.youAreJudge')}>
        <Group gap={6} component="span">
          {profile.isJudge ? (
            <IconCheck size={18} color="var(--mantine-color-forest-6)" />
          ) : (
            <IconX size={18} color="var(--mantine-color-gray-6)" />
          )}
          {profile.isJudge ? t('profile.yes') : t('profile.no')}
        </Group>
      </Field>
      <Group justify="space-between" mt="sm">
        {!profile.hasPassword ? (
          <Button component={Link} to="/login?mode=set-password&return=/profile" variant="subtle" px={0}>
            {t('profile.addPassword')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onEdit}>{t('profile.edit')}</Button>
      </Group>
    </Stack>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [isJudge, setIsJudge] = useState(profile.isJudge);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => api('/api/me', { method: 'PATCH', json: { displayName: displayName.trim(), isJudge } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKey, saved);
      // The header's avatar and name come from the session: refresh it with the new display name.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void showToast({ message: t('profile.saved'), color: 'forest' });
      onDone();
    },
    onError: () => void showToast({ message: t('profile.saveError'), color: 'red' }),
  });
  const nameError = touched && displayName.trim() === '' ? t('validation.displayNameRequired') : undefined;
  return (
    <Form
      onSubmit={() => {
        setTouched(true);
        if (displayName.trim() !== '') save.mutate();
      }}
    >
      <TextInput label={t('profile.email')} value={profile.email} readOnly disabled />
      <TextInput
        label={t('profile.displayName')}
        required
        autoComplete="name"
        value={displayName}
        onChange={(e) => setDisplayName(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={nameError}
      />
      <Checkbox label={t('profile.iAmJudge')} checked={isJudge} onChange={(e) => setIsJudge(e.currentTarget.checked)} />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </Group>
    </Form>
  );
}
