// Adyen's card fields (docs/payment-providers.md "Card fields"): Adyen Web 5's secured fields behind the shop's
// card-client calls (encrypt-client.ts: init, tokenize, setErrorStyles, showFieldErrors, focusField), so the hosted
// card form, the saved card's CVC and their texts, errors and layout stay the shop's. The script the server names
// (`${ADYEN_CLIENT_URL}/checkoutshopper/sdk/<version>/adyen.js`) leaves `AdyenCheckout` on window; each of the form's
// frame containers becomes an Adyen `data-cse` holder, and the encrypted values Adyen hands over are the card's
// token (the JSON of the four, contracts/psp-encrypt-key.ts) or, for a saved card, the encryptedSecurityCode alone.
// Everything Adyen passes back is checked before use; the page never sees card data, only Adyen's blobs.
import type { HostedField } from '@shop/contracts/psp-encrypt';
import { ADYEN_ENCRYPTED_CARD_FIELDS, type AdyenEncryptedCardField } from '@shop/contracts/psp-encrypt-key';
import { isRecord } from '../../lib/is-record';

/** The data-cse holder of each of the shop's frames (Adyen's one expiry field gives month and year). */
const CSE_OF: Readonly<Record<HostedField, string>> = {
  number: 'encryptedCardNumber',
  expiry: 'encryptedExpiryDate',
  cvc: 'encryptedSecurityCode',
};
const FIELD_OF: Readonly<Record<string, HostedField>> = {
  encryptedCardNumber: 'number',
  encryptedExpiryDate: 'expiry',
  encryptedSecurityCode: 'cvc',
};
/** Adyen Web 5's error codes of a field left empty (cc.num.900, cc.dat.910, cc.cvc.920): "not set", not "wrong". */
const EMPTY_FIELD_ERROR = /\.9[0-2]0$/;
/** Adyen's frames not all ready by then: the card form cannot be used (SPEC §4: init failure). */
const CONFIG_TIMEOUT_MS = 15_000;

export type AdyenInitOptions = {
  clientKey: string;
  /** Adyen Web's environment (test, live, live-us …), as the server says. */
  environment?: string | undefined;
  locale?: string;
  /** The shop's containers by field; a saved card's CVC re-entry names only the CVC. */
  fields: Partial<Record<HostedField, string>>;
  /** The frames' titles (the shop's labels, in the player's language). */
  labels?: Partial<Record<HostedField, string>>;
  onFieldState?: (field: string, state: string) => void;
};

type Component = {
  mount: (root: HTMLElement) => Component;
  unmount?: () => void;
  showValidation?: () => void;
  setFocusOn?: (field: string) => void;
  updateStyles?: (styles: unknown) => void;
};

type Session = {
  component: Component;
  fields: HostedField[];
  /** Each field's last error Adyen reported ('' when none). */
  errors: Partial<Record<HostedField, string>>;
  blobs: Partial<Record<AdyenEncryptedCardField, string>>;
  endDigits?: string;
  expiryDate?: string;
  brand?: string;
};

let session: Session | null = null;

function checkoutFactory(): ((options: unknown) => unknown) | undefined {
  const factory: unknown = Reflect.get(window, 'AdyenCheckout');
  return typeof factory === 'function' ? (options) => Reflect.apply(factory, window, [options]) : undefined;
}

export function hasAdyenCheckout(): boolean {
  return checkoutFactory() !== undefined;
}

function failure(code = 'FAILED') {
  return { code };
}

/** The element all the containers sit in (the form's `data-card-fields` wrapper), which Adyen is mounted on. */
function rootOf(containers: HTMLElement[]): HTMLElement | null {
  const first = containers[0];
  const root = first?.closest<HTMLElement>('[data-card-fields]') ?? null;
  return root !== null && containers.every((container) => root.contains(container)) ? root : null;
}

function isComponent(value: unknown): value is Component {
  return isRecord(value) && typeof value.mount === 'function';
}

function blobsOf(value: unknown): Partial<Record<AdyenEncryptedCardField, string>> {
  const paymentMethod = isRecord(value) && isRecord(value.data) ? value.data.paymentMethod : undefined;
  const blobs: Partial<Record<AdyenEncryptedCardField, string>> = {};
  if (!isRecord(paymentMethod)) return blobs;
  for (const name of ADYEN_ENCRYPTED_CARD_FIELDS) {
    const blob = paymentMethod[name];
    if (typeof blob === 'string' && blob.length > 0) blobs[name] = blob;
  }
  return blobs;
}

