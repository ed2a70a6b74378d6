import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts without putting the notifications library on the home page: the first toast loads it and
 * mounts its container (see ToastHost); later ones go straight to it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let needed = false;

export function isToastHostNeeded(): boolean {
  return needed;
}

export function onToastHostNeeded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function library() {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  return import('@mantine/notifications');
}

/** Shows a toast; returns its id (for updating a pending toast into success or error). */
export async function showToast(data: NotificationData): Promise<string> {
  const { notifications } = await library();
  return notifications.show(data);
}

export async function updateToast(data: NotificationData & { id: string }): Promise<void> {
  const { notifications } = await library();
  notifications.update(data);
}

export async function hideToast(id: string): Promise<void> {
  const { notifications } = await library();
  notifications.hide(id);
}
