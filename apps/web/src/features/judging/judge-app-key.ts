/**
 * Where the installed judge app starts: its manifest's start URL is the standalone judge page with
 * `?start`, which goes on to the judge app last opened on this device (kept under this key).
 */
export const LAST_JUDGE_APP_KEY = 'trialhub.judge.lastApp';
