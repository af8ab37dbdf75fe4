// Starts the shop for the browser journeys on a fresh embedded database each run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// Always the embedded database here, whatever the caller's DATABASE_URL says. The journeys create their own
// players through the test-support API; the PSP sandbox retries and settles, and the shop reconciles, quickly.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ENABLE_TEST_API: '1',
  PSP_RETRY_BASE_MS: '200',
  PSP_PAYOUT_SETTLE_MS: '500',
  PURCHASE_RECONCILE_INTERVAL_SECONDS: '5',
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
