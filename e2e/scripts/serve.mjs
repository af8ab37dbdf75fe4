// Starts the shop for the browser journeys on a fresh embedded database each run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
  // The dashboard journey fires the alert rounds itself (test API): a scheduled round between its raise and its
  // check would resolve the alert under it.
  ALERT_JOB_INTERVAL_SECONDS: '0',
  // Saver-package rounds likewise only when a journey asks (`passDays` runs them after each day): a round every 60 s
  // of real time could end a late-cancelled package between the console's recording and the shop's end-date check
  // (seen once in saver-package-late-cancellation.clock.spec.ts). Without a moved clock nothing else is due.
  SUBSCRIPTION_JOB_INTERVAL_SECONDS: '0',
};
delete env.DATABASE_URL;
// Issue 23: the Adyen codes (adyen-cc, adyen-cartebleue, adyen-debitcards-uk, adyen-elv, adyen-ideal) go through the
// shop's Adyen adapter to the sandbox's Adyen dialect, so every journey that pays with them (card, 3-D Secure, SEPA,
// iDEAL) exercises the real adapter; every other code stays with the sandbox's own dialect. Fresh keys per run.
const sandboxUrl = `http://localhost:${env.PSP_SANDBOX_PORT ?? 3001}`;
const shopUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
const adyen = {
  apiKey: `AQE_e2e_${randomBytes(16).toString('hex')}`,
  hmacKey: randomBytes(32).toString('hex').toUpperCase(),
  username: 'adyen-e2e',
  password: randomBytes(16).toString('hex'),
};
// The `paypal` code and PayPal payouts likewise go through the shop's PayPal adapter (@paypal/paypal-server-sdk) to
// the sandbox's PayPal dialect (/paypal): OAuth app and webhook of this run.
const paypal = { clientId: 'shop-e2e', clientSecret: randomBytes(16).toString('hex'), webhookId: 'WH-E2E' };
Object.assign(env, {
  PSP_ROUTES: 'adyen-*=adyen,paypal=paypal,payout:paypal=paypal',
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_WEBHOOK_ID: paypal.webhookId,
  PAYPAL_BASE_URL: `${sandboxUrl}/paypal`,
  PAYPAL_WEB_URL: sandboxUrl,
  PSP_SANDBOX_PAYPAL_CLIENT_ID: paypal.clientId,
  PSP_SANDBOX_PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PSP_SANDBOX_PAYPAL_WEBHOOK_ID: paypal.webhookId,
  PSP_SANDBOX_PAYPAL_WEBHOOK_URL: `${shopUrl}/deposit/psp/notifications/paypal`,
  ADYEN_API_KEY: adyen.apiKey,
  ADYEN_MERCHANT_ACCOUNT: 'GameShopE2EECOM',
  ADYEN_HMAC_KEY: adyen.hmacKey,
  ADYEN_CLIENT_KEY: 'test_E2ECLIENTKEY',
  ADYEN_BASE_URL: `${sandboxUrl}/adyen/checkout`,
  ADYEN_DISPUTES_BASE_URL: `${sandboxUrl}/adyen/ca/services/DisputeService`,
  ADYEN_CLIENT_URL: sandboxUrl,
  ADYEN_NOTIFICATION_USERNAME: adyen.username,
  ADYEN_NOTIFICATION_PASSWORD: adyen.password,
  PSP_SANDBOX_ADYEN_API_KEY: adyen.apiKey,
  PSP_SANDBOX_ADYEN_HMAC_KEY: adyen.hmacKey,
  PSP_SANDBOX_ADYEN_NOTIFICATION_URL: `${shopUrl}/deposit/psp/notifications/adyen`,
  PSP_SANDBOX_ADYEN_NOTIFICATION_USERNAME: adyen.username,
  PSP_SANDBOX_ADYEN_NOTIFICATION_PASSWORD: adyen.password,
});
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
