// Saver-package steps for the server's tests: a disposable player, the sign-up purchase, the shop's
// sign-up call, the confirmation link from the e-mail outbox, and what the ledger and outbox hold.

import type { PurchaseDetails } from '@shop/contracts/purchase';
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { subscriptionDetailsSchema } from '@shop/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { getPlayerBalance } from '../modules/ledger/ledger.service.ts';
import { listMailbox } from '../modules/mail/mailbox.service.ts';
import { TEST_PAYMENT_DATA_KEY } from './fake-psp.ts';
import { ledgerBalanced as everyTransactionBalanced, pay, purchaseBody, shopPackage } from './purchase-helpers.ts';
import { depositAuthFor, shopOriginOf } from './test-app.ts';

export const SEPA_OK_IBAN = 'DE89370400440532013000';

export const elvDetails = (iban = SEPA_OK_IBAN): PurchaseDetails => ({
  elv: { iban, holder: 'Max Mustermann', mandate: true },
});

/** A new money player copied from a demo player (test API). */
export async function newPlayer(
  shop: FastifyInstance,
  template = 'money-de',
): Promise<{ userName: string; userId: number }> {
  const response = await shop.inject({ method: 'POST', url: '/platform/test/players', payload: { template } });
  expect(response.statusCode).toBe(201);
  const body: unknown = response.json();
  return {
    userName: String(Reflect.get(Object(body), 'userName')),
    userId: Number(Reflect.get(Object(body), 'userId')),
  };
}

export interface SignUp {
  tid: string;
  authorization: string;
  cookie: string;
}

/** Pays the saver package `price` with `provider` and calls the shop's sign-up; the package is PENDING. */
export async function signUpFor(
  shop: FastifyInstance,
  userName: string,
  input: { provider: 'micropayment-elv' | 'micropayment-cc' | 'paypal'; price: number; details?: PurchaseDetails },
): Promise<SignUp> {
  const { authorization, cookie } = await depositAuthFor(shop, userName);
  const purchasable = await shopPackage(shop, authorization, input.price, true);
  const response = await pay(shop, authorization, purchaseBody(input.provider, purchasable, input.details));
  expect(response.statusCode, response.body).toBe(200);
  const result = purchaseResultSchema.parse(response.json());
  return { tid: result.tid, authorization, cookie };
}

export async function callSignup(shop: FastifyInstance, signUp: SignUp, provider: string, price: number) {
  const purchasable = await shopPackage(shop, signUp.authorization, price, true);
  return shop.inject({
    method: 'POST',
    url: `/deposit/subscription/${provider}?transactionid=${encodeURIComponent(signUp.tid)}&referer=shop`,
    headers: { authorization: signUp.authorization },
    payload: purchasable,
  });
}

export async function subscriptionOf(shop: FastifyInstance, authorization: string) {
  const response = await shop.inject({ method: 'GET', url: '/deposit/subscription', headers: { authorization } });
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.json() as unknown };
  return { status: 200, details: subscriptionDetailsSchema.parse(response.json()) };
}

/**
 * The confirmation link's token from the player's newest confirmation e-mail, as their mailbox shows it (the
 * outbox holds it only sealed).
 */
export async function confirmTokenOf(db: Db, userId: number): Promise<string> {
  const mails = await listMailbox({ db, config: { paymentDataKey: TEST_PAYMENT_DATA_KEY } }, userId);
  const url = mails.find((mail) => mail.kind === 'subscription_confirm')?.links[0];
  if (url === undefined) throw new Error(`no confirmation e-mail to player ${userId}`);
  const token = new URL(url).searchParams.get('token');
  if (token === null) throw new Error(`no token in ${url}`);
  return token;
}

export async function confirmByMail(shop: FastifyInstance, db: Db, userId: number) {
  const token = await confirmTokenOf(db, userId);
  return shop.inject({
    method: 'POST',
    url: '/platform/subscription/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopOriginOf(shop) },
    payload: new URLSearchParams({ token }).toString(),
  });
}

export async function mailKinds(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('mail_outbox').select('kind').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

export async function bookingsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscription_bookings')
    .select(['sequence', 'due_date', 'state', 'attempts', 'bonus_expired_amount', 'refusal_code'])
    .where('user_id', '=', userId)
    .orderBy('subscription_id')
    .orderBy('sequence')
    .execute();
}

export async function balancesOf(db: Db, userId: number, currency = 'EUR') {
  return getPlayerBalance(db, userId, currency);
}

/** Every ledger transaction sums to zero per currency, and so does the whole ledger. */
export async function ledgerBalanced(db: Db): Promise<boolean> {
  const transactionsBalanced = await everyTransactionBalanced(db);
  const total = await sql<{ currency: string }>`
    select a.currency from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by a.currency having sum(e.amount) <> 0`.execute(db);
  return transactionsBalanced && total.rows.length === 0;
}

/** The player's ledger entries on one account kind, oldest first, as [description, amount]. */
export async function entriesOf(db: Db, userId: number, kind: 'withdrawable' | 'bonus') {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_entries.description', 'ledger_entries.amount'])
    .where('ledger_accounts.user_id', '=', userId)
    .where('ledger_accounts.kind', '=', kind)
    .orderBy('ledger_entries.id')
    .execute();
  return rows.map((row) => [row.description, Number(row.amount)] as const);
}
