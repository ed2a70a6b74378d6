/**
 * A page's document title, most specific first: "Results — Round 3 — Baltic Trial Cup 2026 | TrialHub"
 * (issue #18). The browser tab, a bookmark and a shared link's preview all read it; empty parts (data not
 * loaded yet) are left out.
 */
export function pageTitle(parts: readonly (string | null | undefined | false)[]): string {
  const shown = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return shown.length > 0 ? `${shown.join(' — ')} | TrialHub` : 'TrialHub';
}
