// Purchase answers for tests, shaped like the server's (contracts purchase.ts).
import type { BankTransferInstructions, PurchaseResult } from '@shop/contracts/purchase';
import { normalPackages } from './fixtures';

export function purchaseResultFixture(change: Partial<PurchaseResult> = {}): PurchaseResult {
  // The seeded $50 package with its $5 bonus, as the wire carries it (no local id).
  const consumables = normalPackages()[2]?.consumables ?? [{ type: 'DEPOSIT', amount: 5000 }];
  return {
    tid: 'tid-1',
    state: 'PROCESSING',
    errorCode: null,
    purchasable: { price: 5000, currency: 'USD', subscription: false, consumables },
    provider: 'adyen-cc',
    visit: null,
    providerPage: null,
    depositAmount: 5000,
    bonusAmount: 500,
    bankTransfer: null,
    ...change,
  };
}

export function sepaTransferFixture(change: Partial<BankTransferInstructions> = {}): BankTransferInstructions {
  return {
    region: 'SEPA',
    recipient: 'Game Credit Shop GmbH',
    purpose: 'practice-de',
    reference: 'GD-7F3K2',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    routingNumber: null,
    accountNumber: null,
    amount: 2000,
    currency: 'EUR',
    ...change,
  };
}

export function usTransferFixture(change: Partial<BankTransferInstructions> = {}): BankTransferInstructions {
  return sepaTransferFixture({
    region: 'US',
    recipient: 'Game Credit Shop Inc.',
    purpose: 'money-us',
    reference: 'GD-9Q1Z8',
    iban: null,
    bic: null,
    routingNumber: '021000021',
    accountNumber: '000123456789',
    amount: 5000,
    currency: 'USD',
    ...change,
  });
}

/** The purchase this tab runs, as lib/purchase-session keeps it (tid-1, a money player's, nothing left to do). */
export function seedPurchaseSession(session: { practice?: boolean; result?: PurchaseResult; expressOptIn?: boolean }) {
  sessionStorage.setItem('shop.purchase', JSON.stringify({ tid: 'tid-1', practice: false, left: [], ...session }));
}
