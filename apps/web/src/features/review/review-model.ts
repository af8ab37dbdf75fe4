// The review step's rules (SPEC §2 Review, §5 Acceptance, §3 Purchase request): the chosen package,
// which acceptance boxes show, the pay button's wording, the details that go with the purchase and
// the request itself. Pure functions; the hooks feed them.
import type { ExpressPaytype } from '@shop/contracts/express';
import type { PurchaseDetails, PurchaseRequest } from '@shop/contracts/purchase';
import type { InputType, Provider, ProviderCode, Purchasable, ShopPurchasable } from '@shop/contracts/shop';
import type { ActorType } from '@shop/contracts/user';
import { compactIban } from '@shop/domain/bank-format';
import { hrefs } from '../../config/paths';
import type { PaymentDraft } from '../../lib/payment-draft';
import type { SelectionState } from '../../lib/shop-selection';

/** The package the selection points at, in the list of its type. */
export function selectedPurchasable(
  purchasables: readonly ShopPurchasable[],
  selection: SelectionState,
): ShopPurchasable | undefined {
  const subscription = selection.type === 'SUBSCRIPTION';
  const id = subscription ? selection.subscription : selection.normal;
  return purchasables.find((candidate) => candidate.subscription === subscription && candidate.id === id);
}

export type AcceptanceBox = 'terms' | 'subscriptionTerms' | 'mandate';

/** The SPEC §5 error code of each box when it is left unchecked. */
export const ACCEPTANCE_ERROR_CODES = {
  terms: 'agreement_error',
  subscriptionTerms: 'agreement_abo_error',
  mandate: 'mandat_acceptBox_error',
} as const satisfies Record<AcceptanceBox, string>;

/**
 * SPEC §5/§6: practice players accept the terms; money players accept only the saver-package terms,
 * in subscription mode; a direct debit without a valid mandate needs the SEPA mandate box.
 */
export function acceptanceBoxesFor(input: {
  actorType: ActorType;
  subscription: boolean;
  inputType: InputType;
  mandateValid: boolean;
}): AcceptanceBox[] {
  const boxes: AcceptanceBox[] = [];
  if (input.actorType === 'b') boxes.push('terms');
  else if (input.subscription) boxes.push('subscriptionTerms');
  if (input.inputType === 'ELV' && !input.mandateValid) boxes.push('mandate');
  return boxes;
}

export type PayWording = { key: 'deposit' } | { key: 'depositWith'; method: ProviderCode } | { key: 'subscription' };

/** SPEC §2: subscription deposit; deposit with {method} for no-input providers and checkout-ideal; else deposit. */
export function payWordingFor(subscription: boolean, provider: Pick<Provider, 'code' | 'inputType'>): PayWording {
  if (subscription) return { key: 'subscription' };
  if (provider.inputType === 'NONE' || provider.code === 'checkout-ideal') {
    return { key: 'depositWith', method: provider.code };
  }
  return { key: 'deposit' };
}

export type DetailsOutcome = { ready: true; details: PurchaseDetails | undefined } | { ready: false };

/**
 * The details the purchase carries for the provider's input type. Not ready: the provider step has
 * not collected what this type needs (a card token, or a saved card's CVC token). A saved card is named
 * by its instrument id with its CVC token; a saved account (no IBAN) sends none: the server uses it.
 */
export function purchaseDetailsFor(
  inputType: InputType,
  draft: PaymentDraft,
  mandateAccepted: boolean,
): DetailsOutcome {
  switch (inputType) {
    case 'CARD_PCI': {
      const card = draft.card;
      if (card === null || card.token === '') return { ready: false };
      if (card.saved) {
        const instrumentId = card.instrumentId ?? '';
        if (instrumentId === '') return { ready: false };
        return { ready: true, details: { savedCard: { instrumentId, cvcToken: card.token } } };
      }
      return {
        ready: true,
        details: { card: { token: card.token, holder: card.holder, updateData: card.updateData } },
      };
    }
    case 'ELV': {
      const elv = draft.elv;
      if (elv === null) return { ready: false };
      const iban = compactIban(elv.iban);
      if (iban === '') return { ready: true, details: undefined };
      const mandate = elv.mandate.valid || mandateAccepted;
      return { ready: true, details: { elv: { iban, holder: elv.holder.trim(), mandate } } };
    }
    case 'BIC':
      return draft.bic === null ? { ready: false } : { ready: true, details: { bic: { code: draft.bic.code } } };
    default:
      return { ready: true, details: undefined };
  }
}

/** The purchasable as the request sends it: without the local id (SPEC §3). */
export function toWirePurchasable({ price, currency, subscription, consumables }: ShopPurchasable): Purchasable {
  return { price, currency, subscription, consumables };
}

export function buildPurchaseRequest(input: {
  provider: ProviderCode;
  purchasable: ShopPurchasable;
  locale: string;
  origin: string;
  details: PurchaseDetails | undefined;
  /** The review's express opt-in (saved after SUCCESS). */
  expressSubscribe?: boolean;
  /** Paid from the express screen: the favourite with what is stored, no details. */
  express?: boolean;
  /** The player confirmed buying again what they bought moments ago (after a repeat_purchase refusal). */
  confirmRepeat?: boolean;
}): PurchaseRequest {
  return {
    provider: input.provider,
    purchasable: toWirePurchasable(input.purchasable),
    locale: input.locale,
    resultUrl: `${input.origin}/postprocessing`,
    cancelUrl: `${input.origin}${hrefs.cancelledPayment}`,
    expressSubscribe: input.expressSubscribe === true,
    ...(input.express === true ? { express: true } : {}),
    ...(input.confirmRepeat === true ? { confirmRepeat: true } : {}),
    ...(input.details === undefined ? {} : { details: input.details }),
  };
}

/**
 * SPEC §4: the express opt-in shows only for normal purchases whose provider has express payment (it is in
 * the player's express settings) while that provider is not already the favourite.
 */
export function showsExpressOptIn(input: {
  subscription: boolean;
  provider: ProviderCode;
  settings: readonly ExpressPaytype[] | undefined;
}): boolean {
  if (input.subscription || input.settings === undefined) return false;
  const setting = input.settings.find((candidate) => candidate.paytypeCode === input.provider);
  return setting !== undefined && !setting.subscribed;
}

/**
 * What makes two pay clicks the same attempt: provider, package and details. Not the locale: a
 * language switch between a click and its retry is still the same purchase. FNV-1a, so no card token
 * or IBAN is stored in clear beside the key.
 */
export function requestFingerprint(request: PurchaseRequest): string {
  const { locale: _locale, ...identity } = request;
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(identity)) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  cartebleue: 'Carte Bleue',
};

/** The brand as players know it; null for an unknown brand (the view says "card"). */
export function cardBrandName(brand: string): string | null {
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? null;
}

/** MM/YYYY, as printed on cards. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
