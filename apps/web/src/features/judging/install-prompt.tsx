import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'trialhub.judge.installDismissed';
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  // Chromium offers installation once the manifest and the service worker are there; keep the offer.
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const l of listeners) l();
  });
}

/** "Install the judge app" on the judge pages, when the browser offers it and it was not dismissed. */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState(deferred);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  useEffect(() => {
    const update = () => setOffer(deferred);
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  if (!offer || dismissed) return null;
  const install = async () => {
    await offer.prompt();
    await offer.userChoice;
    deferred = null;
    setOffer(null);
  };
  return (
    <Alert color="teal" variant="light" data-testid="install-prompt" p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{t('judge.install.text')}</Text>
        <Group gap={8} wrap="nowrap">
          <Button
            variant="subtle"
            h={48}
            onClick={() => {
              localStorage.setItem(DISMISSED_KEY, '1');
              setDismissed(true);
            }}
          >
            {t('judge.install.dismiss')}
          </Button>
          <Button h={48} leftSection={<IconDownload size={16} />} onClick={() => void install()}>
            {t('judge.install.button')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
