// Types of build.mjs for the server's test of the compiled server.
export const TARGETS: readonly ['server', 'sandbox', 'web', 'console'];
export function buildTarget(
  target: 'server' | 'sandbox' | 'web' | 'console',
  options?: { force?: boolean; log?: (message: string) => void },
): Promise<boolean>;
