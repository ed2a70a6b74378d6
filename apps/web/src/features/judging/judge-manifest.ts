import { useEffect } from 'react';

/** Written by the build (vite.config.ts, VitePWA's `manifestFilename`). */
export const JUDGE_MANIFEST_HREF = '/judge.webmanifest';

/**
 * Links the judge app's web app manifest while a judge page is open (issue #41): the browser offers to
 * install the judge app there, and only there. The public pages link none, so Chrome no longer offers
 * the stand-alone judge tool on the home page; leaving the judge app takes the link away again.
 */
export function useJudgeManifest(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = JUDGE_MANIFEST_HREF;
    document.head.append(link);
    return () => link.remove();
  }, []);
}
