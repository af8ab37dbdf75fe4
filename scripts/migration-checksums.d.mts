// Types of migration-checksums.mjs for the TypeScript test that imports it.
export declare const MIGRATIONS_DIR: string;
export declare const CHECKSUMS_FILE: string;
export declare const ADD_CHECKSUMS_COMMAND: string;
export declare function checksumOf(text: string): string;
export declare function currentChecksums(dir?: string): Record<string, string>;
export declare function committedChecksums(file?: string): Record<string, string>;
export declare function compareChecksums(
  current: Record<string, string>,
  committed: Record<string, string>,
): { changed: string[]; missing: string[]; removed: string[] };
