// The operator's configuration, apart from the demo data (issue 9): which provider code is paid through which
// PSP method with which limits and countries, the package catalogue per game currency (saver packages
// included) and the payout currencies. A database without demo players (SEED_DEMO_DATA off) still has payable
// providers. Idempotent: rows already there (seeded before, or changed by an operator) are kept. Frozen data,
// copied here: migrations never import app code.
import { type Generated, type Kysely, sql } from 'kysely';

interface OperatorTables {
  providers: {
    code: string;
    input_type: string;
    limit_minor: number | null;
    subscription_supported: boolean;
    usable_countries: string[] | null;
    psp_method: string | null;
    card_mode: string | null;
    sort_order: number;
    active: boolean;
  };
  purchasables: {
    id: Generated<number>;
    gd_currency: string;
    currency: string;
    subscription: boolean;
    price: number;
    sort_order: number;
  };
  consumables: {
    purchasable_id: number;
    type: string;
    amount: number;
    bonus_price: number | null;
    allowed_paytypes: string[] | null;
  };
  payout_currencies: { gd_currency: string; currency_real: string; exchange_factor: number };
}

type Provider = [
  code: string,
  inputType: string,
  limit: number | null,
  subscriptions: boolean,
  countries: string[] | null,
  pspMethod: string | null,
  cardMode: string | null,
];

const SEPA_DEBIT = ['DE', 'AT'];
// biome-ignore format: one provider per line reads as a table
const PROVIDERS: readonly Provider[] = [
  ['paypal', 'NONE', null, true, null, 'paypal', null],
  ['adyen-cc', 'CARD_PCI', null, false, null, 'card', 'hosted'],
  ['checkout-cc', 'CARD_PCI', null, false, null, 'card', 'encrypted'],
  ['micropayment-cc', 'CARD_PCI', null, true, null, 'card', 'encrypted'],
  ['paypal-cc', 'CARD_PCI', null, false, null, 'card', 'encrypted'],
  ['checkout-debit', 'CARD_PCI', null, false, null, 'card', 'encrypted'],
  ['adyen-cartebleue', 'CARD_PCI', null, false, ['FR'], 'card', 'encrypted'],
  ['adyen-debitcards-uk', 'CARD_PCI', null, false, ['GB'], 'card', 'encrypted'],
  ['adyen-elv', 'ELV', null, false, SEPA_DEBIT, 'sepa', null],
  ['micropayment-elv', 'ELV', 5000, true, SEPA_DEBIT, 'sepa', null],
  ['checkout-elv', 'ELV', null, false, SEPA_DEBIT, 'sepa', null],
  ['adyen-ideal', 'BIC', null, false, ['NL'], 'ideal', null],
  ['checkout-ideal', 'BIC', null, false, ['NL'], 'ideal', null],
  ['micropayment-ib', 'NONE', null, false, ['DE', 'AT', 'CH'], 'bank', null],
  ['moneybookers', 'NONE', null, false, null, 'skrill', null],
  ['moneybookers-ib', 'NONE', null, false, ['DE', 'AT', 'NL', 'ES', 'GB', 'SE', 'DK'], 'bank', null],
  ['paysafecard', 'NONE', 10_000, false, null, 'paysafecard', null],
  ['banktransfer', 'BANKTRANSFER', null, false, null, 'banktransfer', null],
  ['gdDummyPay', 'NONE', null, false, null, 'dummy', null],
  // Not a supported code: the shop answer drops it.
  ['legacy-wallet', 'NONE', null, false, null, null, null],
];

interface Package {
  price: number;
  subscription: boolean;
  deposit: number;
  bonus: number;
}

function realCatalogue(scale: number): Package[] {
  const normal = [
    [1000, 0],
    [2000, 0],
    [5000, 500],
    [10_000, 1500],
    [25_000, 5000],
  ] as const;
  const saver = [
    [1000, 250],
    [2000, 500],
    [3000, 750],
  ] as const;
  const toPackage =
    (subscription: boolean) =>
    ([price, bonus]: readonly [number, number]): Package => ({
      price: price * scale,
      subscription,
      deposit: price * scale,
      bonus: bonus * scale,
    });
  return [...normal.map(toPackage(false)), ...saver.map(toPackage(true))];
}

const DIAMONDS: Package[] = [
  [500, 500],
  [1000, 1100],
  [2500, 3000],
  [5000, 6500],
].map(([price = 0, deposit = 0]) => ({
  price,
  subscription: false,
  deposit,
  bonus: 0,
}));

/** Game currency, paying currency, packages. GUSD deliberately has none. */
const CATALOGUE: readonly [string, string, Package[]][] = [
  ['EUR', 'EUR', realCatalogue(1)],
  ['USD', 'USD', realCatalogue(1)],
  ['GGBP', 'GBP', realCatalogue(1)],
  ['CAD', 'CAD', realCatalogue(1)],
  ['GDKK', 'DKK', realCatalogue(10)],
  ['GSEK', 'SEK', realCatalogue(10)],
  ['DIA', 'EUR', DIAMONDS],
];

/** Real game currencies pay out 1:1 into their real currency; diamonds cannot be paid out. */
const PAYOUT_CURRENCIES: readonly [string, string][] = [
  ['EUR', 'EUR'],
  ['USD', 'USD'],
  ['GUSD', 'USD'],
  ['GGBP', 'GBP'],
  ['GSEK', 'SEK'],
  ['GDKK', 'DKK'],
  ['CAD', 'CAD'],
];

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<OperatorTables>;
  await db
    .insertInto('providers')
    .values(
      PROVIDERS.map(([code, inputType, limit, subscriptions, countries, pspMethod, cardMode], index) => ({
        code,
        input_type: inputType,
        limit_minor: limit,
        subscription_supported: subscriptions,
        usable_countries: countries,
        psp_method: pspMethod,
        card_mode: cardMode,
        sort_order: index,
        active: true,
      })),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  // Rows seeded before the PSP columns existed: fill only what nobody set.
  for (const [code, , , , , pspMethod, cardMode] of PROVIDERS) {
    if (pspMethod === null) continue;
    await db
      .updateTable('providers')
      .set({ psp_method: pspMethod, card_mode: cardMode })
      .where('code', '=', code)
      .where('psp_method', 'is', null)
      .execute();
  }
  for (const [gdCurrency, currency, packages] of CATALOGUE) {
    const existing = await db
      .selectFrom('purchasables')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('gd_currency', '=', gdCurrency)
      .executeTakeFirstOrThrow();
    if (Number(existing.count) > 0) continue;
    for (const [index, item] of packages.entries()) {
      const { id } = await db
        .insertInto('purchasables')
        .values({
          gd_currency: gdCurrency,
          currency,
          subscription: item.subscription,
          price: item.price,
          sort_order: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('consumables')
        .values([
          { purchasable_id: id, type: 'DEPOSIT', amount: item.deposit, bonus_price: null, allowed_paytypes: null },
          ...(item.bonus > 0
            ? [
                {
                  purchasable_id: id,
                  type: 'BONUS',
                  amount: item.bonus,
                  bonus_price: item.price,
                  allowed_paytypes: null,
                },
              ]
            : []),
        ])
        .execute();
    }
  }
  await db
    .insertInto('payout_currencies')
    .values(
      PAYOUT_CURRENCIES.map(([gdCurrency, real]) => ({
        gd_currency: gdCurrency,
        currency_real: real,
        exchange_factor: 1,
      })),
    )
    .onConflict((conflict) => conflict.column('gd_currency').doNothing())
    .execute();
}

/** Configuration is data an operator may have changed since: going down leaves it in place. */
export async function down(): Promise<void> {}
