// The hosted frames are created one per task (issue 27): creating a frame builds its first document at once, and the
// three created together were one long task of the shop's page. The served client runs here against a small fake DOM
// whose timer queue stands for the browser's task queue.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness.ts';

const SANDBOX = 'http://sandbox.test';
const SHOP = 'http://shop.test';
const PROTOCOL = 'psp-sandbox-hosted-fields';

class FakeElement {
  children: unknown[] = [];
  replaceChildren(...nodes: unknown[]) {
    this.children = nodes;
  }
}
class FakeScript extends FakeElement {
  src = `${SANDBOX}/sdk/encrypt.js`;
}
type FakeFrame = {
  src: string;
  title: string;
  removed: boolean;
  contentWindow: { postMessage: () => void };
};
type Client = { init: (options: unknown) => Promise<undefined> };

function browser(script: string) {
  const tasks: (() => void)[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const containers = new Map(['number', 'expiry', 'cvc'].map((type) => [type, new FakeElement()]));
  const frames: FakeFrame[] = [];
  const window: Record<string, unknown> = {
    location: { origin: SHOP },
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
  };
  const document = {
    currentScript: new FakeScript(),
    baseURI: `${SHOP}/provider/adyen-cc`,
    querySelectorAll: () => [],
    getElementById: (id: string) => containers.get(id) ?? null,
    createElement: () => {
      const frame = {
        src: '',
        title: '',
        className: '',
        removed: false,
        style: {},
        setAttribute: () => undefined,
        remove: () => {
          frame.removed = true;
        },
        contentWindow: { postMessage: () => undefined },
      };
      frames.push(frame);
      return frame;
    },
  };
  // Only zero-delay timers are tasks here; the client's time-outs never come due.
  const setTimeout = (callback: () => void, ms = 0) => {
    if (ms === 0) tasks.push(callback);
    return 0;
  };
  new Function('window', 'document', 'HTMLElement', 'HTMLScriptElement', 'setTimeout', 'clearTimeout', script)(
    window,
    document,
    FakeElement,
    FakeScript,
    setTimeout,
    () => undefined,
  );
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    client: window.PspSandboxEncrypt as Client,
    containers,
    frames,
    /** Lets every promise settle, then runs the next task, then lets its promises settle. */
    async runTask() {
      await settle();
      tasks.shift()?.();
      await settle();
    },
    settle,
    ready(frame: FakeFrame) {
      const query = new URL(frame.src).searchParams;
      const data = { psp: PROTOCOL, session: query.get('session'), field: query.get('type'), type: 'ready' };
      for (const listener of listeners) listener({ origin: SANDBOX, data, source: frame.contentWindow });
    },
  };
}

let app: FastifyInstance;
let script: string;
beforeEach(async () => {
  app = await buildTestApp();
  script = (await app.inject({ method: 'GET', url: '/sdk/encrypt.js' })).body;
});
afterEach(async () => {
  await app.close();
});

const HOSTED = { mode: 'hosted', fields: { number: 'number', expiry: 'expiry', cvc: 'cvc' }, locale: 'de' };

describe('hosted frames', () => {
  it('are created one per task, never together, and init ends when all three are ready', async () => {
    const page = browser(script);
    let done = false;
    const init = page.client.init(HOSTED).then(() => {
      done = true;
    });
    await page.settle();
    expect(page.frames).toHaveLength(0);
    for (const count of [1, 2, 3]) {
      await page.runTask();
      expect(page.frames).toHaveLength(count);
    }
    expect(page.frames.map((frame) => new URL(frame.src).searchParams.get('type'))).toEqual([
      'number',
      'expiry',
      'cvc',
    ]);
    expect(page.containers.get('number')?.children).toEqual([page.frames[0]]);
    expect(page.frames[0]?.title).toBe('Kartennummer');
    for (const frame of page.frames.slice(0, 2)) page.ready(frame);
    await page.settle();
    expect(done).toBe(false);
    if (page.frames[2]) page.ready(page.frames[2]);
    await init;
    expect(done).toBe(true);
  });

  it('stops creating the frames of an init that a later init replaced, and leaves the later one its frames', async () => {
    const page = browser(script);
    const first = page.client.init(HOSTED).catch((error: unknown) => error);
    await page.runTask();
    expect(page.frames).toHaveLength(1);
    const second = page.client.init(HOSTED);
    for (let task = 0; task < 4; task += 1) await page.runTask();
    expect(await first).toEqual({ code: 'FAILED' });
    const current = page.frames.filter((frame) => !frame.removed);
    expect(current).toHaveLength(3);
    for (const frame of current) page.ready(frame);
    await expect(second).resolves.toBeUndefined();
    expect(page.frames.filter((frame) => !frame.removed)).toHaveLength(3);
  });
});
