// POST /deposit/shop/purchases body: refusing card data, parsing with the contract, naming what is wrong
// with SPEC §8 codes, and the request's fingerprint for the idempotency check.
import { createHash } from 'node:crypto';
import { type PurchaseRequest, purchaseRequestSchema } from '@shop/contracts/purchase';
import { providerCodeSchema } from '@shop/contracts/shop';

/** Field names that would carry a card number or security code: such a body is refused, never read. */
const CARD_DATA_KEYS: ReadonlySet<string> = new Set([
  'number',
  'cvc',
  'cvv',
  'cvv2',
  'cardnumber',
  'pan',
  'securitycode',
]);
const MAX_DEPTH = 8;

export function containsCardData(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsCardData(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => CARD_DATA_KEYS.has(key.toLowerCase()) || containsCardData(item, depth + 1),
  );
}

export type ParsedPurchaseRequest = { ok: true; request: PurchaseRequest } | { ok: false; codes: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The field codes of details the schema refused, as the provider form names them. */
function detailCodes(details: unknown): string[] {
  if (!isRecord(details)) return ['wrong_input_type'];
  const codes: string[] = [];
  if (isRecord(details.card)) {
    if (blank(details.card.token)) codes.push('card_number_not_set');
    if (blank(details.card.holder)) codes.push('card_holder_not_set');
  } else if (isRecord(details.elv)) {
    if (blank(details.elv.holder)) codes.push('30');
    if (blank(details.elv.iban)) codes.push('iban_wrong_format');
  } else if (isRecord(details.bic)) {
    if (blank(details.bic.code)) codes.push('bic_wrong_format');
  }
  return codes.length > 0 ? codes : ['wrong_input_type'];
}

/**
 * Contract first; a refused body is explained: no provider → 10 (method not chosen), an unknown one →
 * 34 (method unavailable), a malformed package → 26 (choose another amount), bad details → their field
 * codes, anything else → wrong_input_type.
 */
export function parsePurchaseRequest(body: unknown): ParsedPurchaseRequest {
  const parsed = purchaseRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  if (!isRecord(body)) return { ok: false, codes: ['wrong_input_type'] };
  if (blank(body.provider)) return { ok: false, codes: ['10'] };
  if (!providerCodeSchema.safeParse(body.provider).success) return { ok: false, codes: ['34'] };
  const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  if (failed.has('purchasable')) return { ok: false, codes: ['26'] };
  if (failed.has('details') && failed.size === 1) return { ok: false, codes: detailCodes(body.details) };
  return { ok: false, codes: ['wrong_input_type'] };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What makes two requests the same purchase: everything but the locale (a language switch between a
 * click and its retry is the same purchase, as the web's own fingerprint says). SHA-256 of canonical JSON.
 */
export function hashPurchaseRequest(request: PurchaseRequest): string {
  const { locale: _locale, ...identity } = request;
  return createHash('sha256').update(canonicalJson(identity)).digest('hex');
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header: visible ASCII, up to 200 characters; undefined when absent; null when invalid. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return IDEMPOTENCY_KEY.test(trimmed) ? trimmed : null;
}
