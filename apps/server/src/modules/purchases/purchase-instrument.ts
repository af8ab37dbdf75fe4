// What a purchase pays with, per input type (SPEC §5 Card, Direct debit, Ideal): the request's details
// checked with the domain rules, the player's saved card named by its opaque id (with a CVC token), or the
// player's saved account when the request sends none.
import type { PurchaseDetails } from '@shop/contracts/purchase';
import {
  compactIban,
  ibanCountryOf,
  ibanValid,
  maskIban,
  validateAccountHolder,
  validateBic,
  validateIdealIssuer,
} from '@shop/domain/bank';
import { normalizeCardHolder, validateCardHolder, validateExpiry } from '@shop/domain/card';
import type { AppDeps } from '../../app-deps.ts';
import type { ProviderRow } from '../deposit/deposit.repository.ts';
import { findInstrument, findOwnInstrument, type InstrumentRow } from '../instruments/instruments.repository.ts';
import { encryptPaymentData, hashPaymentData } from '../instruments/payment-data-crypto.ts';
import type { Issuer } from '../payments/payment-provider.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { PendingInstrument } from './purchase-record.ts';

export type InstrumentResult = { ok: true; instrument: PendingInstrument | null } | { ok: false; codes: string[] };

/** SPEC §8 code 30: bank data (holder, or a mandate that is neither valid nor accepted). */
const BANK_DATA = '30';
/**
 * SPEC §8 code 7 (transaction failed, re-enter the card): a saved card the player does not have (another player's
 * id, an unknown or replaced one). Nothing is charged. (A saved card's PSP token never leaves the server.)
 */
export const NOT_THE_PLAYERS_CARD = '7';

interface InstrumentInput {
  user: UserRow;
  provider: ProviderRow;
  details: PurchaseDetails | undefined;
  issuers: readonly Issuer[] | null;
}

const fail = (...codes: string[]): InstrumentResult => ({ ok: false, codes });

export async function instrumentFor(deps: AppDeps, input: InstrumentInput): Promise<InstrumentResult> {
  const { details } = input;
  switch (input.provider.input_type) {
    case 'CARD_PCI':
      // A saved card is paid with its CVC: the request names it (savedCard) with the CVC's token.
      if (details === undefined) return fail('card_number_not_set');
      if ('savedCard' in details) return savedCard(deps, input, details.savedCard);
      return 'card' in details ? newCard(details.card, deps.clock.now()) : fail('wrong_input_type');
    case 'ELV':
      if (details === undefined) return savedAccount(deps, input);
      return 'elv' in details ? newAccount(deps, input, details.elv) : fail('wrong_input_type');
    case 'BIC': {
      const code = details !== undefined && 'bic' in details ? details.bic.code.trim() : null;
      // Not chosen or not one of the PSP's banks: the form could not have sent it (bic_not_set is no SPEC §8 code).
      if (validateIdealIssuer(code, input.issuers ?? []) !== null || code === null) return fail('bic_wrong_format');
      return { ok: true, instrument: { kind: 'ideal', issuer: code } };
    }
    default:
      return { ok: true, instrument: null };
  }
}

type CardDetails = Extract<PurchaseDetails, { card: unknown }>['card'];
type SavedCardDetails = Extract<PurchaseDetails, { savedCard: unknown }>['savedCard'];

function newCard(card: CardDetails, today: Date): InstrumentResult {
  const codes: string[] = [];
  if (validateCardHolder(card.holder) !== null) codes.push('card_holder_not_set');
  const month = card.expiryMonth ?? null;
  const year = card.expiryYear ?? null;
  if (month !== null && year !== null && validateExpiry(month, year, today) === 'card_has_expired') {
    codes.push('card_has_expired');
  }
  if (codes.length > 0) return fail(...codes);
  return {
    ok: true,
    instrument: {
      kind: 'card',
      source: 'new',
      token: card.token,
      holder: normalizeCardHolder(card.holder),
      save: card.updateData,
      last4: card.last4 ?? null,
      brand: card.brand ?? null,
      expiryMonth: month,
      expiryYear: year,
    },
  };
}

async function savedCard(deps: AppDeps, input: InstrumentInput, named: SavedCardDetails): Promise<InstrumentResult> {
  const saved = await findOwnInstrument(deps.db, {
    userId: input.user.id,
    providerCode: input.provider.code,
    publicId: named.instrumentId,
  });
  if (saved?.kind !== 'card' || saved.psp_token === null) return fail(NOT_THE_PLAYERS_CARD);
  if (validateExpiry(saved.card_expiry_month, saved.card_expiry_year, deps.clock.now()) !== null) {
    return fail('card_has_expired');
  }
  return {
    ok: true,
    instrument: {
      kind: 'card',
      source: 'saved',
      token: saved.psp_token,
      cvcToken: named.cvcToken,
      holder: saved.holder,
      save: false,
      last4: saved.card_last4,
      brand: saved.card_brand,
      expiryMonth: saved.card_expiry_month,
      expiryYear: saved.card_expiry_year,
    },
  };
}

type ElvDetails = Extract<PurchaseDetails, { elv: unknown }>['elv'];

function hasValidMandate(saved: InstrumentRow | undefined): saved is InstrumentRow & { mandate_id: string } {
  return saved?.kind === 'elv' && saved.mandate_valid && saved.mandate_id !== null;
}

async function newAccount(deps: AppDeps, input: InstrumentInput, elv: ElvDetails): Promise<InstrumentResult> {
  const iban = compactIban(elv.iban);
  const codes: string[] = [];
  if (validateAccountHolder(elv.holder) !== null) codes.push(BANK_DATA);
  if (!ibanValid(iban)) codes.push('iban_wrong_format');
  const bic = elv.bic?.trim() ?? '';
  if (bic !== '' && validateBic(bic, { ibanCountry: ibanCountryOf(iban) }) !== null) codes.push('bic_wrong_format');
  if (codes.length > 0) return fail(...codes);

  const key = deps.config.paymentDataKey;
  const ibanHash = hashPaymentData(key, 'iban', iban);
  const saved = await findInstrument(deps.db, input.user.id, input.provider.code);
  // The saved mandate covers the same account; a new account needs the mandate accepted on review (SPEC §5).
  const mandate = hasValidMandate(saved) && saved.iban_hash === ibanHash ? saved : null;
  if (mandate === null && !elv.mandate) return fail(BANK_DATA);
  return {
    ok: true,
    instrument: {
      kind: 'elv',
      source: 'new',
      holder: elv.holder.trim(),
      ibanEncrypted: encryptPaymentData(key, iban),
      ibanHash,
      ibanMasked: maskIban(iban),
      mandateId: mandate?.mandate_id ?? null,
      creditorId: mandate?.creditor_id ?? null,
    },
  };
}

async function savedAccount(deps: AppDeps, input: InstrumentInput): Promise<InstrumentResult> {
  const saved = await findInstrument(deps.db, input.user.id, input.provider.code);
  if (saved?.kind !== 'elv' || saved.iban_encrypted === null || saved.iban_hash === null) {
    return fail('iban_wrong_format');
  }
  if (!hasValidMandate(saved)) return fail(BANK_DATA);
  return {
    ok: true,
    instrument: {
      kind: 'elv',
      source: 'saved',
      holder: saved.holder,
      ibanEncrypted: saved.iban_encrypted,
      ibanHash: saved.iban_hash,
      ibanMasked: saved.iban_masked ?? '',
      mandateId: saved.mandate_id,
      creditorId: saved.creditor_id,
    },
  };
}
