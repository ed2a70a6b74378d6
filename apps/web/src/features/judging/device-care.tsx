import { Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onUpdateWaiting } from './offline';

/**
 * What keeps a phone's scores and screen on a race day (issue #17): persistent storage asked for at
 * the first score, a screen wake lock while a section is open, and the remembered sunlight theme.
 */
const PERSIST_KEY = 'trialhub.judge.storage';
type Persisted = 'granted' | 'denied' | null;
const persistListeners = new Set<() => void>();
const readPersisted = (): Persisted => localStorage.getItem(PERSIST_KEY) as Persisted;

/** Asks the browser once to keep this site's storage (scores in IndexedDB) from eviction; remembers the answer. */
export async function requestPersistentStorage(): Promise<void> {
  if (readPersisted() !== null || !navigator.storage?.persist) return;
  const granted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
  localStorage.setItem(PERSIST_KEY, granted ? 'granted' : 'denied');
  for (const l of persistListeners) l();
}

export function StorageStatus() {
  const { t } = useTranslation();
  const state = useSyncExternalStore((l) => {
    persistListeners.add(l);
    return () => persistListeners.delete(l);
  }, readPersisted);
  const key = state === 'granted' ? 'persisted' : state === 'denied' ? 'notPersisted' : 'unknown';
  return (
    <Text
      size="sm"
      c={state === 'denied' ? 'orange.8' : 'dimmed'}
      data-testid="storage-status"
      data-state={state ?? ''}
    >
      {t(`judge.storage.${key}`)}
    </Text>
  );
}

/** "An update is ready" while a new app version waits for an idle moment. */
export function UpdateStatus() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  return waiting ? (
    <Text size="sm" c="dimmed" data-testid="update-waiting">
      {t('judge.updateWaiting')}
    </Text>
  ) : null;
}

/** Keeps the screen on while `active` (a section is open); taken again when the page becomes visible. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, no user gesture yet): the screen just dims as usual.
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [active]);
}

const SUNLIGHT_KEY = 'trialhub.judge.sunlight';

/** The high-contrast sunlight theme, one tap, remembered on the device. */
export function useSunlight(): [boolean, () => void] {
  const [on, setOn] = useState(() => localStorage.getItem(SUNLIGHT_KEY) === '1');
  const toggle = () =>
    setOn((was) => {
      localStorage.setItem(SUNLIGHT_KEY, was ? '0' : '1');
      return !was;
    });
  return [on, toggle];
}
