// A purchase as the services see it: the database row with its JSON columns parsed (never cast).
import { bankTransferInstructionsSchema, type PurchaseResult } from '@shop/contracts/purchase';
import { type ProviderCode, providerCodeSchema, purchasableSchema, visitSchema } from '@shop/contracts/shop';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PurchasesTable } from '../../db/database.ts';

/** What the purchase pays with, kept until the provider answered (card token, encrypted IBAN, iDEAL bank). */
export const pendingInstrumentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    /** new: entered for this purchase; saved: the player's saved card. */
    source: z.enum(['new', 'saved']),
    token: z.string(),
    /** A saved card paid with the shopper present: its CVC, tokenized alone by the card script. */
    cvcToken: z.string().optional(),
    holder: z.string(),
    /** Save it as the player's card once the purchase succeeds (the request's updateData). */
    save: z.boolean(),
    last4: z.string().nullable(),
    brand: z.string().nullable(),
    expiryMonth: z.number().int().nullable(),
    expiryYear: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('elv'),
    source: z.enum(['new', 'saved']),
    holder: z.string(),
    ibanEncrypted: z.string(),
    ibanHash: z.string(),
    ibanMasked: z.string(),
    mandateId: z.string().nullable(),
    creditorId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('ideal'), issuer: z.string() }),
  /** An express PayPal payment: the billing agreement the player approved, charged without a redirect. */
  z.object({ kind: z.literal('agreement'), source: z.literal('saved'), reference: z.string() }),
]);
export type PendingInstrument = z.infer<typeof pendingInstrumentSchema>;

export type PurchaseRow = Selectable<PurchasesTable>;

export interface Purchase
  extends Omit<PurchaseRow, 'provider_code' | 'purchasable' | 'visit' | 'bank_transfer' | 'instrument'> {
  provider_code: ProviderCode;
  purchasable: z.infer<typeof purchasableSchema>;
  visit: z.infer<typeof visitSchema> | null;
  bank_transfer: z.infer<typeof bankTransferInstructionsSchema> | null;
  instrument: PendingInstrument | null;
}

/** JSON columns arrive parsed from pg and PGlite alike; a string (another driver setting) is parsed too. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    ...row,
    provider_code: providerCodeSchema.parse(row.provider_code),
    purchasable: purchasableSchema.parse(json(row.purchasable)),
    visit: row.visit === null ? null : visitSchema.parse(json(row.visit)),
    bank_transfer: row.bank_transfer === null ? null : bankTransferInstructionsSchema.parse(json(row.bank_transfer)),
    instrument: row.instrument === null ? null : pendingInstrumentSchema.parse(json(row.instrument)),
  };
}

/** The columns a status poll reads when the PSP is not to be asked: what its answer shows, and what tells whether
 * a check could be due (state, psp_method, credited_at). Named for a prepared statement (db/database.ts). */
export const PURCHASE_STATUS_COLUMNS = [
  'id',
  'tid',
  'user_id',
  'provider_code',
  'psp_method',
  'state',
  'error_code',
  'purchasable',
  'deposit_amount',
  'bonus_amount',
  'visit',
  'bank_transfer',
  'credited_at',
] as const satisfies readonly (keyof PurchaseRow)[];

type StatusColumn = (typeof PURCHASE_STATUS_COLUMNS)[number];

/** A purchase as a status answer shows it: toPurchase's parsing of those columns, without the rest of the row. */
export type PurchaseStatusView = Pick<Purchase, StatusColumn>;

export function toPurchaseStatusView(row: Pick<PurchaseRow, StatusColumn>): PurchaseStatusView {
  return {
    id: row.id,
    tid: row.tid,
    user_id: row.user_id,
    provider_code: providerCodeSchema.parse(row.provider_code),
    psp_method: row.psp_method,
    state: row.state,
    error_code: row.error_code,
    purchasable: purchasableSchema.parse(json(row.purchasable)),
    deposit_amount: row.deposit_amount,
    bonus_amount: row.bonus_amount,
    visit: row.visit === null ? null : visitSchema.parse(json(row.visit)),
    bank_transfer: row.bank_transfer === null ? null : bankTransferInstructionsSchema.parse(json(row.bank_transfer)),
    credited_at: row.credited_at,
  };
}

/**
 * The columns a status poll reads when it may ask the PSP: the answer's, and what a status check compares the PSP's
 * report with (purchase-transition.ts reportChangesNothing). Not the pending instrument, the request or the return
 * addresses: a check that must write or send again reads the whole row (purchase-status.ts).
 */
export const PURCHASE_CHECK_COLUMNS = [
  ...PURCHASE_STATUS_COLUMNS,
  'input_type',
  'psp',
  'psp_reference',
  'psp_status',
  'submitted_at',
  'last_checked_at',
] as const satisfies readonly (keyof PurchaseRow)[];

type CheckColumn = (typeof PURCHASE_CHECK_COLUMNS)[number];

/** A purchase as a status check needs it; a whole Purchase is one too. */
export type PurchaseCheckView = Pick<Purchase, CheckColumn>;

export function toPurchaseCheckView(row: Pick<PurchaseRow, CheckColumn>): PurchaseCheckView {
  return {
    ...toPurchaseStatusView(row),
    input_type: row.input_type,
    psp: row.psp,
    psp_reference: row.psp_reference,
    psp_status: row.psp_status,
    submitted_at: row.submitted_at,
    last_checked_at: row.last_checked_at,
  };
}

/** Whether `purchase` is the whole row (else only the check view's columns were read). */
export function isWholePurchase(purchase: PurchaseCheckView): purchase is Purchase {
  return 'request_hash' in purchase;
}

export const OPEN_STATES = ['PROCESSING', 'GOTO'] as const;

export function isOpen(purchase: Pick<Purchase, 'state'>): boolean {
  return purchase.state === 'PROCESSING' || purchase.state === 'GOTO';
}

/** The purchase result of SPEC §3/§7. */
export function toPurchaseResult(purchase: PurchaseStatusView): PurchaseResult {
  return {
    tid: purchase.tid,
    state: purchase.state,
    errorCode: purchase.error_code,
    purchasable: purchase.purchasable,
    provider: purchase.provider_code,
    visit: purchase.visit,
    // Where to leave for while the provider waits for the player; gone once it does not.
    providerPage: purchase.visit?.url ?? null,
    depositAmount: purchase.deposit_amount,
    bonusAmount: purchase.bonus_amount,
    bankTransfer: purchase.bank_transfer,
  };
}
