import type { TFunction } from 'i18next';

/**
 * A dialog's close button on an observer's or a judge's phone: a target a thumb hits outdoors (Mantine's
 * `xl`, 44 px, instead of 28) with a name screen readers say.
 */
export const thumbCloseButton = (t: TFunction) => ({ 'aria-label': t('admin.close'), size: 'xl' }) as const;
