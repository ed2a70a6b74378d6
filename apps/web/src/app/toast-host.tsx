import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts auto-close after 1500 ms (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 1500;

/**
 * Below the sticky header (60 px, header.module.css), not over it: a "Saved" toast covered the header's
 * Market link and menu for its 1.5 s (issue #37 point 18).
 */
const BELOW_HEADER = { top: 'calc(60px + var(--mantine-spacing-xs))' };

export default function ToastHost() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" zIndex={1000} style={BELOW_HEADER} />;
}
