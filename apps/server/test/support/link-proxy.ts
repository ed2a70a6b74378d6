import net from 'node:net';

/**
 * A TCP proxy the test owns between a venue laptop's forwarder and the federation server: `cut()` drops
 * every connection at once (requests under way die mid-flight, as a link that goes down) and refuses new
 * ones until `restore()`.
 */
export interface LinkProxy {
  url: string;
  cut(): void;
  /** Points the link at another address (the far side restarted on a new port). */
  retarget(target: URL): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startLinkProxy(first: URL): Promise<LinkProxy> {
  let up = true;
  let target = first;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cut = () => {
    up = false;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    retarget(next) {
      target = next;
    },
    restore() {
      up = true;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
