// The shop with the Adyen codes routed to the PSP sandbox's Adyen dialect (issue 23 points 3–5), over HTTP on
// real ports: a card deposit through a 3-D Secure challenge (payments/details on the return), a SEPA debit and an
// iDEAL payment credit once; Adyen's notifications (HMAC + basic auth, answered [accepted]) are booked once,
// repeats are duplicates; a refund the PSP only receives is settled by its REFUND notification.

import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { type PurchaseDetails, purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie, opsHeaders } from '../../test/operator-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { purchaseColumnsOf } from '../../test/purchase-columns.ts';
import { cardDetails, ledgerFacts, pay, purchaseBody, shopPackage } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness, TEST_ADYEN } from '../../test/sandbox-harness.ts';
import { balancesOf, elvDetails, ledgerBalanced } from '../../test/subscription-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { ADYEN_WEB_VERSION } from './adyen-card-fields.ts';

const START = new Date('2027-03-10T08:00:00.000Z');

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)(
  'Adyen codes through the sandbox’s Adyen dialect (%s)',
  (kind) => {
    const h = setUpSandboxHarness(kind, START, { adyen: true });

    const purchase = (tid: string) => purchaseColumnsOf(h.database.db, tid, ['state', 'psp', 'psp_reference']);
    const notifications = (tid: string) =>
      h.database.db
        .selectFrom('processed_notifications')
        .select(['id', 'outcome'])
        .where('reference', '=', tid)
        .execute();

    const pspReferenceOf = async (tid: string) => (await purchase(tid)).psp_reference;
    /** Waits until the payment's AUTHORISATION notification is booked (not only received). */
    const authorisationBooked = (tid: string) =>
      h.eventually(
        () => notifications(tid),
        (rows) => rows.some((row) => row.id.includes(':AUTHORISATION:true') && row.outcome !== 'received'),
      );

    /** A new money-de player without withdrawable money, logged in for deposits. */
    async function newDepositor(overrides: Record<string, unknown> = {}) {
      const player = await newPlayer(h.shop, 'money-de', { withdrawable: 0, ...overrides });
      const { authorization } = await depositAuthFor(h.shop, player.userName);
      return { player, authorization };
    }

    /** A new depositor paying the package of `price` with `provider`: the player, the answer and its parsed result. */
    async function depositWith(
      provider: 'adyen-cc' | 'adyen-elv' | 'adyen-ideal',
      price: number,
      details: PurchaseDetails,
      overrides: Record<string, unknown> = {},
    ) {
      const { player, authorization } = await newDepositor(overrides);
      const response = await pay(
        h.shop,
        authorization,
        purchaseBody(provider, await shopPackage(h.shop, authorization, price), details),
      );
      return { player, authorization, response, result: purchaseResultSchema.parse(response.json()) };
    }

    /** A card deposit with a sandbox token of the card `number`. */
    const cardDeposit = async (number: string, price = 2000) =>
      depositWith('adyen-cc', price, cardDetails(await h.cardToken(number)));

    /** A logged-in finance operator's cookie. */
    async function financeCookie(): Promise<string> {
      const finance = await createTestOperator(h.database.db, { roles: ['finance'] });
      return operatorCookie(h.shop, finance, { now: () => new Date(START) });
    }

    const refundPurchase = (tid: string, cookie: string, payload: Record<string, unknown>) =>
      h.shop.inject({
        method: 'POST',
        url: `/ops/api/purchases/${tid}/refunds`,
        headers: opsHeaders(h.shop, cookie),
        payload,
      });

    const decideDispute = (id: string | undefined, cookie: string, payload: Record<string, unknown>) =>
      h.shop.inject({
        method: 'POST',
        url: `/ops/api/disputes/${id}/decision`,
        headers: opsHeaders(h.shop, cookie),
        payload,
      });

    /** The sandbox's test tool: Adyen disputes the payment (its notification follows). */
    const disputeAtAdyen = (pspReference: string | null, body: Record<string, unknown>) =>
      fetch(`${h.sandboxUrl}/adyen/test/payments/${pspReference}/dispute`, {
        method: 'POST',
        headers: { 'x-api-key': TEST_ADYEN.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const notifyShop = (authorization: string, item: unknown) =>
      h.shop.inject({
        method: 'POST',
        url: '/deposit/psp/notifications/adyen',
        headers: { 'content-type': 'application/json', authorization },
        payload: JSON.stringify({ live: 'false', notificationItems: [item] }),
      });

    /** Presses a button on the sandbox's page and follows the way back through the shop's return route. */
    async function choose(url: string, choice: 'approve' | 'decline'): Promise<string> {
      const page = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `choice=${choice}`,
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      const back = new URL(page.headers.get('location') ?? '');
      expect(back.pathname).toMatch(/^\/deposit\/psp\/return\/adyen\//);
      expect(back.searchParams.get('redirectResult')).not.toBeNull();
      const shop = await h.shop.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(shop.statusCode).toBe(303);
      return String(shop.headers.location);
    }

    it('credits a card deposit with a 3-D Secure challenge once, the return and the notification both arriving', async () => {
      const { result } = await cardDeposit('4000002760003184');
      expect(result.state).toBe('GOTO');
      expect(await purchase(result.tid)).toMatchObject({ psp: 'adyen', state: 'GOTO' });
      const resultPage = await choose(result.visit?.url ?? '', 'approve');
      expect(resultPage).toContain('/postprocessing');
      expect((await purchase(result.tid)).state).toBe('SUCCESS');
      const processed = await authorisationBooked(result.tid);
      expect(processed.map((row) => row.id)).toContain(`adyen:${await pspReferenceOf(result.tid)}:AUTHORISATION:true`);
      expect(await ledgerFacts(h.database.db, result.tid)).toEqual({ credits: 1, balanced: true });
    });

    /** As Adyen's secured field frames (here the sandbox's) encrypt a value: with the key their page carries. */
    async function seal(field: string, value: string): Promise<string> {
      const query = new URLSearchParams({ type: 'cvc', parentOrigin: 'http://localhost:3000', session: 'tests' });
      const page = await fetch(`${h.sandboxUrl}/checkoutshopper/securedfields/${ADYEN_WEB_VERSION}/field?${query}`);
      const key = /data-encryption-key="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const sealed = publicEncrypt(
        {
          key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(JSON.stringify({ f: field, v: value })),
      );
      return `adyensandbox_0_1$${sealed.toString('base64')}`;
    }

    /** Adyen Web's encrypted card fields of the card 4242 4242 4242 4242, 03/2031, CVC 737, as one token. */
    const sealedCard = async () =>
      JSON.stringify({
        encryptedCardNumber: await seal('number', '4242424242424242'),
        encryptedExpiryMonth: await seal('expiryMonth', '03'),
        encryptedExpiryYear: await seal('expiryYear', '2031'),
        encryptedSecurityCode: await seal('cvc', '737'),
      });

    it('names Adyen Web’s card fields, pays with their encrypted values, and a saved card with its CVC’s alone', async () => {
      const { player, authorization } = await newDepositor();
      const details = (
        await h.shop.inject({
          method: 'GET',
          url: '/deposit/shop/details/adyen-cartebleue',
          headers: { authorization },
        })
      ).json();
      // The card fields come from ADYEN_CLIENT_URL (here the sandbox), as frames: never the shop's own inputs.
      expect(details).toMatchObject({
        type: 'CARD',
        card: null,
        cardMode: 'hosted',
        encryptClient: {
          scripts: [
            {
              url: `${h.sandboxUrl}/checkoutshopper/sdk/${ADYEN_WEB_VERSION}/adyen.js`,
              additionalServerData: { library: 'adyen-web', clientKey: TEST_ADYEN.clientKey, environment: 'test' },
            },
          ],
        },
      });
      const token = await sealedCard();
      const card = {
        token,
        holder: 'Max Mustermann',
        updateData: true,
        last4: '4242',
        expiryMonth: 3,
        expiryYear: 2031,
      };
      const first = purchaseResultSchema.parse(
        (
          await pay(
            h.shop,
            authorization,
            purchaseBody('adyen-cc', await shopPackage(h.shop, authorization, 2000), { card }),
          )
        ).json(),
      );
      expect(first.state).toBe('SUCCESS');
      const saved = (
        await h.shop.inject({ method: 'GET', url: '/deposit/shop/details/adyen-cc', headers: { authorization } })
      ).json();
      expect(saved.card).toMatchObject({ number: expect.stringContaining('4242'), cvcRequired: true });
      const again = (cvc: string) =>
        shopPackage(h.shop, authorization, 2000).then((purchasable) =>
          seal('cvc', cvc).then((cvcToken) =>
            pay(h.shop, authorization, {
              ...purchaseBody('adyen-cc', purchasable, {
                savedCard: { instrumentId: saved.card.instrumentId, cvcToken },
              }),
              confirmRepeat: true,
            }),
          ),
        );
      // The card is stored at Adyen (card-on-file) under the player: the shop keeps its stored id, never the
      // encrypted fields (they expire and are single-use at Adyen).
      const instrument = () =>
        h.database.db
          .selectFrom('payment_instruments')
          .select(['id', 'psp_token'])
          .where('user_id', '=', player.userId)
          .where('kind', '=', 'card')
          .executeTakeFirstOrThrow();
      const kept = await instrument();
      expect(kept.psp_token).toMatch(new RegExp(`^shop-player-${player.userId}\\|rec_`));
      expect(kept.psp_token).not.toContain('adyensandbox');
      expect(purchaseResultSchema.parse((await again('737')).json()).state).toBe('SUCCESS');
      // The sandbox's wrong CVC, sent as the secured CVC field's blob, is refused as always.
      expect(purchaseResultSchema.parse((await again('000')).json()).state).toBe('FAILED');
      expect((await instrument()).psp_token).toBe(kept.psp_token);

      // A card saved before cards were stored at Adyen (its token the encrypted fields' JSON) still pays
      // against the sandbox, its CVC sent with the old values.
      const legacy = await sealedCard();
      await h.database.db
        .updateTable('payment_instruments')
        .set({ psp_token: legacy })
        .where('id', '=', kept.id)
        .execute();
      expect(purchaseResultSchema.parse((await again('737')).json()).state).toBe('SUCCESS');
    });

    it('refuses a declined challenge without crediting', async () => {
      const { result } = await cardDeposit('4000002760003184');
      await choose(result.visit?.url ?? '', 'decline');
      expect((await purchase(result.tid)).state).toBe('FAILED');
      expect((await ledgerFacts(h.database.db, result.tid)).credits).toBe(0);
    });

    it('credits a SEPA debit once when its AUTHORISATION notification arrives', async () => {
      const { result } = await depositWith('adyen-elv', 2000, elvDetails('DE89370400440532013000'));
      const settled = await h.eventually(
        () => purchase(result.tid),
        (row) => row.state === 'SUCCESS',
      );
      expect(settled).toMatchObject({ state: 'SUCCESS', psp: 'adyen' });
      expect(await ledgerFacts(h.database.db, result.tid)).toEqual({ credits: 1, balanced: true });
    });

    it('credits an iDEAL payment once after the bank’s page', async () => {
      const { response, result } = await depositWith(
        'adyen-ideal',
        2000,
        { bic: { code: 'INGBNL2A' } },
        { country: 'NL', locale: 'nl-NL', lang: 'nl' },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(result.state).toBe('PROCESSING');
      await choose(result.visit?.url ?? '', 'approve');
      expect((await purchase(result.tid)).state).toBe('SUCCESS');
      await authorisationBooked(result.tid);
      expect(await ledgerFacts(h.database.db, result.tid)).toEqual({ credits: 1, balanced: true });
    });

    it('answers [accepted], books a repeated notification once, and refuses one with wrong basic auth', async () => {
      const { result } = await cardDeposit('4242424242424242');
      expect(result.state).toBe('SUCCESS');
      const deliveries = await h.eventually(
        async () =>
          (await h.sandboxCall('GET', '/v1/test/notifications')).body as
            | { reference: string; state: string }[]
            | { notifications: { reference: string; state: string }[] },
        (list) =>
          (Array.isArray(list) ? list : list.notifications).some(
            (item) => item.reference === result.tid && item.state === 'delivered',
          ),
      );
      expect(deliveries).toBeDefined();
      const processed = await notifications(result.tid);
      expect(processed).toHaveLength(1);
      // The same body sent again (Adyen retries until [accepted]): a duplicate, still accepted.
      const row = await h.database.db
        .selectFrom('processed_notifications')
        .select('payload')
        .where('reference', '=', result.tid)
        .executeTakeFirstOrThrow();
      const auth = `Basic ${Buffer.from(`${TEST_ADYEN.notificationUsername}:${TEST_ADYEN.notificationPassword}`).toString('base64')}`;
      const again = await notifyShop(auth, row.payload);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe('[accepted]');
      expect(await notifications(result.tid)).toHaveLength(1);
      expect(await ledgerFacts(h.database.db, result.tid)).toEqual({ credits: 1, balanced: true });
      const wrong = await notifyShop(`Basic ${Buffer.from('x:y').toString('base64')}`, row.payload);
      expect(wrong.statusCode).toBe(401);
    });

    it('settles a refund the PSP received by its REFUND notification', async () => {
      const { result } = await cardDeposit('4242424242424242', 5000);
      expect(result.state).toBe('SUCCESS');
      const refund = await refundPurchase(result.tid, await financeCookie(), {
        amount: 2000,
        reason: 'adyen refund',
        idempotencyKey: `adyen-refund-${kind}`,
      });
      expect(refund.statusCode, refund.body).toBe(201);
      expect(refund.json().refund.state).toBe('PENDING');
      const refundId = refund.json().refund.id as string;
      const settled = await h.eventually(
        () =>
          h.database.db
            .selectFrom('purchase_refunds')
            .select(['state', 'psp'])
            .where('id', '=', refundId)
            .executeTakeFirstOrThrow(),
        (row) => row.state !== 'PENDING',
      );
      expect(settled).toEqual({ state: 'REFUNDED', psp: 'adyen' });
    });

    // Issue 23: a refund before a chargeback, and the operator's defence at Adyen (its Disputes API) won.
    it('charges back only what was not refunded, once; the defence goes to Adyen’s Disputes API and wins it back', async () => {
      const { player, result } = await cardDeposit('4242424242424242', 5000);
      expect(result.state).toBe('SUCCESS');
      const paid = await purchaseColumnsOf(h.database.db, result.tid, [
        'psp_reference',
        'deposit_amount',
        'bonus_amount',
      ]);
      const cookie = await financeCookie();
      const refund = await refundPurchase(result.tid, cookie, {
        amount: 2000,
        reason: 'partly refunded first',
        idempotencyKey: `adyen-cb-refund-${kind}`,
      });
      expect(refund.statusCode, refund.body).toBe(201);
      const balance = async () => (await balancesOf(h.database.db, player.userId)).withdrawable;
      const refunded = await balance();
      const refundedShare = Math.floor((paid.deposit_amount * 2000) / 5000);
      expect(refunded).toBe(paid.deposit_amount - refundedShare);

      // Adyen charges back the whole price, twice (the same item again is Adyen's duplicate).
      const chargeback = async () => {
        const sent = await disputeAtAdyen(paid.psp_reference, {
          eventCode: 'CHARGEBACK',
          disputePspReference: `dsp_${kind}_${result.tid}`,
        });
        expect(sent.status).toBe(202);
      };
      await chargeback();
      await chargeback();
      const dispute = () =>
        h.database.db
          .selectFrom('disputes')
          .selectAll()
          .where('psp_dispute_id', '=', `dsp_${kind}_${result.tid}`)
          .executeTakeFirst();
      const debited = await h.eventually(dispute, (row) => row?.debited === true);
      // Only the 3000 not refunded are owed: the deposit share of the rest of the price.
      expect(debited).toMatchObject({ amount: 5000, owed_amount: 3000 });
      expect(debited?.deposit_debited).toBe(
        Math.floor((paid.deposit_amount * 5000) / 5000) - Math.floor((paid.deposit_amount * 2000) / 5000),
      );
      await h.eventually(
        () =>
          h.database.db
            .selectFrom('processed_notifications')
            .select('outcome')
            .where('id', '=', `adyen:dsp_${kind}_${result.tid}:CHARGEBACK:true`)
            .execute(),
        (rows) => rows.length === 1,
      );
      expect(await balance()).toBe(refunded - (debited?.deposit_debited ?? 0));
      const blocked = await h.database.db
        .selectFrom('users')
        .select(['deposit_block_reason', 'deposit_block_amount'])
        .where('id', '=', player.userId)
        .executeTakeFirstOrThrow();
      expect(blocked).toEqual({ deposit_block_reason: 'chargeback', deposit_block_amount: 3000 });
      // A refund while the dispute is open stays refused.
      const more = await refundPurchase(result.tid, cookie, {
        amount: 1000,
        reason: 'after the chargeback',
        idempotencyKey: `adyen-cb-refund2-${kind}`,
      });
      expect([more.statusCode, more.json().code]).toEqual([409, 'purchase_not_refundable']);

      // The operator defends: Adyen's Disputes API records the defence (reason and the note's PDF).
      const defend = await decideDispute(debited?.id, cookie, {
        decision: 'defend',
        note: 'Delivered at once; the credit was played.',
      });
      expect(defend.statusCode, defend.body).toBe(200);
      expect(defend.json().dispute).toMatchObject({ decision: 'defended', stage: 'CHARGEBACK' });
      const atAdyen = await h.sandboxCall('GET', `/v1/disputes/dsp_${kind}_${result.tid}`);
      expect(atAdyen.body).toMatchObject({
        response: { decision: 'defend', note: 'defended with SupplyDefenseMaterial' },
        documents: [{ typeCode: 'DefenseMaterial', contentType: 'application/pdf' }],
      });
      // The scheme decides for the shop: CHARGEBACK_REVERSED gives back exactly what was taken.
      const won = await h.sandboxCall('POST', `/v1/test/disputes/dsp_${kind}_${result.tid}/outcome`, {
        outcome: 'WON',
      });
      expect(won.status).toBe(200);
      await h.eventually(dispute, (row) => row?.stage === 'CHARGEBACK_REVERSED');
      expect(await balance()).toBe(refunded);
      const lifted = await h.database.db
        .selectFrom('users')
        .select(['deposit_block_reason'])
        .where('id', '=', player.userId)
        .executeTakeFirstOrThrow();
      expect(lifted.deposit_block_reason).toBeNull();
      expect(await ledgerBalanced(h.database.db)).toBe(true);
    });

    it('answers 409 psp_refused when Adyen refuses the answer, changing nothing', async () => {
      const { result } = await cardDeposit('4242424242424242');
      const pspReference = await pspReferenceOf(result.tid);
      const reference = `dsp_closed_${kind}_${result.tid}`;
      await disputeAtAdyen(pspReference, { eventCode: 'NOTIFICATION_OF_CHARGEBACK', disputePspReference: reference });
      const row = await h.eventually(
        () =>
          h.database.db.selectFrom('disputes').selectAll().where('psp_dispute_id', '=', reference).executeTakeFirst(),
        (found) => found !== undefined,
      );
      // Adyen closed it meanwhile (won without an answer), the shop has not heard yet.
      const sandboxDispute = await h.sandboxCall('GET', `/v1/disputes/${reference}`);
      expect(sandboxDispute.status).toBe(200);
      await disputeAtAdyen(pspReference, {
        eventCode: 'CHARGEBACK_REVERSED',
        disputePspReference: reference,
        defendable: true,
      });
      const cookie = await financeCookie();
      // Decided before the reversal reaches the shop, or after: either way nothing is recorded.
      const answer = await decideDispute(row?.id, cookie, { decision: 'accept', note: 'accepting a closed one' });
      expect(answer.statusCode).toBe(409);
      expect(['psp_refused', 'dispute_closed']).toContain(answer.json().code);
      const after = await h.database.db
        .selectFrom('disputes')
        .select(['decision'])
        .where('psp_dispute_id', '=', reference)
        .executeTakeFirstOrThrow();
      expect(after.decision).toBeNull();
    });

    // Last: it moves both clocks forward.
    it('books a SEPA debit the bank gave back (Adyen’s CHARGEBACK on sepadirectdebit) as a returned debit, once', async () => {
      const { result } = await depositWith('adyen-elv', 2000, elvDetails('DE08370400440532013003'));
      await h.eventually(
        () => purchase(result.tid),
        (row) => row.state === 'SUCCESS',
      );
      await h.advanceDays(6);
      const returned = await h.eventually(
        () => purchaseColumnsOf(h.database.db, result.tid, ['psp_status']),
        (row) => row.psp_status === 'RETURNED',
      );
      expect(returned.psp_status).toBe('RETURNED');
      const chargebacks = (await notifications(result.tid)).filter((row) => row.id.includes(':CHARGEBACK:'));
      expect(chargebacks).toHaveLength(1);
      expect((await ledgerFacts(h.database.db, result.tid)).balanced).toBe(true);
    });
  },
);
