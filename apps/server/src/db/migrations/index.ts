// The ordered list of migrations, imported statically so tsx, vitest and bundlers all see the same set.
import type { Migration } from 'kysely';
import * as initial from './20261121210000_initial.ts';

export const migrations: Record<string, Migration> = {
  '20261121210000_initial': initial,
};
