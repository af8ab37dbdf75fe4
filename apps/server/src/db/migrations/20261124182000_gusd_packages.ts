// Packages for GUSD players (issue 10 item 7): every SPEC §3 game currency sells packages, and GUSD, the
// game dollar, had none, so its players were told "deposit limit reached". GUSD is bought with US dollars,
// with the same normal and saver packages as USD. Idempotent: a currency that already has packages (an
// operator's own) keeps them. Frozen data, copied here: migrations never import app code.
import { type Generated, type Kysely, sql } from 'kysely';

interface CatalogueTables {
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
}

/** Price and bonus in cents; the deposit is the price. Saver packages: SPEC §9's 25 % bonus. */
const PACKAGES: readonly { price: number; bonus: number; subscription: boolean }[] = [
  { price: 1000, bonus: 0, subscription: false },
  { price: 2000, bonus: 0, subscription: false },
  { price: 5000, bonus: 500, subscription: false },
  { price: 10_000, bonus: 1500, subscription: false },
  { price: 25_000, bonus: 5000, subscription: false },
  { price: 1000, bonus: 250, subscription: true },
  { price: 2000, bonus: 500, subscription: true },
  { price: 3000, bonus: 750, subscription: true },
];

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<CatalogueTables>;
  const existing = await db
    .selectFrom('purchasables')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('gd_currency', '=', 'GUSD')
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return;
  for (const [index, item] of PACKAGES.entries()) {
    const { id } = await db
      .insertInto('purchasables')
      .values({
        gd_currency: 'GUSD',
        currency: 'USD',
        subscription: item.subscription,
        price: item.price,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('consumables')
      .values([
        { purchasable_id: id, type: 'DEPOSIT', amount: item.price, bonus_price: null, allowed_paytypes: null },
        ...(item.bonus > 0
          ? [{ purchasable_id: id, type: 'BONUS', amount: item.bonus, bonus_price: item.price, allowed_paytypes: null }]
          : []),
      ])
      .execute();
  }
}

/** Configuration is data an operator may have changed since: going down leaves it in place. */
export async function down(): Promise<void> {}
