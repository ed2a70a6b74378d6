/**
 * Two servers as a test's user sees them (venue-laptop.test.ts): each side's address and its signed-in
 * cookies, requests as someone, waiting for a state, and what a spectator or a secretary reads of a stage.
 */
import { randomUUID } from 'node:crypto';
import type { StageResult } from '@trialhub/domain';

export const PASSWORD = 'trialhub-demo';
export const STAGE = 'demo-stage-3'; // race day

export interface Side {
  url: string;
  cookies: Map<string, string>;
}

export async function signIn(side: Side, email: string, password = PASSWORD): Promise<string> {
  const cached = side.cookies.get(email);
  if (cached) return cached;
  const res = await fetch(`${side.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: side.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  side.cookies.set(email, cookie);
  return cookie;
}

export async function call(
  side: Side,
  who: string | { cookie: string } | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const cookie = who === null ? undefined : typeof who === 'string' ? await signIn(side, who) : who.cookie;
  return fetch(`${side.url}${url}`, {
    method,
    headers: {
      origin: side.url,
      'idempotency-key': `t-${randomUUID()}`,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

export async function until<T>(
  what: string,
  get: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    try {
      last = await get();
      if (ok(last)) return last;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what}: not within ${ms} ms; last ${JSON.stringify(last)}`);
}

/** A rider's result as staff read it on one side: total, status and each section's points. */
export async function result(side: Side, who: string, participantId: string) {
  const res = await call(side, who, 'GET', `/api/stages/${STAGE}/results/${participantId}`);
  if (res.status !== 200) return null;
  const r = (await res.json()) as StageResult;
  return { total: r.total, status: r.status, sections: r.sections.map((s) => [s.section, s.lap, s.points]) };
}

/** Everything a spectator sees of the stage: each rider's total, status and position. */
export async function board(side: Side) {
  const list = await json<
    { participantId: string; total: number | null; status: string | null; position: number | null }[]
  >(call(side, null, 'GET', `/api/stages/${STAGE}/results`));
  return list
    .map((r) => `${r.participantId}:${r.total}:${r.status}:${r.position}`)
    .sort()
    .join('\n');
}
