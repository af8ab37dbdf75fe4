// A TCP port free on 127.0.0.1 a moment ago (the system picked it and the probe let it go again): for a server a
// test starts itself, or for an address nobody listens on.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()));
    });
  });
}
