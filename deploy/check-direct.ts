/**
 * The deployment check's proof that a client cannot pick its own rate-limit address (issue #41): the
 * instances listen on loopback only (HOST in trialhub.env.example), so from the network a direct
 * request does not even connect; through the proxy, an X-Forwarded-For the client wrote is replaced,
 * so wrong passwords sent under ever new forged addresses still meet the per-address limit.
 */
import net from 'node:net';
import os from 'node:os';

interface Answer {
  status: number;
}

export async function checkDirectAccess(deps: {
  instancePorts: number[];
  /** A request through the proxy (check.ts). */
  request: (
    method: string,
    pathname: string,
    options: { body?: unknown; headers?: Record<string, string> },
  ) => Promise<Answer>;
  ok: (text: string) => void;
  fail: (message: string) => never;
}): Promise<void> {
  const { ok, fail } = deps;
  const networkAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  if (!networkAddress) {
    ok('no network address on this machine: the direct-connection part is skipped');
  } else {
    for (const port of deps.instancePorts) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = net.connect({ host: networkAddress, port });
        socket.setTimeout(5_000, () => {
          socket.destroy();
          resolve('timeout');
        });
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
      });
      if (outcome === 'connected') fail(`instance port ${port} answers on the network address ${networkAddress}`);
      ok(`${networkAddress}:${port} (the network, not the proxy): ${outcome}, the instance listens on loopback only`);
    }
  }
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const answer = await deps.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.org', password: 'wrong-password' },
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(answer.status);
  }
  if (!statuses.includes(429)) fail(`14 wrong passwords under forged addresses, no 429: ${statuses.join(' ')}`);
  ok(`14 wrong passwords under 14 forged X-Forwarded-For addresses: ${statuses.join(' ')} (the limit holds)`);
}
