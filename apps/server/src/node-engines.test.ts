// The root package.json's `engines.node` must promise only Node versions every installed dependency
// declares support for (issue 9): read from the lockfile, optional platform packages left out.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('engines.node', () => {
  it('is within what every installed dependency needs', () => {
    const manifest = readJson('package.json') as { engines?: { node?: string } };
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const promised = manifest.engines?.node ?? '*';
    const outside = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const needed = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path.includes('node_modules/') || entry.optional === true || needed === undefined) return [];
      return semver.subset(promised, needed) ? [] : [`${path}@${entry.version ?? '?'} needs ${needed}`];
    });
    expect(outside).toEqual([]);
  });
});