async function init(options: AdyenInitOptions): Promise<void> {
  teardown();
  const factory = checkoutFactory();
  const entries = Object.entries(options.fields).flatMap(([field, id]) => {
    const container = typeof id === 'string' ? document.getElementById(id) : null;
    return container === null ? [] : [{ field: field as HostedField, container }];
  });
  const root = rootOf(entries.map((entry) => entry.container));
  if (factory === undefined || entries.length === 0 || root === null) throw failure();
  const report = (field: HostedField, state: 'empty' | 'valid' | 'invalid') => options.onFieldState?.(field, state);
  const current: Session = { component: undefined as unknown as Component, fields: [], errors: {}, blobs: {} };
  const stateAfterError = (field: HostedField) => {
    const code = current.errors[field] ?? '';
    if (code === '') return 'empty';
    return EMPTY_FIELD_ERROR.test(code) ? 'empty' : 'invalid';
  };
  const ariaLabels: Record<string, unknown> = {};
  for (const { field, container } of entries) {
    container.setAttribute('data-cse', CSE_OF[field]);
    current.fields.push(field);
    const label = options.labels?.[field];
    if (label !== undefined) ariaLabels[CSE_OF[field]] = { label, iframeTitle: label };
  }
  let configured: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    configured = resolve;
  });
  try {
    const checkout: unknown = await factory({
      clientKey: options.clientKey,
      environment: options.environment ?? 'test',
      locale: options.locale ?? 'en-US',
    });
    const create = isRecord(checkout) ? checkout.create : undefined;
    if (typeof create !== 'function') throw failure();
    const component: unknown = Reflect.apply(create, checkout, [
      'securedfields',
      {
        type: 'card',
        brands: ['mc', 'visa', 'amex', 'maestro', 'cartebancaire'],
        ariaLabels,
        onConfigSuccess: () => configured(),
        onChange: (state: unknown) => {
          if (session === current) current.blobs = blobsOf(state);
        },
        onBrand: (event: unknown) => {
          if (isRecord(event) && typeof event.brand === 'string') current.brand = event.brand;
        },
        onFieldValid: (event: unknown) => {
          if (!isRecord(event) || typeof event.fieldType !== 'string') return;
          const field = FIELD_OF[event.fieldType];
          if (field === undefined) return;
          if (event.valid === true && typeof event.endDigits === 'string') current.endDigits = event.endDigits;
          if (event.valid === true && typeof event.expiryDate === 'string') current.expiryDate = event.expiryDate;
          report(field, event.valid === true ? 'valid' : stateAfterError(field));
        },
        onError: (event: unknown) => {
          if (!isRecord(event) || typeof event.fieldType !== 'string') return;
          const field = FIELD_OF[event.fieldType];
          if (field === undefined) return;
          current.errors[field] = typeof event.error === 'string' ? event.error : '';
          // A cleared error leaves the field's state to onFieldValid (valid with its value, else empty).
          if (current.errors[field] !== '') report(field, stateAfterError(field));
        },
      },
    ]);
    if (!isComponent(component)) throw failure();
    current.component = component;
    session = current;
    component.mount(root);
  } catch {
    teardown();
    throw failure();
  }
  await Promise.race([
    ready,
    new Promise<never>((_resolve, reject) => {
      setTimeout(() => reject(failure()), CONFIG_TIMEOUT_MS);
    }),
  ]).catch((error: unknown) => {
    if (session === current) teardown();
    throw error;
  });
}

function teardown(): void {
  const previous = session;
  session = null;
  try {
    previous?.component.unmount?.();
  } catch {
    // already gone with its page
  }
}

/** "03/2030" (Adyen's onFieldValid expiryDate, MM/YY also taken) → month and year. */
function expiryOf(value: string | undefined): { month: number; year: number } | null {
  const match = value === undefined ? null : /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (match === null) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * tokenize({ holder }) → the card: its token is the JSON of Adyen's encrypted values; tokenize({ cvcOnly }) → the
 * saved card's encryptedSecurityCode. Rejected (FAILED) until Adyen handed over every value of the mounted fields.
 */
async function tokenize(input: unknown): Promise<unknown> {
  const current = session;
  if (current === null) throw failure();
  const { blobs } = current;
  if (isRecord(input) && input.cvcOnly === true) {
    if (blobs.encryptedSecurityCode === undefined) throw failure('INVALID_CVC');
    return { token: blobs.encryptedSecurityCode };
  }
  if (ADYEN_ENCRYPTED_CARD_FIELDS.some((name) => blobs[name] === undefined)) throw failure();
  const expiry = expiryOf(current.expiryDate);
  return {
    token: JSON.stringify(Object.fromEntries(ADYEN_ENCRYPTED_CARD_FIELDS.map((name) => [name, blobs[name]]))),
    last4: current.endDigits,
    expiry_month: expiry?.month,
    expiry_year: expiry?.year,
    ...(current.brand === undefined ? {} : { brand: current.brand }),
  };
}

function setErrorStyles(styles: unknown): void {
  if (!isRecord(styles) || typeof styles.color !== 'string') return;
  session?.component.updateStyles?.({ error: { color: styles.color } });
}

/** After a failed submit: Adyen marks its fields without a valid value (aria-invalid inside its frames). */
function showFieldErrors(errors: unknown): void {
  if (isRecord(errors) && Object.values(errors).some((invalid) => invalid === true)) {
    session?.component.showValidation?.();
  }
}

function focusField(field: unknown): boolean {
  const current = session;
  const name = typeof field === 'string' ? CSE_OF[field as HostedField] : undefined;
  if (current === null || name === undefined || current.component.setFocusOn === undefined) return false;
  current.component.setFocusOn(name);
  return true;
}

/** The client encrypt-client.ts calls when the server named Adyen's card fields. */
export const adyenCardFields = Object.freeze({ init, tokenize, setErrorStyles, showFieldErrors, focusField });
