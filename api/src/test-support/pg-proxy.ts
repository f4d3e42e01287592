import { once } from 'node:events';
import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL server that a test can cut and restore, to see what the api
 * does while its database is away, without stopping the server other tests share.
 */
export interface PgProxy {
  /** The database URL given, through this proxy. */
  url(databaseUrl: string): string;
  /** Connections the proxy has accepted so far. */
  readonly accepted: number;
  /**
   * Drops every open connection and then either refuses new ones (a server that is down: ECONNREFUSED)
   * or accepts them and never answers (a server gone silent: only the connect timeout ends them).
   */
  cut(how: 'refuse' | 'silent'): Promise<void>;
  /** Passes connections through again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startPgProxy(serverUrl: string): Promise<PgProxy> {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  let mode: 'pass' | 'silent' = 'pass';
  let accepted = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    accepted += 1;
    track(client);
    if (mode === 'silent') return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    get accepted() {
      return accepted;
    },
    async cut(how) {
      dropAll();
      if (how === 'silent') {
        mode = 'silent';
        return;
      }
      await new Promise((resolve) => server.close(resolve));
    },
    async restore() {
      mode = 'pass';
      if (server.listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
