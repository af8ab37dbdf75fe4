// What a server test file leaves behind, closed when the file ends: the server project runs its files one after
// another in a shared process per worker (`isolate: false`, vitest.config.ts), so a database, an app or a fake clock
// a file forgot would otherwise live on into the next file. Files close their own; this is the backstop.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

interface Closable {
  close(): Promise<unknown>;
}

const open = new Set<Closable>();

/** Remembers `thing` until it is closed (its close() is wrapped to forget it) or the test file ends. */
export function closeAtFileEnd<T extends Closable>(thing: T): T {
  const close = thing.close.bind(thing);
  open.add(thing);
  thing.close = () => {
    open.delete(thing);
    return close();
  };
  return thing;
}

/** Closes what the file left open, newest first (apps before the databases they run on); how many there were. */
export async function closeLeftovers(): Promise<number> {
  const left = [...open].reverse();
  open.clear();
  for (const thing of left) await thing.close().catch(() => undefined);
  return left.length;
}

/**
 * What `open()` gives, opened before the suite's tests and closed after them: call it in a `describe` body and read
 * `current` in tests and later hooks only.
 */
export function openForSuite<T extends Closable>(open: () => Promise<T>): { readonly current: T } {
  const opened = {} as { current: T };
  beforeAll(async () => {
    opened.current = await open();
  });
  afterAll(async () => {
    await opened.current?.close();
  });
  return opened;
}

/** Remembers a Fastify app until it closes (its onClose hook) or the test file ends; call before app.ready(). */
export function closeAppAtFileEnd(app: FastifyInstance): void {
  const entry: Closable = { close: () => app.close() };
  open.add(entry);
  app.addHook('onClose', async () => {
    open.delete(entry);
  });
}
