// GET /deposit/shop/details/{paytypeKey} (SPEC §3 Provider details, §7) and saving the instrument a
// successful purchase paid with. Card numbers and CVCs never get here: only PSP tokens and last 4 digits.
import { ENCRYPT_CLIENT_KEY_FIELD } from '@shop/contracts/psp-encrypt';
import type { EncryptClient, ProviderDetails } from '@shop/contracts/purchase';
import { providerCodeSchema } from '@shop/contracts/shop';
import { maskCardNumber, validateExpiry } from '@shop/domain/card';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { findActiveProvider } from '../deposit/deposit.repository.ts';
import { adyenCardFieldsOf } from '../payments/adyen-card-fields.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import { findInstrument, type InstrumentRow, saveInstrument } from './instruments.repository.ts';

export type ProviderDetailsResult =
  | { ok: true; details: ProviderDetails }
  | { ok: false; status: 400 | 404 | 503; code: 'wrong_input_type' | 'provider-not-available' };

export async function getProviderDetails(deps: AppDeps, userId: number, code: string): Promise<ProviderDetailsResult> {
  const supported = providerCodeSchema.safeParse(code);
  const provider = supported.success ? await findActiveProvider(deps.db, supported.data) : undefined;
  if (provider === undefined || provider.psp_method === null) {
    return { ok: false, status: 404, code: 'provider-not-available' };
  }
  if (provider.input_type !== 'CARD_PCI' && provider.input_type !== 'ELV') {
    return { ok: false, status: 400, code: 'wrong_input_type' };
  }
  // The forms need the PSP (tokenizing, mandates): a PSP that does not answer makes the provider unavailable.
  if (!(await deps.payments.isAvailable())) return { ok: false, status: 503, code: 'provider-not-available' };

  const saved = await findInstrument(deps.db, userId, provider.code);
  // A card code routed to Adyen gets Adyen Web's card fields (payments/adyen-card-fields.ts).
  const adyen = deps.payments.pspFor(provider.code) === 'adyen' ? deps.config.adyen : null;
  if (provider.input_type === 'ELV') {
    return { ok: true, details: { type: 'ELV', elv: toElv(saved), updateDetails: true } };
  }
  return {
    ok: true,
    details: {
      type: 'CARD',
      card: toCard(saved, deps.clock.now()),
      // Adyen's card fields are always its own frames: card data never in the shop's inputs.
      cardMode: adyen !== null ? 'hosted' : (provider.card_mode ?? 'encrypted'),
      updateDetails: true,
      encryptClient: adyen !== null ? adyenCardFieldsOf(adyen) : sandboxEncryptClient(deps),
    },
  };
}

/** The PSP sandbox's card script (SPEC §7: the scripts come from the server). */
function sandboxEncryptClient(deps: AppDeps): EncryptClient {
  return {
    scripts: [
      {
        url: `${deps.config.pspSandboxPublicUrl}/sdk/encrypt.js`,
        additionalServerData: { [ENCRYPT_CLIENT_KEY_FIELD]: deps.config.pspClientKey },
      },
    ],
  };
}

/**
 * The saved card, masked, named by its opaque id (the PSP token never leaves the server). A CVC is never
 * stored, so paying with a saved card asks for it again (cvcRequired): the card script tokenizes it alone and
 * the purchase sends both. An expired card is not offered.
 */
function toCard(saved: InstrumentRow | undefined, today: Date) {
  if (saved?.kind !== 'card' || saved.psp_token === null || saved.card_last4 === null) return null;
  const month = saved.card_expiry_month;
  const year = saved.card_expiry_year;
  if (month === null || year === null || validateExpiry(month, year, today) !== null) return null;
  return {
    holder: saved.holder,
    number: maskCardNumber(saved.card_last4),
    type: saved.card_brand ?? 'unknown',
    expiryYear: year,
    expiryMonth: month,
    cvc: '' as const,
    cvcRequired: true,
    instrumentId: saved.public_id,
  };
}

function toElv(saved: InstrumentRow | undefined) {
  if (saved?.kind !== 'elv' || saved.iban_masked === null) return null;
  return {
    holder: saved.holder,
    iban: saved.iban_masked,
    mandate: { valid: saved.mandate_valid, creditorId: saved.creditor_id, mandateId: saved.mandate_id },
  };
}

/**
 * After a successful purchase: a new card the player asked to keep (updateData) with what is known
 * of it, or the bank account with its now proven mandate. Same transaction as the credit. A PSP that stores
 * kept cards itself (`storedAtPsp`, Adyen's card-on-file) has answered the stored card's recurringReference:
 * that is the saved card's token; the purchase's card token (encrypted fields that expire) is never kept there,
 * and without a reference the card is not saved (nothing the next purchase could pay with).
 */
export async function saveInstrumentOfPurchase(
  trx: Trx,
  purchase: Purchase,
  now: Date,
  psp: { storedAtPsp: boolean; recurringReference: string | null } = { storedAtPsp: false, recurringReference: null },
): Promise<void> {
  const instrument = purchase.instrument;
  if (instrument === null || instrument.kind === 'ideal' || instrument.source === 'saved') return;
  // The token and the mandate are the PSP's that took the purchase: later payments with them go there.
  const owner = { user_id: purchase.user_id, provider_code: purchase.provider_code, psp: purchase.psp };
  if (instrument.kind === 'card') {
    // A card is shown with its last 4 digits and expiry (SPEC §3): without them it is not worth keeping.
    if (!instrument.save || instrument.last4 === null) return;
    if (instrument.expiryMonth === null || instrument.expiryYear === null) return;
    const token = psp.storedAtPsp ? psp.recurringReference : instrument.token;
    if (token === null) return;
    await saveInstrument(
      trx,
      {
        ...owner,
        kind: 'card',
        holder: instrument.holder,
        psp_token: token,
        card_last4: instrument.last4,
        card_brand: instrument.brand,
        card_expiry_month: instrument.expiryMonth,
        card_expiry_year: instrument.expiryYear,
      },
      now,
    );
    return;
  }
  if (instrument.mandateId === null) return;
  await saveInstrument(
    trx,
    {
      ...owner,
      kind: 'elv',
      holder: instrument.holder,
      iban_encrypted: instrument.ibanEncrypted,
      iban_hash: instrument.ibanHash,
      iban_masked: instrument.ibanMasked,
      mandate_id: instrument.mandateId,
      creditor_id: instrument.creditorId,
      mandate_valid: true,
    },
    now,
  );
}
