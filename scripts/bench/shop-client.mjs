// The HTTP calls a benchmark makes as players do: disposable players (test-support API), login, the deposit
// token, the shop answer, card tokens at the PSP sandbox and purchases.
import { randomUUID } from 'node:crypto';

export class ShopClient {
  constructor(baseUrl, sandboxUrl) {
    this.baseUrl = baseUrl;
    this.sandboxUrl = sandboxUrl;
  }

  async #call(path, init = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { origin: this.baseUrl, ...init.headers },
    });
    return response;
  }

  async #json(path, init, expected = [200, 201]) {
    const response = await this.#call(path, init);
    const text = await response.text();
    if (!expected.includes(response.status)) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }

  async createPlayer(template, overrides = {}) {
    const body = await this.#json('/platform/test/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template, ...overrides }),
    });
    return body.userName;
  }

  /** Logs in at the demo platform: the `gd_session` cookie a browser would keep, as { name, value }. */
  async sessionCookie(userName) {
    const login = await this.#call('/platform/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName, password: 'demo1234' }).toString(),
    });
    const pair = (login.headers.getSetCookie?.() ?? [])
      .map((line) => line.split(';')[0])
      .find((item) => item.startsWith('gd_session='));
    if (login.status !== 303 || pair === undefined) throw new Error(`login of ${userName}: ${login.status}`);
    return { name: 'gd_session', value: pair.slice('gd_session='.length) };
  }

  /** Logs in at the demo platform and takes the deposit token: the Authorization header of /deposit calls. */
  async authorizationFor(userName) {
    const session = await this.sessionCookie(userName);
    const cookie = `${session.name}=${session.value}`;
    const token = await this.#call('/gd/rest/oauth2/auth/classic/deposit?ts=1', { headers: { cookie } });
    if (token.status !== 200) throw new Error(`deposit token of ${userName}: ${token.status}`);
    return `Bearer ${await token.text()}`;
  }

  shop(authorization) {
    return this.#json('/deposit/shop?currencyType=REAL', { headers: { authorization } });
  }

  async cardToken(number) {
    const response = await fetch(`${this.sandboxUrl}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ holder: 'Bench Player', number, expiryMonth: '12', expiryYear: '2034', cvc: '737' }),
    });
    if (response.status !== 201) throw new Error(`tokenize: ${response.status} ${await response.text()}`);
    return (await response.json()).token;
  }

  /** The player's balance (test-support API): { withdrawable, bonus, currency } in minor units. */
  balance(userName) {
    return this.#json(`/platform/test/players/${encodeURIComponent(userName)}/balance`, {});
  }

  /** A card purchase of the cheapest package, whatever it answers: { status, body } (body null unless JSON). */
  async purchase(authorization, shop, token) {
    const response = await this.#call('/deposit/shop/purchases', this.#purchaseInit(authorization, shop, token));
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: only the status counts
    }
    return { status: response.status, body };
  }

  /** A card purchase of the cheapest package; resolves with the purchase result (state, tid). */
  payByCard(authorization, shop, token) {
    return this.#json('/deposit/shop/purchases', this.#purchaseInit(authorization, shop, token), [200]);
  }

  #purchaseInit(authorization, shop, token) {
    const provider = shop.providers.find((candidate) => candidate.inputType === 'CARD_PCI' && candidate.usable);
    if (provider === undefined) throw new Error('the shop offers no usable card provider');
    const cheapest = shop.purchasables.filter((item) => !item.subscription).sort((a, b) => a.price - b.price)[0];
    const { id: _id, ...purchasable } = cheapest;
    return {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        provider: provider.code,
        purchasable,
        locale: 'en-US',
        resultUrl: `${this.baseUrl}/postprocessing`,
        cancelUrl: `${this.baseUrl}/`,
        expressSubscribe: false,
        // The bench's players buy the same package again and again on purpose (the repeat guard asks first).
        confirmRepeat: true,
        details: { card: { token, holder: 'Bench Player', updateData: false } },
      }),
    };
  }
}
