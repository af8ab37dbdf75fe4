// Issue 23 point 3: which PSP created a payment, stored payment method, saver package, booking, payout or refund,
// so status checks, the reconcilers, refunds and bookings go back to the same adapter after the routing
// (PSP_ROUTES) changes. Every row made before is the PSP sandbox's.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

const TABLES = [
  'purchases',
  'payment_instruments',
  'subscriptions',
  'subscription_bookings',
  'payouts',
  'purchase_refunds',
  'subscription_booking_refunds',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('psp', 'text', (c) =>
        c.notNull().defaultTo('sandbox').check(sql`psp in ('sandbox', 'adyen', 'paypal')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('psp').execute();
}
