import { useMediaQuery } from '@mantine/hooks';
import { renderLocal } from './render-scope';

/** Below this width a screen shows cards instead of tables (the phone layout). */
export const PHONE_QUERY = '(max-width: 640px)';

/**
 * Whether the page being server-rendered (and then hydrated) is for a phone: the server guesses it from
 * the request (apps/server/src/http/page-render.ts), the page carries the guess (main.tsx), and the browser hydrates with
 * it, so a phone's server-rendered results are cards from the first paint instead of a desktop table
 * that turns into cards once the scripts run. Unset on pages the browser renders itself.
 */
export const renderViewport = renderLocal<{ phone?: boolean }>();

/**
 * The phone layout: the width the screen really has, except while a server-rendered page hydrates,
 * which starts from the server's guess (markup must match) and corrects it right after if wrong.
 */
export function usePhone(): boolean {
  const guess = renderViewport.phone;
  return useMediaQuery(PHONE_QUERY, guess, { getInitialValueInEffect: guess !== undefined });
}
