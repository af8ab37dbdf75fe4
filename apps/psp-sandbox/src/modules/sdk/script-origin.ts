// Fills script-origin.js (one copy of how a client script finds where it came from) into the sandbox's client
// scripts, encrypt.js and adyen-web.js, where they say so. Read beside this module: in dist, beside the bundle.
import { readFile } from 'node:fs/promises';

const PLACEHOLDER = '/* scriptOrigin: filled in by the sandbox */ () => null';

/** `source` (the script `name`) with script-origin.js's function, its comments left out, at the placeholder. */
export async function withScriptOrigin(name: string, source: string): Promise<string> {
  if (!source.includes(PLACEHOLDER)) throw new Error(`${name} lost its script origin placeholder`);
  const shared = await readFile(new URL('./script-origin.js', import.meta.url), 'utf8');
  return source.replace(PLACEHOLDER, shared.replace(/^(\s*\/\/.*\n)+/, '').trim());
}
