import { Navigate } from 'react-router';

/** Where the installed judge app starts (its manifest's start URL): the judge app last opened, else home. */
export const LAST_JUDGE_APP_KEY = 'trialhub.judge.lastApp';

export function JudgeStartPage() {
  const last = localStorage.getItem(LAST_JUDGE_APP_KEY);
  return <Navigate to={last && last.startsWith('/competitions/') ? last : '/'} replace />;
}
