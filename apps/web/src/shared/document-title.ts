import { pageTitle } from '@trialhub/domain';
import { useEffect } from 'react';

/** Sets the tab's title for this page (most specific part first); the server writes the same for link previews. */
export function useDocumentTitle(...parts: (string | null | undefined | false)[]): void {
  const title = pageTitle(parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
