// Local ports for servers a test starts itself, and for an address nobody listens on.
import { createServer } from 'node:net';

/**
 * A free local port below Linux's ephemeral range (32768–60999), for a server a test starts once the other side's
 * configuration names it. A port the kernel handed out for port 0 and that was closed again can be handed to an
 * outgoing connection (a pool's, a fetch's) before the test listens on it: seen as EADDRINUSE under load with three
 * test workers. Ports from 20000–32767 are never given to outgoing connections; picked at random and checked free,
 * two workers meet on one only by a 1-in-12,768 chance at the same instant.
 */
export async function portToListenOn(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}

/** A local port nothing listens on: calls to it are refused (an unreachable PSP). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
