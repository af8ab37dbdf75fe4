// The PSP sandbox's stand-in for Adyen Web's adyen.js (the Adyen dialect, README "Adyen's card fields"): the part
// of Adyen Web 5's public API the shop uses, written for the sandbox. `AdyenCheckout(options)` resolves to a
// checkout whose `create('securedfields', config)` makes a custom card: mounted on a root element, it puts one
// sandbox iframe into each `[data-cse]` holder inside it (encryptedCardNumber, encryptedExpiryDate,
// encryptedSecurityCode; the CVC alone for a saved card). Each frame encrypts its own value with the sandbox's key,
// so the page gets only blobs, through onFieldValid, onChange, onValid, onError, onFocus, onBrand and
// onConfigSuccess, and state.data.paymentMethod = { type: 'scheme', encrypted… }. Plain browser JavaScript.
(() => {
  const PROTOCOL = 'psp-sandbox-hosted-fields';
  const VERSION = /* version: filled in by the sandbox */ '';
  // Adyen's data-cse names → the sandbox frame's field type.
  const FRAME_OF = { encryptedCardNumber: 'number', encryptedExpiryDate: 'expiry', encryptedSecurityCode: 'cvc' };
  // The error codes of Adyen Web 5 the sandbox reports: 9x0 a field left empty, the others a wrong value.
  const ERRORS = {
    encryptedCardNumber: { empty: 'cc.num.900', invalid: 'cc.num.901' },
    encryptedExpiryDate: { empty: 'cc.dat.910', invalid: 'cc.dat.912' },
    encryptedSecurityCode: { empty: 'cc.cvc.920', invalid: 'cc.cvc.921' },
  };
  const STYLE_KEYS = ['color', 'borderColor', 'backgroundColor', 'outlineColor'];

  // The sandbox is wherever this script came from (script-origin.js).
  const scriptOrigin = /* scriptOrigin: filled in by the sandbox */ () => null;
  const origin = scriptOrigin('script[src*="/checkoutshopper/sdk/"]');

  function randomId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function call(fn, ...args) {
    if (typeof fn === 'function') fn(...args);
  }

  // Adyen's `styles` (base / error / placeholder / validated, CSS properties) → what the sandbox frame applies on error.
  function errorStylesOf(styles) {
    const error = styles && typeof styles.error === 'object' ? styles.error : {};
    const clean = {};
    const color = error.color;
    if (typeof color === 'string' && /^[#(),.%\w\s-]{1,64}$/.test(color)) {
      clean.color = color;
      clean.borderColor = color;
    }
    for (const key of STYLE_KEYS) {
      if (typeof error[key] === 'string' && /^[#(),.%\w\s-]{1,64}$/.test(error[key])) clean[key] = error[key];
    }
    return clean;
  }

  class SecuredFields {
    constructor(checkout, config) {
      this.checkout = checkout;
      this.props = { ...checkout.options, ...config };
      this.session = randomId();
      this.fields = new Map();
      this.root = null;
      this.listener = (event) => this.receive(event);
    }

    get isValid() {
      return this.fields.size > 0 && [...this.fields.values()].every((entry) => entry.blobs !== null);
    }

    get data() {
      const paymentMethod = { type: 'scheme' };
      for (const entry of this.fields.values()) Object.assign(paymentMethod, entry.blobs || {});
      return { paymentMethod };
    }

    get state() {
      const valid = {};
      const errors = {};
      for (const [name, entry] of this.fields) {
        valid[name] = entry.blobs !== null;
        errors[name] = entry.error ? { error: entry.error, fieldType: name } : null;
      }
      return { isValid: this.isValid, data: this.data, valid, errors };
    }

    mount(target) {
      const root = typeof target === 'string' ? document.querySelector(target) : target;
      if (!(root instanceof HTMLElement)) throw new Error(`AdyenCheckout: no element ${String(target)} to mount`);
      if (!origin) throw new Error('AdyenCheckout: unknown script origin');
      this.unmount();
      this.root = root;
      window.addEventListener('message', this.listener);
      const labels = this.props.ariaLabels || {};
      for (const holder of root.querySelectorAll('[data-cse]')) {
        const name = holder.getAttribute('data-cse');
        const type = FRAME_OF[name];
        if (!type || this.fields.has(name)) continue;
        const query = new URLSearchParams({
          type,
          parentOrigin: window.location.origin,
          session: this.session,
          locale: typeof this.props.locale === 'string' ? this.props.locale : 'en-US',
        });
        const iframe = document.createElement('iframe');
        iframe.src = `${origin}/checkoutshopper/securedfields/${VERSION}/field?${query}`;
        const title = labels[name]?.iframeTitle || labels[name]?.label;
        iframe.title = typeof title === 'string' ? title : name;
        iframe.className = 'js-iframe';
        iframe.setAttribute('scrolling', 'no');
        iframe.style.cssText = 'display:block;width:100%;height:2.75rem;border:0;background:transparent;';
        this.fields.set(name, { iframe, ready: false, state: 'empty', blobs: null, error: '', sequence: 0 });
        holder.replaceChildren(iframe);
      }
      return this;
    }

    unmount() {
      window.removeEventListener('message', this.listener);
      for (const entry of this.fields.values()) entry.iframe.remove();
      this.fields.clear();
      this.root = null;
      return this;
    }

    post(entry, message) {
      entry.iframe.contentWindow?.postMessage({ psp: PROTOCOL, session: this.session, ...message }, origin);
    }

    receive(event) {
      const data = event.data;
      if (event.origin !== origin || !data || data.psp !== PROTOCOL || data.session !== this.session) return;
      const name = Object.keys(FRAME_OF).find((key) => FRAME_OF[key] === data.field);
      const entry = name === undefined ? undefined : this.fields.get(name);
      if (!entry || event.source !== entry.iframe.contentWindow) return;
      if (data.type === 'ready') {
        entry.ready = true;
        this.post(entry, { type: 'styles', styles: errorStylesOf(this.props.styles) });
        if ([...this.fields.values()].every((each) => each.ready)) {
          call(this.props.onConfigSuccess, { iframesConfigured: true, type: 'card', rootNode: this.root });
        }
      } else if (data.type === 'state') {
        const before = entry.state;
        entry.state = data.state;
        if (data.state === 'invalid') this.setError(name, ERRORS[name].invalid);
        else if (entry.error === ERRORS[name].invalid || (data.state === 'valid' && entry.error))
          this.setError(name, '');
        if (before !== data.state && data.state !== 'valid' && entry.blobs !== null) {
          entry.blobs = null;
          this.fieldValid(name, false, {});
        }
      } else if (data.type === 'encrypted' && typeof data.sequence === 'number' && data.sequence > entry.sequence) {
        entry.sequence = data.sequence;
        const wasValid = this.isValid;
        const blobs = data.blobs && typeof data.blobs === 'object' ? data.blobs : null;
        if (blobs === null && entry.blobs === null) return;
        entry.blobs = blobs;
        if (name === 'encryptedCardNumber' && typeof data.brand === 'string') {
          call(this.props.onBrand, { fieldType: name, brand: data.brand, rootNode: this.root });
        }
        this.fieldValid(name, blobs !== null, data);
        if (!wasValid && this.isValid) call(this.props.onValid, this.state, this);
      }
    }

    fieldValid(name, valid, data) {
      const report = { fieldType: name, encryptedFieldName: name, uid: `${this.session}-${name}`, valid, type: 'card' };
      report.rootNode = this.root;
      if (valid) {
        report.blob = Object.values(data.blobs)[0];
        if (typeof data.endDigits === 'string') report.endDigits = data.endDigits;
        if (typeof data.expiryDate === 'string') report.expiryDate = data.expiryDate;
      }
      call(this.props.onFieldValid, report);
      call(this.props.onChange, this.state, this);
    }

    setError(name, code) {
      const entry = this.fields.get(name);
      if (!entry || entry.error === code) return;
      entry.error = code;
      // The frame's aria-invalid and error look follow the error reported (an empty field's after showValidation).
      if (entry.ready) this.post(entry, { type: 'errors', invalid: code === '' ? null : true });
      call(this.props.onError, { fieldType: name, error: code, errorI18n: code, rootNode: this.root });
      call(this.props.onChange, this.state, this);
    }

    /** Marks every field that holds no valid value as wrong, an empty one too (before the page submits). */
    showValidation() {
      for (const [name, entry] of this.fields) {
        if (entry.blobs !== null) continue;
        this.setError(name, entry.state === 'empty' ? ERRORS[name].empty : ERRORS[name].invalid);
      }
      return this;
    }

    setFocusOn(name) {
      const entry = this.fields.get(name);
      if (!entry) return;
      entry.iframe.focus();
      if (entry.ready) this.post(entry, { type: 'focus' });
    }

    updateStyles(styles) {
      this.props.styles = styles;
      for (const entry of this.fields.values()) {
        if (entry.ready) this.post(entry, { type: 'styles', styles: errorStylesOf(styles) });
      }
    }
  }

  async function AdyenCheckout(options) {
    const settings = options || {};
    if (typeof settings.clientKey !== 'string' || !/^(test|live)_\w+$/.test(settings.clientKey)) {
      throw new Error('AdyenCheckout: a clientKey test_… or live_… is required');
    }
    const checkout = {
      options: settings,
      create(type, config) {
        if (type !== 'securedfields') throw new Error(`AdyenCheckout: ${String(type)} is not offered by the sandbox`);
        return new SecuredFields(checkout, config || {});
      },
    };
    return checkout;
  }

  window.AdyenCheckout = AdyenCheckout;
})();
