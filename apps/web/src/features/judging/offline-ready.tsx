import { Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconWifi } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSnapshot } from './outbox';

/** What this phone needs to reopen the judge app with no signal (issue #35). */
export interface OfflineState {
  /** The service worker controls this page: a reload is answered from the phone. */
  controlled: boolean;
  /** The shell and every script and stylesheet this screen loaded are stored on the phone. */
  shell: boolean;
  /** This stage's data (riders, sections, scores) is stored on the phone. */
  stage: boolean;
}

export const readyOffline = (s: OfflineState) => s.controlled && s.shell && s.stage;

const RUNTIME_CACHE = 'trialhub-assets';

/**
 * Whether the shell and what this page loaded are in the phone's caches. The precache holds the judge
 * app's files (judge-precache.ts); a file this page loaded before the worker controlled it and that is
 * not precached (a public page opened first) is stored now, so the reload finds it too.
 */
async function shellStored(): Promise<boolean> {
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === window.location.origin && /^\/assets\/.+\.(js|css)$/.test(u.pathname))
      .map((u) => u.pathname),
  );
  if (!(await caches.match('/index.html', { ignoreSearch: true }))) return false;
  for (const path of loaded) {
    if (await caches.match(path, { ignoreSearch: true })) continue;
    try {
      await (await caches.open(RUNTIME_CACHE)).add(path);
    } catch {
      return false;
    }
  }
  return true;
}

export async function checkOffline(stagePath: string): Promise<OfflineState> {
  const controlled = 'serviceWorker' in navigator && !!navigator.serviceWorker.controller;
  if (!controlled || !('caches' in window)) return { controlled, shell: false, stage: false };
  const [shell, stage] = await Promise.all([
    shellStored().catch(() => false),
    loadSnapshot(stagePath).then(
      (s) => !!s,
      () => false,
    ),
  ]);
  return { controlled, shell, stage };
}

/** Checks until the phone is ready offline: when the worker takes control, and every 2 s meanwhile. */
export function useOfflineReady(stagePath: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const check = () =>
      void checkOffline(stagePath).then((s) => {
        if (!cancelled && readyOffline(s)) setReady(true);
      });
    check();
    const timer = setInterval(check, 2000);
    navigator.serviceWorker?.addEventListener('controllerchange', check);
    return () => {
      cancelled = true;
      clearInterval(timer);
      navigator.serviceWorker?.removeEventListener('controllerchange', check);
    };
  }, [stagePath, ready]);
  return ready;
}

/** Before "Scoring as …" at the top of the screen: the same state as the mark, as an icon. */
export function OfflineReadyIcon({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const Icon = ready ? IconCircleCheckFilled : IconWifi;
  return (
    <Icon
      size={16}
      color={`var(--mantine-color-${ready ? 'green' : 'orange'}-8)`}
      aria-label={t(ready ? 'observe.offlineReady' : 'observe.offlineNotReady')}
      role="img"
      style={{ flex: 'none', verticalAlign: '-3px', marginRight: 4 }}
      data-testid="offline-ready-icon"
    />
  );
}

/** One line under the keypad: green once this phone can reopen and score with no signal. */
export function OfflineReadyMark({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const Icon = ready ? IconCircleCheckFilled : IconWifi;
  return (
    <Group gap={6} wrap="nowrap" data-testid="offline-ready" data-ready={ready} role="status">
      <Icon size={22} color={`var(--mantine-color-${ready ? 'green' : 'orange'}-8)`} style={{ flex: 'none' }} />
      <Text size="sm" fw={700} c={ready ? 'green.9' : 'orange.9'} lh={1.3}>
        {t(ready ? 'observe.offlineReady' : 'observe.offlineNotReady')}
      </Text>
    </Group>
  );
}
