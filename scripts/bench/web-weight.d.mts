// Types of web-weight.mjs for the web app's bundle budget test.
export interface MainRoute {
  path: string;
  module: string;
  /** The small module the router loads beside `module` to start the page's data and texts. */
  head?: string;
  /** Code the route loads for some pages only, one at a time (the provider's form). */
  variants?: string[];
}
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Weight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}
export const MAIN_ROUTES: MainRoute[];
/** Modules loaded only on a player's action, left out of a first visit's files. */
export const ON_ACTION: string[];
export function gzipSize(buffer: Uint8Array): number;
export function brotliSize(buffer: Uint8Array): number;
export function readManifest(distDir: string): Manifest;
export function firstLoadFiles(
  manifest: Manifest,
  routeModule?: string | string[],
  variants?: string[],
  variant?: string,
): string[];
export function measureFiles(distDir: string, files: string[], sizes?: Map<string, Weight>): Weight;
export function measureRoutes(distDir: string, routes?: MainRoute[]): (Weight & { path: string; variant?: string })[];
