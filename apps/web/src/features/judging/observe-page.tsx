import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/PinInput.css';
import {
  Alert,
  Button,
  Center,
  Container,
  Divider,
  Loader,
  PinInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ObserverSessionInput } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { CodeScanner } from './code-scanner';
import { fetchObserveStages, openObserverSession, rememberObserverStage } from './observers-api';
import { registerOfflineSupport } from './offline';

/**
 * `/observe` (issue #17, decision 029): a phone with no account opens an observer credential by its
 * personal link (`#t=` token), by a PIN, or takes a section over from another phone (`#h=` code).
 */
export function ObservePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('observe.title'));
  const navigate = useNavigate();
  // The judge app sent this phone here: its observer session is gone (judge-app.tsx).
  const sessionEnded = (useLocation().state as { observerSessionEnded?: boolean } | null)?.observerSessionEnded;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const linkToken = fragment.get('t');
  const [handoff, setHandoff] = useState(fragment.get('h') ?? '');
  // The judge app's files start coming onto the phone while the PIN is typed (issue #35): an observer
  // may walk out of signal soon after the judge app opens.
  useEffect(() => registerOfflineSupport(), []);

  const open = async (input: ObserverSessionInput) => {
    setBusy(true);
    setError(null);
    try {
      const session = await openObserverSession(input);
      rememberObserverStage(session.stagePath);
      // Off the address bar and history: the fragment is a key.
      window.history.replaceState(null, '', '/observe');
      await navigate(`${session.stagePath}/judge`, { replace: true });
    } catch (e) {
      // Too many wrong PINs (decision 029): say so, and that the link still works.
      const tooMany = e instanceof ApiError && e.status === 429;
      // A refused name says why (invisible characters, issue #35), not just "invalid".
      const reason = e instanceof ApiError ? (Object.values(e.fields ?? {})[0] ?? e.messageKey) : 'errors.network';
      setError(t(tooMany ? 'observe.tooManyGuesses' : reason));
      setBusy(false);
    }
  };

  const tried = useRef(false);
  useEffect(() => {
    if (linkToken && !tried.current) {
      tried.current = true;
      void open({ token: linkToken });
    }
    // Once, when the link opens the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkToken]);

  if (linkToken && !error) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('observe.title')}</Title>
          <Text c="dimmed">{t('observe.intro')}</Text>
        </Stack>
        {sessionEnded && !error && (
          <Alert color="orange" title={t('observe.sessionEndedTitle')} data-testid="observe-session-ended">
            {t('observe.sessionEnded')}
          </Alert>
        )}
        {error && (
          <Alert color="red" data-testid="observe-error">
            {error}
          </Alert>
        )}
        <PinForm busy={busy} onOpen={(stageId, pin) => void open({ stageId, pin })} />
        <Divider label={t('observe.orHandoff')} />
        <Stack gap="xs">
          <Text size="sm">{t('observe.handoffIntro')}</Text>
          <HandoffForm
            code={handoff}
            onCode={setHandoff}
            busy={busy}
            onOpen={(name) => void open({ handoff: handoff.trim(), ...(name ? { name } : {}) })}
          />
        </Stack>
      </Stack>
    </Container>
  );
}

function PinForm({ busy, onOpen }: { busy: boolean; onOpen: (stageId: string, pin: string) => void }) {
  const { t } = useTranslation();
  const stages = useQuery({ queryKey: ['observe-stages'], queryFn: fetchObserveStages });
  const [stageId, setStageId] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const chosen = stageId ?? (stages.data?.length === 1 ? stages.data[0]!.id : null);
  if (stages.data?.length === 0) return <Text c="dimmed">{t('observe.noStages')}</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen && pin.length === 6) onOpen(chosen, pin);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('observe.stage')}
          data={(stages.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
          value={chosen}
          onChange={setStageId}
          allowDeselect={false}
          size="lg"
          data-testid="observe-stage"
        />
        <Stack gap={4}>
          <Text size="lg" fw={500}>
            {t('observe.pin')}
          </Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            size="lg"
            value={pin}
            onChange={setPin}
            aria-label={t('observe.pin')}
            data-testid="observe-pin"
          />
        </Stack>
        <Button type="submit" size="lg" loading={busy} disabled={!chosen || pin.length !== 6}>
          {t('observe.open')}
        </Button>
      </Stack>
    </form>
  );
}

function HandoffForm({
  code,
  onCode,
  busy,
  onOpen,
}: {
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onOpen: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onOpen(name.trim());
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('observe.handoffCode')}
          value={code}
          onChange={(e) => onCode(e.currentTarget.value.toUpperCase())}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          size="lg"
          data-testid="observe-handoff-code"
          rightSectionWidth={124}
          rightSection={<CodeScanner onCode={onCode} />}
        />
        <TextInput
          label={t('observe.yourName')}
          description={t('observe.yourNameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          size="lg"
        />
        <Button type="submit" size="lg" variant="light" loading={busy} disabled={!code.trim()}>
          {t('observe.takeOver')}
        </Button>
      </Stack>
    </form>
  );
}
