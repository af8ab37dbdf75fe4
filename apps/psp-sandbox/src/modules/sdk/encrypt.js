// PSP sandbox card-encryption client (docs/psp-sandbox-api.md): window.PspSandboxEncrypt with init
// (options: mode, clientKey, fields, onFieldState, locale), tokenize, setErrorStyles, showFieldErrors and
// focusField. Plain browser JavaScript: no build step, no dependencies.
// Encrypted mode posts card data straight to the sandbox; hosted mode mounts sandbox iframes, so the
// card data never enters the page that embeds them.
(() => {
  const PROTOCOL = 'psp-sandbox-hosted-fields';
  const FIELD_TYPES = ['number', 'expiry', 'cvc'];
  // Per language (en, en-GB, de, fr, da, es, nl, sv): the frames' titles, in the embedding page's language.
  const FIELD_TITLES = /* field titles: filled in by the sandbox */ {};
  const LANGUAGES = ['en', 'en-GB', 'de', 'fr', 'da', 'es', 'nl', 'sv'];
  const FIELD_STATES = ['empty', 'valid', 'invalid'];
  const ERROR_CODES = ['FAILED', 'INVALID_HOLDER', 'INVALID_NUMBER', 'EXPIRED', 'INVALID_CVC'];
  const STYLE_KEYS = ['color', 'borderColor', 'backgroundColor', 'outlineColor'];
  const READY_TIMEOUT_MS = 10000;
  const TOKENIZE_TIMEOUT_MS = 15000;

  // The sandbox is wherever this script came from (script-origin.js).
  const scriptOrigin = /* scriptOrigin: filled in by the sandbox */ () => null;
  const sandboxOrigin = scriptOrigin('script[src*="/sdk/encrypt.js"]');
  const state = {
    mode: null,
    language: 'en',
    clientKey: null,
    onFieldState: null,
    session: null,
    frames: new Map(),
    requests: new Map(),
    styles: {},
  };

  // "de-DE" → de, "en-GB" → en-GB; anything else → en.
  function languageOf(locale) {
    if (typeof locale !== 'string') return 'en';
    const [language = '', region = ''] = locale.trim().replace('_', '-').split('-');
    if (language.toLowerCase() === 'en') return region.toUpperCase() === 'GB' ? 'en-GB' : 'en';
    return LANGUAGES.includes(language.toLowerCase()) ? language.toLowerCase() : 'en';
  }

  function failure(code) {
    return { code: ERROR_CODES.includes(code) ? code : 'FAILED' };
  }

  function randomId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function post(frame, message) {
    const target = frame.iframe.contentWindow;
    if (target) target.postMessage({ psp: PROTOCOL, session: state.session, ...message }, sandboxOrigin);
  }

  function teardown() {
    for (const request of state.requests.values()) {
      clearTimeout(request.timer);
      request.reject(failure('FAILED'));
    }
    state.requests.clear();
    for (const frame of state.frames.values()) frame.iframe.remove();
    state.frames.clear();
    state.session = null;
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== sandboxOrigin || !data || data.psp !== PROTOCOL || data.session !== state.session) return;
    const frame = state.frames.get(data.field);
    if (!frame || event.source !== frame.iframe.contentWindow) return;
    if (data.type === 'ready') {
      frame.ready = true;
      post(frame, { type: 'styles', styles: state.styles });
      frame.onReady();
    } else if (data.type === 'state' && FIELD_STATES.includes(data.state)) {
      frame.state = data.state;
      if (typeof state.onFieldState === 'function') state.onFieldState(data.field, data.state);
    } else if (data.type === 'result') {
      const request = state.requests.get(data.requestId);
      if (!request) return;
      state.requests.delete(data.requestId);
      clearTimeout(request.timer);
      if (data.ok) request.resolve(data.result);
      else request.reject(failure(data.code));
    }
  });

  // Resolves in a task of its own. Creating a frame builds its first document at once (about 40 ms each on a phone's
  // CPU when the sandbox shares the shop's process), so the three frames created together were one long task of the
  // embedding page (issue 27): one frame per task, and the page can paint and answer input between them.
  function nextTask() {
    return new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
  }

  function mountField(type, container) {
    return new Promise((resolve) => {
      const iframe = document.createElement('iframe');
      const query = new URLSearchParams({
        type,
        parentOrigin: window.location.origin,
        session: state.session,
        locale: state.language,
      });
      iframe.src = `${sandboxOrigin}/hosted/field?${query}`;
      const titles = FIELD_TITLES[state.language] || FIELD_TITLES.en;
      iframe.title = titles?.[type] || type;
      iframe.className = 'psp-sandbox-field';
      iframe.setAttribute('scrolling', 'no');
      iframe.style.cssText = 'display:block;width:100%;height:2.75rem;border:0;background:transparent;';
      state.frames.set(type, { iframe, state: 'empty', ready: false, onReady: resolve });
      container.replaceChildren(iframe);
    });
  }

  function withTimeout(promise, ms) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(failure('FAILED')), ms);
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  function init(options) {
    const settings = options || {};
    teardown();
    if (!sandboxOrigin) return Promise.reject(failure('FAILED'));
    if (settings.mode !== undefined && settings.mode !== 'encrypted' && settings.mode !== 'hosted') {
      return Promise.reject(failure('FAILED'));
    }
    state.mode = settings.mode || 'encrypted';
    state.clientKey = typeof settings.clientKey === 'string' ? settings.clientKey : null;
    state.onFieldState = typeof settings.onFieldState === 'function' ? settings.onFieldState : null;
    state.language = languageOf(settings.locale);
    if (state.mode === 'encrypted') return Promise.resolve();
    const session = randomId();
    state.session = session;
    const fields = settings.fields || {};
    const containers = [];
    for (const type of FIELD_TYPES) {
      if (fields[type] === undefined || fields[type] === null) continue;
      const container = typeof fields[type] === 'string' ? document.getElementById(fields[type]) : fields[type];
      if (!(container instanceof HTMLElement)) {
        teardown();
        return Promise.reject(failure('FAILED'));
      }
      containers.push([type, container]);
    }
    if (containers.length === 0) return Promise.reject(failure('FAILED'));
    const mountAll = async () => {
      const mounts = [];
      for (const [type, container] of containers) {
        await nextTask();
        // A later init (or a teardown) replaced this session: its frames are not ours to create.
        if (state.session !== session) throw failure('FAILED');
        mounts.push(mountField(type, container));
      }
      await Promise.all(mounts);
    };
    return withTimeout(mountAll(), READY_TIMEOUT_MS).then(
      () => undefined,
      () => {
        // Only this session's frames: a later init's stay.
        if (state.session === session) teardown();
        throw failure('FAILED');
      },
    );
  }

  /** POST /v1/tokens with the page's client key; the sandbox's answer, or a thrown failure. */
  async function postToken(body) {
    let response;
    try {
      response = await fetch(`${sandboxOrigin}/v1/tokens`, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, ...(state.clientKey ? { clientKey: state.clientKey } : {}) }),
      });
    } catch {
      throw failure('FAILED');
    }
    const answer = await response.json().catch(() => null);
    if (response.status !== 201 || !answer) throw failure(answer?.error);
    return answer;
  }

  async function postCardData(body) {
    const answer = await postToken(body);
    return {
      token: answer.token,
      holder: answer.holder,
      number: `**** **** **** ${answer.last4}`,
      expiryMonth: answer.expiryMonth,
      expiryYear: answer.expiryYear,
      cvc: '',
      last4: answer.last4,
      brand: answer.brand,
    };
  }

  async function postCvc(cvc) {
    const answer = await postToken({ cvc, cvcOnly: true });
    return { token: answer.token };
  }

  function tokenizeInFrames(holder, savedCardToken, cvcOnly) {
    const coordinator = state.frames.get('number') || state.frames.get('cvc');
    if (!coordinator?.ready || (!savedCardToken && !cvcOnly && !state.frames.has('number'))) {
      return Promise.reject(failure('FAILED'));
    }
    const requestId = randomId();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        state.requests.delete(requestId);
        reject(failure('FAILED'));
      }, TOKENIZE_TIMEOUT_MS);
      state.requests.set(requestId, { resolve, reject, timer });
      post(coordinator, {
        type: 'tokenize',
        requestId,
        holder,
        savedCardToken: savedCardToken || null,
        cvcOnly,
        fields: Array.from(state.frames.keys()),
        clientKey: state.clientKey,
      });
    });
  }

  function tokenize(data) {
    const input = data || {};
    if (!state.mode) return Promise.reject(failure('FAILED'));
    const holder = typeof input.holder === 'string' ? input.holder.trim() : '';
    const savedCardToken = typeof input.savedCardToken === 'string' ? input.savedCardToken : '';
    // A saved card's CVC alone: the answer's token goes with the saved card, which the page never knows.
    const cvcOnly = input.cvcOnly === true;
    if (holder === '' && !savedCardToken && !cvcOnly) return Promise.reject(failure('INVALID_HOLDER'));
    if (state.mode === 'encrypted' || input.number !== undefined || input.cvc !== undefined) {
      if (cvcOnly) return postCvc(input.cvc);
      const body = savedCardToken
        ? { holder, cvc: input.cvc, savedCardToken }
        : {
            holder,
            number: input.number,
            expiryMonth: input.expiryMonth,
            expiryYear: input.expiryYear,
            cvc: input.cvc,
          };
      return postCardData(body);
    }
    return tokenizeInFrames(holder, savedCardToken, cvcOnly);
  }

  function setErrorStyles(styles) {
    const clean = {};
    for (const key of STYLE_KEYS) {
      const value = styles ? styles[key] : undefined;
      if (typeof value === 'string' && /^[#(),.%\w\s-]{1,64}$/.test(value)) clean[key] = value;
    }
    state.styles = clean;
    for (const frame of state.frames.values()) if (frame.ready) post(frame, { type: 'styles', styles: clean });
  }

  // The embedding form's verdict per field after a failed submit (an empty field counts as an error):
  // the frames set aria-invalid and the error styles to match. Fields not named keep their own view.
  function showFieldErrors(errors) {
    for (const [type, frame] of state.frames) {
      const invalid = errors ? errors[type] : undefined;
      if (frame.ready && typeof invalid === 'boolean') post(frame, { type: 'errors', invalid });
    }
  }

  // Moves focus into a frame's input, as an error summary's link to that field does.
  function focusField(type) {
    const frame = state.frames.get(type);
    if (!frame) return false;
    frame.iframe.focus();
    if (frame.ready) post(frame, { type: 'focus' });
    return true;
  }

  window.PspSandboxEncrypt = Object.freeze({ init, tokenize, setErrorStyles, showFieldErrors, focusField });
})();
