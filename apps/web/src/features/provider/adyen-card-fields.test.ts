// The bridge from Adyen Web's secured fields to the shop's card-client calls, against a stand-in AdyenCheckout that
// records what it is given and answers with Adyen's callbacks: the shop's containers become data-cse holders, the
// field states the form shows follow onFieldValid/onError, and tokenize hands over only Adyen's encrypted values.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseCardFields,
  focusHostedField,
  initEncryptClient,
  showHostedFieldErrors,
  tokenizeHostedCard,
  tokenizeSavedCardCvc,
} from './encrypt-client';

type Callbacks = Record<string, (event: unknown) => void>;
let created: { type: string; config: Callbacks & Record<string, unknown>; root?: HTMLElement; calls: string[] }[] = [];
let checkoutOptions: unknown;

beforeEach(async () => {
  created = [];
  document.body.innerHTML = `<form><div data-card-fields>
    <div id="n"></div><div id="e"></div><div id="c"></div></div></form>`;
  Reflect.set(window, 'AdyenCheckout', async (options: unknown) => {
    checkoutOptions = options;
    return {
      create(type: string, config: Callbacks & Record<string, unknown>) {
        const entry: (typeof created)[number] = { type, config, calls: [] };
        created.push(entry);
        const component = {
          mount(root: HTMLElement) {
            entry.root = root;
            queueMicrotask(() => config.onConfigSuccess?.({ iframesConfigured: true }));
            return component;
          },
          showValidation: () => entry.calls.push('showValidation'),
          setFocusOn: (field: string) => entry.calls.push(`focus:${field}`),
          updateStyles: () => entry.calls.push('updateStyles'),
          unmount: () => entry.calls.push('unmount'),
        };
        return component;
      },
    };
  });
  await chooseCardFields('adyen-web');
});
afterEach(async () => {
  Reflect.deleteProperty(window, 'AdyenCheckout');
  await chooseCardFields('psp-sandbox');
});

const BLOBS = {
  encryptedCardNumber: 'adyenjs_0_1_25$number',
  encryptedExpiryMonth: 'adyenjs_0_1_25$month',
  encryptedExpiryYear: 'adyenjs_0_1_25$year',
  encryptedSecurityCode: 'adyenjs_0_1_25$cvc',
};

describe("Adyen's card fields behind the shop's card client", () => {
  it('mounts secured fields on the form’s holders with the client key, environment, locale and the shop’s labels', async () => {
    const states: string[] = [];
    await initEncryptClient({
      clientKey: 'test_KEY',
      mode: 'hosted',
      fields: { number: 'n', expiry: 'e', cvc: 'c' },
      onFieldState: (field, state) => states.push(`${field}:${state}`),
      locale: 'de',
      environment: 'live',
      labels: { number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Prüfnummer' },
    });
    expect(checkoutOptions).toEqual({ clientKey: 'test_KEY', environment: 'live', locale: 'de' });
    const [component] = created;
    expect(component?.type).toBe('securedfields');
    expect(component?.root).toBe(document.querySelector('[data-card-fields]'));
    expect(['n', 'e', 'c'].map((id) => document.getElementById(id)?.dataset.cse)).toEqual([
      'encryptedCardNumber',
      'encryptedExpiryDate',
      'encryptedSecurityCode',
    ]);
    expect(component?.config.ariaLabels).toMatchObject({ encryptedCardNumber: { iframeTitle: 'Kartennummer' } });

    const config = component?.config as Callbacks;
    // Wrong, then empty after showValidation (not set), then valid with its blob.
    config.onError?.({ fieldType: 'encryptedCardNumber', error: 'cc.num.901' });
    config.onError?.({ fieldType: 'encryptedSecurityCode', error: 'cc.cvc.920' });
    config.onFieldValid?.({ fieldType: 'encryptedCardNumber', valid: true, endDigits: '4242', blob: 'x' });
    config.onFieldValid?.({ fieldType: 'encryptedExpiryDate', valid: true, expiryDate: '03/2031', blob: 'x' });
    expect(states).toEqual(['number:invalid', 'cvc:empty', 'number:valid', 'expiry:valid']);

    // Not all values yet: no card.
    config.onChange?.({ isValid: false, data: { paymentMethod: { type: 'scheme', encryptedCardNumber: 'x' } } });
    await expect(tokenizeHostedCard('Max Mustermann')).rejects.toMatchObject({ code: 'FAILED' });
    config.onBrand?.({ brand: 'visa' });
    config.onChange?.({ isValid: true, data: { paymentMethod: { type: 'scheme', ...BLOBS } } });
    const card = await tokenizeHostedCard('Max Mustermann');
    expect(JSON.parse(card.token)).toEqual(BLOBS);
    expect(card).toMatchObject({ last4: '4242', expiry_month: 3, expiry_year: 2031, brand: 'visa' });

    showHostedFieldErrors({ number: false, expiry: false, cvc: false });
    showHostedFieldErrors({ number: false, expiry: false, cvc: true });
    expect(focusHostedField('cvc')).toBe(true);
    expect(component?.calls).toEqual(['showValidation', 'focus:encryptedSecurityCode']);
  });

  it('hands a saved card’s CVC over as the encryptedSecurityCode alone', async () => {
    document.body.innerHTML = '<form><div data-card-fields><div id="saved-cvc"></div></div></form>';
    await initEncryptClient({ clientKey: 'test_KEY', mode: 'hosted', fields: { cvc: 'saved-cvc' } });
    const config = created[0]?.config as Callbacks;
    await expect(tokenizeSavedCardCvc()).rejects.toMatchObject({ code: 'INVALID_CVC' });
    config.onChange?.({ isValid: true, data: { paymentMethod: { type: 'scheme', encryptedSecurityCode: 'blob' } } });
    expect(await tokenizeSavedCardCvc()).toEqual({ token: 'blob' });
  });

  it('fails the init when the holders sit outside a card-fields wrapper or Adyen’s script is missing', async () => {
    document.body.innerHTML = '<div id="n"></div>';
    await expect(initEncryptClient({ clientKey: 'k', mode: 'hosted', fields: { number: 'n' } })).rejects.toMatchObject({
      code: 'FAILED',
    });
    Reflect.deleteProperty(window, 'AdyenCheckout');
    await expect(initEncryptClient({ clientKey: 'k', mode: 'hosted', fields: { number: 'n' } })).rejects.toMatchObject({
      code: 'FAILED',
    });
  });
});
