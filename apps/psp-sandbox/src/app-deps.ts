// What every route module of the sandbox gets: its config, its in-memory store, its test clock, the
// scheduler of delayed work and the notifier.
import type { SandboxConfig } from './config/env.ts';
import type { SandboxClock } from './lib/clock.ts';
import type { Scheduler } from './lib/scheduler.ts';
import type { Notifier } from './modules/notifications/notifier.ts';
import type { SandboxStore } from './store/store.ts';

export interface SandboxDeps {
  config: SandboxConfig;
  store: SandboxStore;
  clock: SandboxClock;
  scheduler: Scheduler;
  notifier: Notifier;
}
