// The PSP's card-encryption client (docs/psp-sandbox-api.md) as the script leaves it on window:
// init, tokenize, setErrorStyles, showFieldErrors and focusField. Everything it returns is parsed before use.
// When the server names Adyen's card fields (chooseCardFields), the same calls go to adyen-card-fields.ts.
import type {
  CvcTokenizeResult,
  EncryptedTokenizeResult,
  HostedField,
  HostedFieldState,
  HostedTokenizeResult,
} from '@shop/contracts/psp-encrypt';
import {
  cvcTokenizeResultCheck,
  encryptedTokenizeResultCheck,
  hostedFieldCheck,
  hostedFieldStateCheck,
  hostedTokenizeResultCheck,
  tokenizeErrorCheck,
} from '../../lib/contract-checks/later/encrypt';
import { isRecord } from '../../lib/is-record';

const GLOBAL_NAME = 'PspSandboxEncrypt';

/** Whose card fields the card form uses: the PSP sandbox's script or Adyen Web's. */
export type CardFieldsLibrary = 'psp-sandbox' | 'adyen-web';
let library: CardFieldsLibrary = 'psp-sandbox';
/** Adyen's bridge, loaded only when a card form needs it (its own chunk: the provider route stays as light). */
let adyen: { client: Record<string, unknown>; present: () => boolean } | null = null;

/** Set by the card form before init, from the scripts the server named; loads Adyen's bridge when that is named. */
export async function chooseCardFields(chosen: CardFieldsLibrary): Promise<void> {
  if (chosen === 'adyen-web' && adyen === null) {
    const bridge = await import('./adyen-card-fields');
    adyen = { client: bridge.adyenCardFields, present: bridge.hasAdyenCheckout };
  }
  library = chosen;
}

type InitOptions = {
  clientKey: string;
  mode: 'encrypted' | 'hosted';
  fields?: Partial<Record<HostedField, string>>;
  onFieldState?: (field: string, state: string) => void;
  /** The shop's language: the hosted frames' labels and titles follow it. */
  locale?: string;
  /** Adyen's card fields: the environment (test, live …) and the frames' titles (the shop's labels). */
  environment?: string | undefined;
  labels?: Partial<Record<HostedField, string>>;
};

/** A failure of the client, with the SPEC §5 tokenizer code (FAILED when it named none). */
export class EncryptClientError extends Error {
  override readonly name = 'EncryptClientError';
  constructor(readonly code: string) {
    super(`card encryption failed: ${code}`);
  }
}

function clientObject(): Record<string, unknown> | undefined {
  if (library === 'adyen-web') return adyen?.present() === true ? adyen.client : undefined;
  const client: unknown = Reflect.get(window, GLOBAL_NAME);
  return isRecord(client) && typeof client.init === 'function' && typeof client.tokenize === 'function'
    ? client
    : undefined;
}

export function hasEncryptClient(): boolean {
  return clientObject() !== undefined;
}

function errorOf(reason: unknown): EncryptClientError {
  const parsed = tokenizeErrorCheck.safeParse(reason);
  return new EncryptClientError(parsed.success ? parsed.data.code : 'FAILED');
}

async function call(method: 'init' | 'tokenize', argument: unknown): Promise<unknown> {
  const client = clientObject();
  const fn = client?.[method];
  if (client === undefined || typeof fn !== 'function') throw new EncryptClientError('FAILED');
  try {
    const result: unknown = await Reflect.apply(fn, client, [argument]);
    return result;
  } catch (reason) {
    throw errorOf(reason);
  }
}

export async function initEncryptClient(options: InitOptions): Promise<void> {
  await call('init', options);
}

export async function tokenizeCard(data: {
  holder: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}): Promise<EncryptedTokenizeResult> {
  const parsed = encryptedTokenizeResultCheck.safeParse(await call('tokenize', data));
  if (!parsed.success) throw new EncryptClientError('FAILED');
  return parsed.data;
}

/**
 * A saved card's CVC re-entry, tokenized alone: from the shop's own CVC field (`cvc`) or, without it, from the
 * hosted CVC frame. The purchase sends the token with the saved card's instrument id; the page never knows the
 * saved card's PSP token.
 */
export async function tokenizeSavedCardCvc(cvc?: string): Promise<CvcTokenizeResult> {
  const input = cvc === undefined ? { cvcOnly: true } : { cvc, cvcOnly: true };
  const parsed = cvcTokenizeResultCheck.safeParse(await call('tokenize', input));
  if (!parsed.success) throw new EncryptClientError('FAILED');
  return parsed.data;
}

/** Hosted frames: a new card. */
export async function tokenizeHostedCard(holder: string): Promise<HostedTokenizeResult> {
  const parsed = hostedTokenizeResultCheck.safeParse(await call('tokenize', { holder }));
  if (!parsed.success) throw new EncryptClientError('FAILED');
  return parsed.data;
}

export function setHostedErrorStyles(styles: { color: string; borderColor: string }): void {
  const client = clientObject();
  const fn = client?.setErrorStyles;
  if (typeof fn === 'function') Reflect.apply(fn, client, [styles]);
}

/** Tells the hosted frames which of them the form counts as wrong (an empty one after a failed submit too). */
export function showHostedFieldErrors(errors: Partial<Record<HostedField, boolean>>): void {
  const client = clientObject();
  const fn = client?.showFieldErrors;
  if (typeof fn === 'function') Reflect.apply(fn, client, [errors]);
}

/** Moves focus to a hosted frame's input (an error summary's link); false when the client cannot. */
export function focusHostedField(field: HostedField): boolean {
  const client = clientObject();
  const fn = client?.focusField;
  return typeof fn === 'function' && Reflect.apply(fn, client, [field]) === true;
}

/** A hosted field's state report, when both values are ones we know. */
export function parseFieldState(field: string, state: string): { field: HostedField; state: HostedFieldState } | null {
  const parsedField = hostedFieldCheck.safeParse(field);
  const parsedState = hostedFieldStateCheck.safeParse(state);
  return parsedField.success && parsedState.success ? { field: parsedField.data, state: parsedState.data } : null;
}
