import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './toast-host.module.css';

/** Toasts auto-close after 1500 ms (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 1500;

export default function ToastHost() {
  return (
    <Notifications
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-center"
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
