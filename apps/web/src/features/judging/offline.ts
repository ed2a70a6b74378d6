import { registerSW } from 'virtual:pwa-register';

let registered = false;
/** Each open judge screen says whether it is busy (scores waiting to be sent, an attempt running). */
const busyChecks = new Set<() => Promise<boolean>>();
let updateReady = false;
let updateTimer: ReturnType<typeof setTimeout> | null = null;
let applyUpdate: ((reload: boolean) => Promise<void>) | null = null;
const updateListeners = new Set<(ready: boolean) => void>();

/**
 * Installs the service worker that keeps the app shell, the judge app's code and the translations
 * on the device, so the judge app opens with no network once it was opened online. Only the judge
 * apps register it: visitors who never judge download nothing extra.
 *
 * A new version never reloads the page on its own (issue #17): it waits until no open judge screen
 * is busy — nothing in the outbox, no open-free attempt running — then activates and reloads.
 */
export function registerOfflineSupport(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  applyUpdate = registerSW({
    immediate: true,
    // The reload is ours (updateWhenIdle): the plugin's reloads only a page that was already
    // controlled when it registered, so a phone that installed the app in this very page kept the
    // old code running under the new worker.
    onNeedReload() {},
    onNeedRefresh() {
      updateReady = true;
      for (const l of updateListeners) l(true);
      void updateWhenIdle();
    },
  });
}

async function isBusy(): Promise<boolean> {
  for (const check of busyChecks) if (await check()) return true;
  return false;
}

async function updateWhenIdle(): Promise<void> {
  if (!updateReady || !applyUpdate) return;
  if (updateTimer) clearTimeout(updateTimer);
  updateTimer = null;
  if (await isBusy()) {
    updateTimer = setTimeout(() => void updateWhenIdle(), 5_000);
    return;
  }
  updateReady = false;
  // Once the new version controls this page, load it (once: the listener goes with the reload).
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await applyUpdate(true);
}

/** A judge screen holds updates back while `busy` answers true; returns the release. */
export function holdUpdatesWhile(busy: () => Promise<boolean>): () => void {
  busyChecks.add(busy);
  return () => {
    busyChecks.delete(busy);
    void updateWhenIdle();
  };
}

/** Whether an update waits for an idle moment (the sync drawer says so). */
export function onUpdateWaiting(listener: (ready: boolean) => void): () => void {
  updateListeners.add(listener);
  listener(updateReady);
  return () => updateListeners.delete(listener);
}
