import { type AddressInfo, createServer } from 'node:net';

/** A port no one listens on: the system's pick, so journeys running side by side never meet. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
