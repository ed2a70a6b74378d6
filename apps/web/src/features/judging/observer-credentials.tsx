import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CreatedObserverCredential, type PublicStage, instantOfWallClock } from '@trialhub/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { ObserverDevices } from './observer-devices';
import { createObserver, fetchObservers, observerLink, observersKey, revokeObserver } from './observers-api';
import { QrCode } from '../../shared/qr-code';
import { formatDateTime } from '../../shared/dates';
import { DateTimeInput } from '../../shared/date-input';

/**
 * Observers without accounts on the judges page (issue #17, decision 029): a personal link (QR) and
 * a PIN per section or for the whole stage, the phones holding them, and revocation at once.
 */
export function ObserverCredentials({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const observers = useQuery({
    queryKey: observersKey(stage.id),
    queryFn: () => fetchObservers(stage.id),
    // Phones report their syncs and pending counts as they score.
    refetchInterval: 10_000,
  });
  const [created, setCreated] = useState<CreatedObserverCredential | null>(null);
  return (
    <Card withBorder radius="md" p="md" data-testid="observers">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('observers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('observers.intro')}
          </Text>
        </Stack>
        <CreateObserver stage={stage} onCreated={setCreated} />
        {observers.data && <ObserverDevices stage={stage} credentials={observers.data} onRevoke={revokeObserver} />}
      </Stack>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={created ? t('observers.createdTitle', { name: created.credential.name }) : ''}
        centered
      >
        {created && <CreatedCredential created={created} timeZone={stage.timeZone} />}
      </Modal>
    </Card>
  );
}

function CreateObserver({
  stage,
  onCreated,
}: {
  stage: PublicStage;
  onCreated: (c: CreatedObserverCredential) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [section, setSection] = useState<string>('all');
  const [until, setUntil] = useState('');
  const [trainee, setTrainee] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const expiresAt = until ? (instantOfWallClock(stage.timeZone, until) ?? undefined) : undefined;
      const made = await createObserver(stage.id, {
        name: name.trim(),
        section: section === 'all' ? null : Number(section),
        ...(expiresAt ? { expiresAt } : {}),
        ...(trainee ? { trainee } : {}),
      });
      setName('');
      setTrainee(false);
      onCreated(made);
      await queryClient.invalidateQueries({ queryKey: observersKey(stage.id) });
    } catch (e) {
      const key = e instanceof ApiError ? (Object.values(e.fields ?? {})[0] ?? e.messageKey) : 'errors.network';
      setError(t(key));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('observers.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          required
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t('judges.sectionLabel')}
          value={section}
          onChange={(v) => setSection(v ?? 'all')}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('observers.wholeStage') },
            ...Array.from({ length: stage.sectionCount }, (_, i) => ({
              value: String(i + 1),
              label: t('observers.section', { n: i + 1 }),
            })),
          ]}
          w={150}
        />
        <DateTimeInput
          label={t('observers.validUntil')}
          description={t('observers.validUntilHint')}
          value={until}
          onChange={(v) => setUntil(v)}
          w={210}
        />
        <Checkbox
          label={t('observers.traineeCheckbox')}
          checked={trainee}
          onChange={(e) => setTrainee(e.currentTarget.checked)}
          style={{ flex: '1 1 100%' }}
        />
        <Button type="submit" loading={busy} disabled={!name.trim()} leftSection={<IconUserPlus size={16} />}>
          {t('observers.create')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </form>
  );
}

function CreatedCredential({ created, timeZone }: { created: CreatedObserverCredential; timeZone: string }) {
  const { t } = useTranslation();
  const link = observerLink(created.token);
  const { credential } = created;
  return (
    <Stack align="center" gap="sm">
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {credential.section === null ? t('observers.wholeStage') : t('observers.section', { n: credential.section })}
        </Badge>
        {credential.trainee && (
          <Badge size="lg" color="violet" variant="light">
            {t('observers.trainee')}
          </Badge>
        )}
      </Group>
      <QrCode value={link} testId="observer-qr" />
      <Text size="sm" ta="center">
        {t('observers.linkHint')}
      </Text>
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} data-testid="observer-link" data-link={link}>
            {copied ? t('judges.copied') : t('judges.copy')}
          </Button>
        )}
      </CopyButton>
      <Text size="sm">{t('observers.pinHint')}</Text>
      <Text fz={36} fw={800} ff="monospace" lts={6} data-testid="observer-pin">
        {created.pin}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('observers.validUntilShown', { time: formatDateTime(credential.expiresAt, timeZone) })}
      </Text>
      <Alert color="orange" variant="light">
        {t('observers.shownOnce')}
      </Alert>
    </Stack>
  );
}
