// The mandates the sandbox issued or debited, in memory. A mandate id proves itself (HMAC) across
// restarts, but it cannot carry a revocation or where to announce one: that is what this record keeps.
import type { SandboxDeps } from '../../app-deps.ts';
import type { MandateRecord, SandboxStore } from '../../store/store.ts';

/** Records a mandate (or finds it again); a payment's notificationUrl becomes where revocations go. */
export function rememberMandate(
  store: SandboxStore,
  mandate: { mandateId: string; iban: string; holder: string },
  notificationUrl: string | null,
): MandateRecord {
  const known = store.mandates.get(mandate.mandateId);
  if (known !== undefined) {
    if (notificationUrl !== null) known.notificationUrl = notificationUrl;
    return known;
  }
  const record: MandateRecord = { ...mandate, status: 'ACTIVE', notificationUrl };
  store.mandates.set(record.mandateId, record);
  return record;
}

export function findMandate(store: SandboxStore, mandateId: string): MandateRecord | undefined {
  return store.mandates.get(mandateId);
}

/**
 * Test call: the shopper revoked the mandate at their bank. Later debits are refused; a mandate.updated
 * notification goes out once (to `notificationUrl` if given, else to the last payment's). Undefined when
 * the sandbox does not know the mandate.
 */
export function revokeMandate(deps: SandboxDeps, mandateId: string, notificationUrl?: string) {
  const mandate = findMandate(deps.store, mandateId);
  if (mandate === undefined || mandate.status === 'REVOKED') return mandate;
  mandate.status = 'REVOKED';
  deps.notifier.send(notificationUrl ?? mandate.notificationUrl, {
    type: 'mandate.updated',
    pspReference: mandateId,
    reference: mandateId,
    status: 'REVOKED',
    refusalCode: null,
    mandateId,
  });
  return mandate;
}
