// The payment details the provider step collects for review (SPEC §3 Purchase request details): the
// chosen provider and its card token, direct-debit account or iDEAL bank. Kept in sessionStorage so a
// reload keeps them. It never holds a full card number or a CVC: only the PSP's token and what the
// review shows (last four digits, brand, expiry, holder).
import { SUPPORTED_PROVIDER_CODES } from '@shop/contracts/provider-codes';
import type { ProviderCode } from '@shop/contracts/shop';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { isRecord } from './is-record';
import { createSessionStore } from './session-store';
import { readJson } from './storage';

export type DraftCard = {
  token: string;
  holder: string;
  last4: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  updateData: boolean;
  /**
   * The player's saved card: `instrumentId` names it (the shop's opaque id, never the PSP's token) and `token` is
   * its CVC's token; review sends both (details.savedCard).
   */
  saved: boolean;
  instrumentId?: string;
};

export type DraftMandate = { valid: boolean; creditorId: string | null; mandateId: string | null };

export type DraftElv = {
  /** Compact, no spaces; '' for the saved account (review then sends no account details). */
  iban: string;
  /**
   * The saved account's IBAN as the server shows it, already masked (only with iban ''): review
   * shows it like the provider page did (issue 24 item 15), and never sends it.
   */
  savedIban?: string;
  holder: string;
  bic: string | null;
  mandate: DraftMandate;
};

export type PaymentDraft = {
  providerCode: ProviderCode | null;
  card: DraftCard | null;
  elv: DraftElv | null;
  bic: { code: string; name: string } | null;
};

const KEY = 'shop.payment-draft';
export const EMPTY_DRAFT: PaymentDraft = { providerCode: null, card: null, elv: null, bic: null };

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const stringOrNull = (value: unknown): string | null => (isString(value) ? value : null);

function providerCodeOf(value: unknown, codes: readonly ProviderCode[]): ProviderCode | null {
  return codes.find((code) => code === value) ?? null;
}

// Field by field, so only the listed fields survive: nothing else stored there can come back.
function cardOf(raw: unknown): DraftCard | null {
  if (!isRecord(raw)) return null;
  const { token, holder, last4, brand, expiryMonth, expiryYear } = raw;
  if (!isString(token) || !isString(holder) || !isString(last4) || !isString(brand)) return null;
  if (!isInteger(expiryMonth) || !isInteger(expiryYear)) return null;
  // A stored "last4" longer than four digits would be a number: never restore it.
  if (!/^\d{0,4}$/.test(last4)) return null;
  return {
    token,
    holder,
    last4,
    brand,
    expiryMonth,
    expiryYear,
    updateData: raw.updateData === true,
    saved: raw.saved === true,
    ...(isString(raw.instrumentId) ? { instrumentId: raw.instrumentId } : {}),
  };
}

function elvOf(raw: unknown): DraftElv | null {
  if (!isRecord(raw) || !isString(raw.iban) || !isString(raw.holder)) return null;
  const mandate = isRecord(raw.mandate) ? raw.mandate : {};
  return {
    iban: raw.iban,
    ...(raw.iban === '' && isString(raw.savedIban) ? { savedIban: raw.savedIban } : {}),
    holder: raw.holder,
    bic: stringOrNull(raw.bic),
    mandate: {
      valid: mandate.valid === true,
      creditorId: stringOrNull(mandate.creditorId),
      mandateId: stringOrNull(mandate.mandateId),
    },
  };
}

function bicOf(raw: unknown): PaymentDraft['bic'] {
  return isRecord(raw) && isString(raw.code) && isString(raw.name) ? { code: raw.code, name: raw.name } : null;
}

/** A stored draft, checked field by field; `codes` are the supported provider codes (SPEC §3). */
export function parseDraft(raw: unknown, codes: readonly ProviderCode[]): PaymentDraft {
  if (!isRecord(raw)) return EMPTY_DRAFT;
  return {
    providerCode: providerCodeOf(raw.providerCode, codes),
    card: cardOf(raw.card),
    elv: elvOf(raw.elv),
    bic: bicOf(raw.bic),
  };
}

export type PaymentDraftStore = {
  get(): PaymentDraft;
  subscribe(listener: () => void): () => void;
  update(update: Partial<PaymentDraft>): void;
  clear(): void;
};

/**
 * Without `initial`, the stored draft is restored at once (the provider codes it is checked against are in the
 * shop contract, which the first screen's chunk holds anyway).
 */
export function createPaymentDraftStore(initial?: PaymentDraft): PaymentDraftStore {
  return createSessionStore(
    KEY,
    initial ?? parseDraft(readJson('session', KEY), SUPPORTED_PROVIDER_CODES),
    (get, set) => ({
      update: (update: Partial<PaymentDraft>) => {
        const merged = { ...get(), ...update };
        // Rebuilt from the listed fields only, so no extra property (a number, a CVC) is ever stored.
        set({
          providerCode: merged.providerCode,
          card: cardOf(merged.card),
          elv: elvOf(merged.elv),
          bic: bicOf(merged.bic),
        });
      },
      clear: () => {
        set(EMPTY_DRAFT);
      },
    }),
  );
}

const DraftContext = createContext<PaymentDraftStore | null>(null);

export function PaymentDraftProvider({ children, store }: { children: ReactNode; store?: PaymentDraftStore }) {
  const [value] = useState(() => store ?? createPaymentDraftStore());
  return <DraftContext value={value}>{children}</DraftContext>;
}

export function usePaymentDraft(): {
  draft: PaymentDraft;
  updateDraft(update: Partial<PaymentDraft>): void;
  clearDraft(): void;
} {
  const store = useContext(DraftContext);
  if (store === null) throw new Error('usePaymentDraft needs a PaymentDraftProvider');
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { draft, updateDraft: store.update, clearDraft: store.clear };
}
