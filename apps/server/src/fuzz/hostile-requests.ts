// Hostile requests for one route: path parameters, query, credentials, headers and bodies, mixed with
// valid-looking ones (a route's body template with one part broken) so the checks behind the first are reached.
import fc from 'fast-check';
import {
  encodeComponent,
  HOSTILE_STRINGS,
  headerString,
  hostileJson,
  hostileString,
  type JsonNode,
  jsonNodeOf,
  RAW_BODIES,
  serializeJson,
  urlComponent,
} from './hostile-values.ts';

export interface FuzzRoute {
  method: string;
  url: string;
}

export interface BodyTemplate {
  type: 'json' | 'form';
  value: Record<string, unknown>;
}

export interface FuzzContext {
  /** The player's credentials as header values. */
  cookie: string;
  depositAuthorization: string;
  payoutAuthorization: string;
  /** An operator's console session (`shop_ops=…`, both roles), the right credential under /ops/. */
  operatorCookie: string;
  /** The shop's own origin (PUBLIC_URL). */
  origin: string;
  /** Real ids (this player's and another's purchases, provider codes, …) for valid-looking wrong input. */
  knownIds: readonly string[];
  template: BodyTemplate | undefined;
  /** A valid query of the route (mutated like a body), e.g. `{ currencyType: 'REAL' }`. */
  query: Record<string, string> | undefined;
  /** Signs a body as the PSP does (only for the notification route). */
  sign: ((payload: string) => Record<string, string>) | undefined;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Documentation addresses: the fuzzed calls' failed log-ins never throttle the test's own (127.0.0.1). */
  remoteAddress: string;
}

const QUERY_KEYS = [
  'lang',
  'redirect',
  'auth',
  'fields',
  'userId',
  'entry',
  'currencyType',
  'ts',
  'topic',
  'reference',
  'screen',
  'embed',
  'token',
  'express',
  'transactionid',
  'nfp',
  'bonus',
  'period',
] as const;

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  '*/*',
  'ä/ö',
] as const;

function formText(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');
}

/** Every path into a tree: a mutation replaces, drops or doubles what one of them points at. */
function pathsOf(node: JsonNode, prefix: number[] = []): number[][] {
  const children = node.kind === 'array' ? node.items : node.kind === 'object' ? node.entries.map(([, v]) => v) : [];
  return [prefix, ...children.flatMap((child, index) => pathsOf(child, [...prefix, index]))];
}

function replaceAt(node: JsonNode, path: readonly number[], edit: (node: JsonNode) => JsonNode | null): JsonNode {
  const [head, ...rest] = path;
  if (head === undefined) return edit(node) ?? { kind: 'raw', text: 'null' };
  if (node.kind === 'array') {
    const items = node.items.flatMap((item, index) => {
      if (index !== head) return [item];
      const edited = rest.length === 0 ? edit(item) : replaceAt(item, rest, edit);
      return edited === null ? [] : [edited];
    });
    return { kind: 'array', items };
  }
  if (node.kind === 'object') {
    const entries = node.entries.flatMap(([key, item], index): [string, JsonNode][] => {
      if (index !== head) return [[key, item]];
      const edited = rest.length === 0 ? edit(item) : replaceAt(item, rest, edit);
      // Dropping a key, or doubling it with the hostile value last (the one JSON.parse keeps).
      return edited === null ? [] : [[key, edited]];
    });
    return { kind: 'object', entries };
  }
  return node;
}

function mutatedJson(template: Record<string, unknown>, context: FuzzContext): fc.Arbitrary<string> {
  const tree = jsonNodeOf(template);
  const paths = pathsOf(tree);
  const edit = fc.oneof(
    { weight: 4, arbitrary: hostileJson(context.knownIds, Object.keys(template)).map((value) => () => value) },
    { weight: 1, arbitrary: fc.constant(() => null) },
    { weight: 1, arbitrary: fc.constant((node: JsonNode): JsonNode => ({ kind: 'array', items: [node] })) },
  );
  // One to three parts broken; paths are taken from the template, so a later edit may miss a dropped part.
  return fc
    .array(fc.tuple(fc.nat({ max: paths.length - 1 }), edit), { minLength: 1, maxLength: 3 })
    .map((edits) =>
      serializeJson(edits.reduce((node, [index, change]) => replaceAt(node, paths[index] ?? [], change), tree)),
    );
}

/** Each field kept, replaced by a hostile value, dropped or sent twice. */
function mutatedForm(template: Record<string, unknown>, context: FuzzContext): fc.Arbitrary<string> {
  const change = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'keep' as const }) },
    { weight: 3, arbitrary: hostileString(context.knownIds).map((value) => ({ kind: 'replace' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'drop' as const }) },
    { weight: 1, arbitrary: hostileString(context.knownIds).map((value) => ({ kind: 'double' as const, value })) },
  );
  const pairs = toPairs(template);
  return fc.array(change, { minLength: pairs.length, maxLength: pairs.length }).map((changes) =>
    formText(
      pairs.flatMap(([key, original], index): (readonly [string, string])[] => {
        const fieldChange = changes[index] ?? { kind: 'keep' };
        if (fieldChange.kind === 'keep') return [[key, original]];
        if (fieldChange.kind === 'drop') return [];
        if (fieldChange.kind === 'double')
          return [
            [key, original],
            [key, fieldChange.value],
          ];
        return [[key, fieldChange.value]];
      }),
    ),
  );
}

