// Which providers have express payment, and what a player has stored that such a provider can charge
// without the player entering anything: a saved, unexpired card token, an account with a valid SEPA
// mandate, or a PayPal billing agreement (made by a purchase with the express opt-in).
import { type ProviderCode, providerCodeSchema } from '@shop/contracts/shop';
import { validateExpiry } from '@shop/domain/card';
import type { ProviderRow } from '../deposit/deposit.repository.ts';
import { isProviderUsable } from '../deposit/deposit.service.ts';
import type { InstrumentRow } from '../instruments/instruments.repository.ts';
import type { ExpressSettingRow } from './express.repository.ts';

export type ExpressMethod = 'card' | 'sepa' | 'paypal';

const INPUT_TYPE_OF: Readonly<Record<ExpressMethod, ProviderRow['input_type']>> = {
  card: 'CARD_PCI',
  sepa: 'ELV',
  paypal: 'NONE',
};

export type ExpressProvider = ProviderRow & { code: ProviderCode; psp_method: ExpressMethod };

/** Card providers, direct debit and PayPal: iDEAL, bank transfer, vouchers and wallets pay at the provider each time. */
export function isExpressProvider(row: ProviderRow): row is ExpressProvider {
  const method = row.psp_method;
  if (method !== 'card' && method !== 'sepa' && method !== 'paypal') return false;
  return INPUT_TYPE_OF[method] === row.input_type && providerCodeSchema.safeParse(row.code).success;
}

/** What an express payment charges. */
export type StoredMethod =
  | {
      kind: 'card';
      token: string;
      holder: string;
      last4: string;
      brand: string | null;
      expiryMonth: number;
      expiryYear: number;
    }
  | {
      kind: 'elv';
      holder: string;
      ibanEncrypted: string;
      ibanHash: string;
      ibanMasked: string;
      mandateId: string;
      creditorId: string | null;
    }
  | { kind: 'agreement'; reference: string };

/** The stored method of `provider` the player can be charged with now, or null. */
export function storedMethodOf(
  provider: ExpressProvider,
  instrument: InstrumentRow | undefined,
  setting: ExpressSettingRow | undefined,
  today: Date,
): StoredMethod | null {
  switch (provider.psp_method) {
    case 'card': {
      if (instrument?.kind !== 'card' || instrument.psp_token === null || instrument.card_last4 === null) return null;
      const month = instrument.card_expiry_month;
      const year = instrument.card_expiry_year;
      if (month === null || year === null || validateExpiry(month, year, today) !== null) return null;
      return {
        kind: 'card',
        token: instrument.psp_token,
        holder: instrument.holder,
        last4: instrument.card_last4,
        brand: instrument.card_brand,
        expiryMonth: month,
        expiryYear: year,
      };
    }
    case 'sepa': {
      if (instrument?.kind !== 'elv' || !instrument.mandate_valid || instrument.mandate_id === null) return null;
      if (instrument.iban_encrypted === null || instrument.iban_hash === null) return null;
      return {
        kind: 'elv',
        holder: instrument.holder,
        ibanEncrypted: instrument.iban_encrypted,
        ibanHash: instrument.iban_hash,
        ibanMasked: instrument.iban_masked ?? '',
        mandateId: instrument.mandate_id,
        creditorId: instrument.creditor_id,
      };
    }
    case 'paypal': {
      const reference = setting?.agreement_reference ?? null;
      return reference === null ? null : { kind: 'agreement', reference };
    }
  }
}

/** Everything about one player the express rules look at, read once. */
export interface ExpressFacts {
  country: string;
  providers: readonly ProviderRow[];
  blockedCodes: ReadonlySet<string>;
  instruments: readonly InstrumentRow[];
  settings: readonly ExpressSettingRow[];
  today: Date;
}

export interface ExpressEntry {
  provider: ExpressProvider;
  setting: ExpressSettingRow | undefined;
  /** Null: nothing stored to charge, or the provider is not usable for the player now. */
  stored: StoredMethod | null;
}

/** Every express provider usable for the player (country, blocks), in the shop's order. */
export function expressEntriesOf(facts: ExpressFacts): ExpressEntry[] {
  return facts.providers
    .filter(isExpressProvider)
    .filter((provider) => isProviderUsable(provider, facts.country, facts.blockedCodes, null))
    .map((provider) => {
      const instrument = facts.instruments.find((candidate) => candidate.provider_code === provider.code);
      const setting = facts.settings.find((candidate) => candidate.paytype_code === provider.code);
      return { provider, setting, stored: storedMethodOf(provider, instrument, setting, facts.today) };
    });
}
