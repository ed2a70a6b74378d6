import { registerSW } from 'virtual:pwa-register';

let registered = false;

/**
 * Installs the service worker that keeps the app shell, the judge app's code and the translations
 * on the device, so the judge app opens with no network once it was opened online. Only the judge
 * apps register it: visitors who never judge download nothing extra.
 */
export function registerOfflineSupport(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  registerSW({ immediate: true });
}
