import { useEffect } from 'react';
import { type Location, type To, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** Asked before every in-app navigation; false keeps the reader where they are. */
type Guard = (current: Location, next: { pathname: string }) => boolean;
const guards = new Set<Guard>();
const allows = (current: Location, next: { pathname: string }) => [...guards].every((guard) => guard(current, next));

/**
 * The browser history the app's router runs on (main.tsx), with the guards above: a link, `navigate()` or
 * the back and forward buttons first ask every guard. The router the app uses (the declarative one,
 * decision 038) has no blocker of its own; this is the data router's `useBlocker` in a few lines. A
 * refused back or forward is undone (the browser has already moved) without telling the router.
 */
export function createGuardedHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  let shown = history.location;
  let undoing = false;
  const pathOf = (to: To) => history.encodeLocation(to);
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push(to: To, state?: unknown) {
      if (allows(shown, pathOf(to))) history.push(to, state);
    },
    replace(to: To, state?: unknown) {
      if (allows(shown, pathOf(to))) history.replace(to, state);
    },
    listen(listener: Parameters<typeof history.listen>[0]) {
      return history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        if (update.action === 'POP' && update.delta && !allows(shown, update.location)) {
          undoing = true;
          history.go(-update.delta);
          return;
        }
        shown = update.location;
        listener(update);
      });
    },
  };
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's history
 * (above), closing or reloading the tab through the browser's own prompt.
 */
export function useUnsavedChangesGuard(isDirty: boolean, message: string) {
  useEffect(() => {
    if (!isDirty) return;
    const guard: Guard = (current, next) => current.pathname === next.pathname || window.confirm(message);
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [isDirty, message]);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
