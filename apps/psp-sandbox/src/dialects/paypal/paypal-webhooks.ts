// PayPal webhooks as PayPal sends them: an event body ({id, event_type, resource, …}) to every registered
// webhook, with the transmission headers (paypal-transmission-id, -time, -sig, paypal-cert-url, paypal-auth-algo).
// The signature is PayPal's: SHA256withRSA over "<transmission id>|<transmission time>|<webhook id>|<CRC32 of the
// body>", with a key pair the sandbox makes at start; its public key is served at the cert URL (a PEM public key,
// not PayPal's X.509 certificate). verify-webhook-signature checks the same string, so the shop's PayPal adapter
// verifies dialect webhooks exactly as it verifies PayPal's. Retries as the sandbox's own notifications.
import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxConfig } from '../../config/env.ts';
import type { SandboxClock } from '../../lib/clock.ts';
import type { Scheduler } from '../../lib/scheduler.ts';
import { retryDelayMs } from '../../modules/notifications/notifier.ts';
import { type PaypalStore, paypalId } from './paypal-store.ts';

export const AUTH_ALGO = 'SHA256withRSA';
export const CERT_PATH = '/v1/notifications/certs/CERT-psp-sandbox';

export interface PaypalWebhookSender {
  /** The key's public half as PEM (served at the cert URL). */
  publicKeyPem(): string;
  send(eventType: string, resourceType: string, summary: string, resource: unknown): void;
  /** PayPal's "resend event": the same event (same id and body) delivered again, freshly signed; false if unknown. */
  resend(eventId: string): boolean;
  /** Whether `signature` is the dialect's over these transmission values and body. */
  verify(input: {
    transmissionId: string;
    transmissionTime: string;
    webhookId: string;
    body: string;
    signature: string;
  }): boolean;
}

function signedString(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export function createPaypalWebhookSender(input: {
  config: SandboxConfig;
  store: PaypalStore;
  clock: SandboxClock;
  scheduler: Scheduler;
  log: FastifyBaseLogger;
  /** The dialect's public origin (the sandbox's + /paypal). */
  publicBase: string;
}): PaypalWebhookSender {
  const { config, store, clock, scheduler, log } = input;
  // Made on first use: most sandbox runs never send a PayPal webhook.
  let made: ReturnType<typeof generateKeyPairSync> | undefined;
  const keyPair = () => {
    made ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
    return made;
  };

  async function attempt(deliveryId: string): Promise<void> {
    const delivery = store.events.get(deliveryId);
    if (delivery === undefined || delivery.state !== 'pending') return;
    const transmissionId = randomUUID();
    const transmissionTime = clock.now().toISOString();
    const signature = createSign('sha256')
      .update(signedString(transmissionId, transmissionTime, delivery.webhookId, delivery.body))
      .sign(keyPair().privateKey, 'base64');
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPal/AUHD-214.0-58844521',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': `${input.publicBase}${CERT_PATH}`,
          'paypal-auth-algo': AUTH_ALGO,
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    delivery.attempts.push({ at: transmissionTime, statusCode, error });
    log.info({ eventId: delivery.id, eventType: delivery.eventType, statusCode, error }, 'paypal webhook attempt');
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      delivery.state = 'delivered';
      return;
    }
    if (delivery.attempts.length >= config.retryMax) {
      delivery.state = 'failed';
      return;
    }
    scheduler.schedule(retryDelayMs(config.retryBaseMs, delivery.attempts.length), () => void attempt(deliveryId));
  }

  return {
    publicKeyPem: () => keyPair().publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    send(eventType, resourceType, summary, resource) {
      for (const webhook of store.webhooks.values()) {
        const id = `WH-${paypalId(17)}-${paypalId(17)}`;
        const body = JSON.stringify({
          id,
          event_version: '1.0',
          create_time: clock.now().toISOString(),
          resource_type: resourceType,
          resource_version: '2.0',
          event_type: eventType,
          summary,
          resource,
          links: [{ href: `${input.publicBase}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
        });
        store.events.set(id, {
          id,
          eventType,
          webhookId: webhook.id,
          url: webhook.url,
          body,
          attempts: [],
          state: 'pending',
        });
        // After the current answer has gone out, as PayPal's webhooks come.
        scheduler.schedule(0, () => void attempt(id));
      }
    },
    resend(eventId) {
      const delivery = store.events.get(eventId);
      if (delivery === undefined) return false;
      delivery.state = 'pending';
      scheduler.schedule(0, () => void attempt(eventId));
      return true;
    },
    verify({ transmissionId, transmissionTime, webhookId, body, signature }) {
      try {
        return createVerify('sha256')
          .update(signedString(transmissionId, transmissionTime, webhookId, body))
          .verify(keyPair().publicKey, signature, 'base64');
      } catch {
        return false;
      }
    },
  };
}