function bodyOf(context: FuzzContext): fc.Arbitrary<{ payload: string | undefined; contentType: string | undefined }> {
  const anyType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined, freq: 8 });
  const generic = fc.oneof(
    { weight: 3, arbitrary: hostileJson(context.knownIds, QUERY_KEYS).map(serializeJson) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...QUERY_KEYS, 'userName', 'password'), hostileString(context.knownIds)))
        .map(formText),
    },
  );
  const options = [
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
    { weight: 3, arbitrary: fc.record({ payload: generic, contentType: anyType }) },
  ];
  const template = context.template;
  if (template !== undefined) {
    const ownType = template.type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    const pristine = template.type === 'json' ? JSON.stringify(template.value) : formText(toPairs(template.value));
    const mutated =
      template.type === 'json' ? mutatedJson(template.value, context) : mutatedForm(template.value, context);
    const type = fc.oneof({ weight: 6, arbitrary: fc.constant(ownType) }, { weight: 1, arbitrary: anyType });
    options.push(
      { weight: 8, arbitrary: fc.record({ payload: mutated, contentType: type }) },
      { weight: 1, arbitrary: fc.record({ payload: fc.constant(pristine), contentType: type }) },
    );
  }
  return fc.oneof(...options);
}

function toPairs(value: Record<string, unknown>): (readonly [string, string])[] {
  return Object.entries(value).map(([key, item]) => [key, String(item)] as const);
}

/** Mostly the credentials the route wants (so the checks behind them are reached), else none, the wrong or garbage. */
function credentialsOf(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const cookie = { cookie: context.cookie };
  const deposit = { authorization: context.depositAuthorization };
  const payout = { cookie: context.cookie, authorization: context.payoutAuthorization };
  const right = route.url.startsWith('/ops/')
    ? { cookie: context.operatorCookie }
    : route.url.startsWith('/deposit/')
      ? { ...cookie, ...deposit }
      : route.url.startsWith('/gd/rest/payout')
        ? payout
        : cookie;
  const garbage = fc.oneof(
    fc.constantFrom(
      { cookie: 'gd_session=%00%FF' },
      { cookie: `gd_session=${'x'.repeat(300)}` },
      { cookie: 'gd_session=a; gd_session=b' },
      { authorization: `Bearer ${'A'.repeat(300)}` },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: 'Bearer a b' },
    ),
    headerString().map((value) => ({ cookie: `gd_session=${value}`, authorization: `Bearer ${value}` })),
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(right) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(cookie, deposit, payout) },
    { weight: 1, arbitrary: garbage },
  );
}

function urlOf(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<string> {
  const segments = route.url.split('/');
  const parts = segments.map((segment) => {
    if (segment === '*') {
      return fc.array(urlComponent(context.knownIds), { minLength: 1, maxLength: 3 }).map((items) => items.join('/'));
    }
    if (segment.startsWith(':')) return urlComponent(context.knownIds);
    return fc.constant(segment);
  });
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), urlComponent(context.knownIds)), urlComponent(context.knownIds)),
    { maxLength: 4 },
  );
  const valid = context.query === undefined ? fc.constant('') : mutatedForm(context.query, context);
  return fc.tuple(fc.tuple(...parts), valid, extra).map(([path, validQuery, pairs]) => {
    const search = [validQuery, ...pairs.map(([key, value]) => `${key}=${value}`)].filter((part) => part !== '');
    return search.length === 0 ? path.join('/') : `${path.join('/')}?${search.join('&')}`;
  });
}

export function hostileRequest(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<HostileRequest> {
  const optionalHeader = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 3 });
  return fc
    .record({
      url: urlOf(route, context),
      body: bodyOf(context),
      credentials: credentialsOf(route, context),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | undefined>(context.origin) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, 'https://evil.example', 'null') },
      ),
      idempotencyKey: fc.oneof(
        { weight: 6, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: headerString() },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 2)) },
      ),
      acceptLanguage: optionalHeader(headerString()),
      signed: fc.boolean(),
      client: fc.integer({ min: 1, max: 254 }),
    })
    .map(({ url, body, credentials, origin, idempotencyKey, acceptLanguage, signed, client }) => {
      const headers: Record<string, string> = { ...credentials, 'idempotency-key': idempotencyKey };
      if (origin !== undefined) headers.origin = origin;
      if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (signed && context.sign !== undefined) Object.assign(headers, context.sign(body.payload ?? ''));
      const remoteAddress = `198.51.100.${client}`;
      const payload = body.payload === undefined ? {} : { payload: body.payload };
      return { method: route.method, url, headers, remoteAddress, ...payload };
    });
}
