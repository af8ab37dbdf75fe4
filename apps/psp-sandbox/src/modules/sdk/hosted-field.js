// One hosted card field of the PSP sandbox, running inside its iframe (/hosted/field). It validates
// itself and tells the embedding page only its state; on tokenize, the number field (or the CVC field
// for a saved card) gathers its sibling fields' values over same-origin messages and asks for the token.
// Framed by the Adyen dialect's adyen.js (data-encryption-key set), it instead encrypts its own value whenever it
// is valid and hands the page only that blob (secured fields: there is no tokenize call).
(() => {
  const PROTOCOL = 'psp-sandbox-hosted-fields';
  const SIBLING_TIMEOUT_MS = 3000;
  const STYLE_KEYS = ['color', 'borderColor', 'backgroundColor', 'outlineColor'];
  const { field, parentOrigin, session, encryptionKey } = document.body.dataset;
  const BLOB_PREFIX = 'adyensandbox_0_1$';
  let encryptions = 0;
  let publicKey = null;
  const input = document.getElementById('field');
  const collecting = new Map();
  let touched = false;
  let current = 'empty';
  let errorStyles = {};
  // The embedding form's verdict after a failed submit (true for an empty field too); null: our own view.
  let shownInvalid = null;

  class TokenizeError extends Error {
    constructor(code) {
      super(code);
      this.code = code;
    }
  }

  const digits = (value) => value.replace(/\D/g, '');

  // The sandbox's own Luhn check (lib/card-checks.ts, the one its token calls run), filled in by the sandbox.
  const luhnValid = /* luhnValid: filled in by the sandbox */ () => false;

  // Brand lengths keep a 12-digit prefix that happens to pass Luhn from counting as a whole Visa number.
  function lengthFits(number) {
    if (/^3[47]/.test(number)) return number.length === 15;
    if (/^4/.test(number)) return [13, 16, 19].includes(number.length);
    if (/^(5[1-5]|2[2-7])/.test(number)) return number.length === 16;
    return number.length >= 12 && number.length <= 19;
  }

  const numberValid = (number) => /^\d+$/.test(number) && lengthFits(number) && luhnValid(number);

  function parseExpiry(value) {
    const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
    if (!match) return null;
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const now = new Date();
    const future = year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
    return month >= 1 && month <= 12 && future ? { month, year } : null;
  }

  function stateOf(value) {
    if (value.trim() === '') return 'empty';
    if (field === 'number') return /^[\d ]+$/.test(value) && numberValid(digits(value)) ? 'valid' : 'invalid';
    if (field === 'expiry') return parseExpiry(value) ? 'valid' : 'invalid';
    return /^\d{3,4}$/.test(value.trim()) ? 'valid' : 'invalid';
  }

  function format(value) {
    if (field === 'number')
      return digits(value)
        .slice(0, 19)
        .replace(/(\d{4})(?=\d)/g, '$1 ');
    const typed = digits(value);
    if (field === 'expiry') return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2, 4)}` : typed;
    return typed.slice(0, 4);
  }

  function toParent(message) {
    window.parent.postMessage({ psp: PROTOCOL, session, field, ...message }, parentOrigin);
  }

  function applyStyles() {
    const showError = shownInvalid === null ? touched && current === 'invalid' : shownInvalid;
    input.setAttribute('aria-invalid', showError ? 'true' : 'false');
    input.style.color = showError ? errorStyles.color || '' : '';
    input.style.borderColor = showError ? errorStyles.borderColor || '#cf222e' : '';
    input.style.backgroundColor = showError ? errorStyles.backgroundColor || '' : '';
    input.style.outlineColor = showError ? errorStyles.outlineColor || '' : '';
  }

  function brandOf(number) {
    if (/^3[47]/.test(number)) return 'amex';
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
    if (/^(5[06-8]|6)/.test(number)) return 'maestro';
    return 'card';
  }

  async function encryptValue(name, value) {
    if (!publicKey) {
      const der = Uint8Array.from(atob(encryptionKey), (char) => char.charCodeAt(0));
      publicKey = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    }
    const plain = new TextEncoder().encode(JSON.stringify({ f: name, v: value, t: new Date().toISOString() }));
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, plain));
    return BLOB_PREFIX + btoa(String.fromCharCode(...sealed));
  }

  // Secured-field mode: the valid value's blob(s) and what Adyen's fields tell the page besides (last digits,
  // expiry, brand); null blobs when the value is not valid (any more).
  async function encryptedMessage(value) {
    if (stateOf(value) !== 'valid') return { blobs: null };
    if (field === 'number') {
      const number = digits(value);
      return {
        blobs: { encryptedCardNumber: await encryptValue('number', number) },
        endDigits: number.slice(-4),
        brand: brandOf(number),
      };
    }
    if (field === 'expiry') {
      const expiry = parseExpiry(value);
      const month = String(expiry.month).padStart(2, '0');
      return {
        blobs: {
          encryptedExpiryMonth: await encryptValue('expiryMonth', month),
          encryptedExpiryYear: await encryptValue('expiryYear', String(expiry.year)),
        },
        expiryDate: `${month}/${expiry.year}`,
      };
    }
    return { blobs: { encryptedSecurityCode: await encryptValue('cvc', value.trim()) } };
  }

  function encryptAndTell() {
    encryptions += 1;
    const sequence = encryptions;
    encryptedMessage(input.value).then(
      (message) => {
        // A later keystroke's blob wins over an earlier one that finished last.
        if (sequence === encryptions) toParent({ type: 'encrypted', sequence, ...message });
      },
      () => {
        if (sequence === encryptions) toParent({ type: 'encrypted', sequence, blobs: null, failed: true });
      },
    );
  }

  function update(always) {
    const next = stateOf(input.value);
    const changed = next !== current;
    current = next;
    applyStyles();
    if (changed || always) toParent({ type: 'state', state: current });
    if (encryptionKey && (changed || next === 'valid')) encryptAndTell();
  }

  function collectValues(requestId, wanted) {
    return new Promise((resolve) => {
      const values = { [field]: input.value };
      const complete = () => wanted.every((name) => name in values);
      let timer = null;
      const finish = () => {
        clearTimeout(timer);
        collecting.delete(requestId);
        resolve(values);
      };
      if (complete()) return finish();
      timer = setTimeout(finish, SIBLING_TIMEOUT_MS);
      collecting.set(requestId, (name, value) => {
        if (wanted.includes(name)) values[name] = value;
        if (complete()) finish();
      });
      for (let index = 0; index < window.parent.frames.length; index += 1) {
        const sibling = window.parent.frames[index];
        if (sibling !== window) {
          sibling.postMessage({ psp: PROTOCOL, session, type: 'collect', requestId }, window.location.origin);
        }
      }
    });
  }

  function tokenRequest(data, values) {
    const holder = typeof data.holder === 'string' ? data.holder : '';
    const cvc = (values.cvc || '').trim();
    const cvcWanted = 'cvc' in values;
    if (data.cvcOnly === true) {
      if (!/^\d{3,4}$/.test(cvc)) throw new TokenizeError('INVALID_CVC');
      return { cvc, cvcOnly: true };
    }
    if (data.savedCardToken) {
      if (!/^\d{3,4}$/.test(cvc)) throw new TokenizeError('INVALID_CVC');
      return { holder, cvc, savedCardToken: data.savedCardToken };
    }
    const number = digits(values.number || '');
    if (!numberValid(number)) throw new TokenizeError('INVALID_NUMBER');
    const expiry = parseExpiry(values.expiry || '');
    if (!expiry) throw new TokenizeError('EXPIRED');
    if (cvcWanted && !/^\d{3,4}$/.test(cvc)) throw new TokenizeError('INVALID_CVC');
    return { holder, number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc };
  }

  async function coordinate(data) {
    touched = true;
    update(true);
    const wanted = (Array.isArray(data.fields) ? data.fields : [field]).filter((name) =>
      ['number', 'expiry', 'cvc'].includes(name),
    );
    const body = tokenRequest(data, await collectValues(data.requestId, wanted));
    if (typeof data.clientKey === 'string') body.clientKey = data.clientKey;
    const response = await fetch('/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (response.status !== 201 || !answer) throw new TokenizeError(answer?.error);
    return {
      token: answer.token,
      last4: answer.last4,
      expiry_month: answer.expiryMonth,
      expiry_year: answer.expiryYear,
      brand: answer.brand,
    };
  }

  function fromParent(data) {
    if (data.type === 'styles') {
      errorStyles = {};
      for (const key of STYLE_KEYS) {
        const value = data.styles ? data.styles[key] : undefined;
        if (typeof value === 'string' && /^[#(),.%\w\s-]{1,64}$/.test(value)) errorStyles[key] = value;
      }
      applyStyles();
    } else if (data.type === 'errors') {
      shownInvalid = typeof data.invalid === 'boolean' ? data.invalid : null;
      applyStyles();
    } else if (data.type === 'focus') {
      input.focus();
    } else if (data.type === 'tokenize') {
      coordinate(data).then(
        (result) => toParent({ type: 'result', requestId: data.requestId, ok: true, result }),
        (error) => {
          const code = error instanceof TokenizeError && error.code ? error.code : 'FAILED';
          toParent({ type: 'result', requestId: data.requestId, ok: false, code });
        },
      );
    }
  }

  function fromSibling(data, source) {
    if (data.type === 'collect') {
      touched = true;
      update(true);
      const reply = { psp: PROTOCOL, session, field, type: 'value', requestId: data.requestId, value: input.value };
      source.postMessage(reply, window.location.origin);
    } else if (data.type === 'value') {
      const deliver = collecting.get(data.requestId);
      if (deliver) deliver(data.field, data.value);
    }
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.psp !== PROTOCOL || data.session !== session) return;
    if (event.source === window.parent && event.origin === parentOrigin) fromParent(data);
    else if (event.origin === window.location.origin && event.source) fromSibling(data, event.source);
  });
  input.addEventListener('input', () => {
    const formatted = format(input.value);
    if (formatted !== input.value) input.value = formatted;
    update(false);
  });
  input.addEventListener('blur', () => {
    touched = true;
    update(true);
  });
  toParent({ type: 'ready' });
})();
