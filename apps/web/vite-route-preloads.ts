// Per route of the shop, the files its first visit loads beyond index.html's own: the route's lazy module and its
// head (router.tsx) with their static imports and style sheets. The build writes them to
// dist/.vite/route-preloads.json; the server answers a route's path with an index.html that names them
// (<link rel="modulepreload">, <link rel="stylesheet">), so the browser fetches them beside the app chunk while it
// parses the page, not once that chunk has run and the router asked for them (issue 11, LCP).
//
// router.tsx stays the one list of routes: its route('path', { view: view(() => import(…), head) }) calls are read
// from its syntax tree here, and a route written in any other shape stops the build rather than being left out.
// Dynamic imports are not followed: the provider forms that only some providers load stay where they are. The texts
// are listed apart, per language (`texts`): the server names them only when the request says the language.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { parseAst } from 'vite';

/** A route of router.tsx: its full path ('' for the index) and the modules it imports, as written there. */
export type RouterRoute = { path: string; imports: string[] };

/**
 * A route's modules (its head first, as the manifest names them) and the files they load (relative to the build's
 * root, like the manifest's), in the order to ask for them.
 */
export type RoutePreload = {
  path: string;
  modules: string[];
  modulepreload: string[];
  stylesheet: string[];
  /**
   * Per language, the texts its first visit loads in that language: the first screen's and the route's part. The
   * browser picks the language, so the build cannot name them in the page; the server does when the request names
   * the language (apps/server/src/plugins/route-pages.ts).
   */
  texts: Record<string, string[]>;
};

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind, walked generically.
type Node = any;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function walk(node: Node, visit: (node: Node) => boolean | undefined): void {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/** `() => import('./x')`: the specifier, else undefined. */
function importedBy(node: Node): string | undefined {
  if (node?.type !== 'ArrowFunctionExpression' || node.params.length !== 0) return undefined;
  const body = node.body;
  if (body?.type !== 'ImportExpression' || body.source?.type !== 'Literal') return undefined;
  return typeof body.source.value === 'string' ? body.source.value : undefined;
}

/** The routes of router.tsx's source; throws on a route it cannot read, so none is silently left out. */
export function routesOfRouter(code: string): RouterRoute[] {
  const ast = parseAst(code, { lang: 'tsx' });
  // Top-level `const head = () => import('./routes/x-head')`, which a route may name instead of writing it out.
  const importers = new Map<string, string>();
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      const specifier = importedBy(declarator.init);
      if (declarator.id.type === 'Identifier' && specifier !== undefined) importers.set(declarator.id.name, specifier);
    }
  }
  const routes: RouterRoute[] = [];
  walk(ast, (node) => {
    // The helper itself builds { path } objects; its body is not a route.
    if (node.type === 'FunctionDeclaration' && node.id?.name === 'route') return false;
    if (node.type === 'Property' && node.key?.type === 'Identifier' && ['path', 'index'].includes(node.key.name)) {
      throw new Error('router.tsx: a route object outside route(); vite-route-preloads.ts cannot read its path');
    }
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'route') return;
    const [pathArgument, handle] = node.arguments;
    const routePath =
      pathArgument?.type === 'Literal' && typeof pathArgument.value === 'string'
        ? pathArgument.value
        : pathArgument?.type === 'Identifier' && pathArgument.name === 'undefined'
          ? ''
          : undefined;
    const view = handle?.type === 'ObjectExpression' ? handle.properties.find(isViewProperty)?.value : undefined;
    const imports =
      view?.type === 'CallExpression' && view.callee.type === 'Identifier' && view.callee.name === 'view'
        ? view.arguments.map((argument: Node) =>
            argument.type === 'Identifier' ? importers.get(argument.name) : importedBy(argument),
          )
        : [];
    if (routePath === undefined || imports.length === 0 || imports.some((each: unknown) => each === undefined)) {
      throw new Error(`router.tsx: cannot read the route at offset ${node.start}; write it as the others are`);
    }
    routes.push({ path: routePath, imports });
    return false;
  });
  return routes;
}

function isViewProperty(property: Node): boolean {
  return property.type === 'Property' && property.key?.type === 'Identifier' && property.key.name === 'view';
}

/** `./routes/review` from router.tsx: the source file it names. */
function resolveSource(specifier: string, importer: string): string {
  const base = path.resolve(path.dirname(importer), specifier);
  const file = ['', '.tsx', '.ts'].map((extension) => base + extension).find((each) => existsSync(each));
  if (file === undefined) throw new Error(`router.tsx imports ${specifier}, which is not there`);
  return file;
}

/** The route's files beyond those `loaded` already holds, from the bundle's chunks (static imports only). */
export function preloadsOf(
  bundle: Rollup.OutputBundle,
  modules: readonly string[],
  loaded: ReadonlySet<string>,
): { modulepreload: string[]; stylesheet: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set(loaded);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    scripts.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!loaded.has(css) && !styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const id of modules) {
    const chunk = Object.values(bundle).find((each) => each.type === 'chunk' && each.facadeModuleId === id);
    if (chunk === undefined) throw new Error(`no chunk for ${id}`);
    visit(chunk.fileName);
  }
  return { modulepreload: scripts, stylesheet: styles };
}

const LOCALE_FILE = /(?:^|\/)src\/locales\/([^/]+)\/([^/]+)\.json$/;

/** A chunk's locale files it imports dynamically, as { language, part, fileName }. */
function localeImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk) {
  const found: { language: string; part: string; fileName: string }[] = [];
  for (const fileName of chunk.dynamicImports) {
    const imported = bundle[fileName];
    const match = imported?.type === 'chunk' ? LOCALE_FILE.exec(imported.facadeModuleId ?? '') : null;
    if (match?.[1] !== undefined && match[2] !== undefined)
      found.push({ language: match[1], part: match[2], fileName });
  }
  return found;
}

/**
 * Per language, the texts a route's first visit loads (RoutePreload['texts']): the first screen's, which the entry
 * loads from index.html, and the part (one or more files) the route's head names, else its view's (router.tsx:
 * `head.texts ?? module.texts`).
 */
export function textsOf(
  bundle: Rollup.OutputBundle,
  modules: readonly string[],
  loaded: ReadonlySet<string>,
): Record<string, string[]> {
  const firstScreen = [...loaded].flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? localeImports(bundle, chunk).filter((each) => each.part === 'first-screen') : [];
  });
  let own: ReturnType<typeof localeImports> = [];
  for (const id of modules) {
    const chunk = Object.values(bundle).find((each) => each.type === 'chunk' && each.facadeModuleId === id);
    own = chunk?.type === 'chunk' ? localeImports(bundle, chunk) : [];
    if (own.length > 0) break;
  }
  const texts: Record<string, string[]> = {};
  for (const { language, fileName } of [...firstScreen, ...own])
    texts[language] = [...(texts[language] ?? []), fileName];
  return texts;
}

/** What index.html loads already: the entry chunk, its static imports and their style sheets. */
function entryFiles(bundle: Rollup.OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return files;
}

/** Writes dist/.vite/route-preloads.json: per route of router.tsx, its files (RoutePreload). */
export function routePreloads(): Plugin {
  let routerFile = '';
  let root = '';
  return {
    name: 'shop:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      routerFile = path.join(root, 'src/app/router.tsx');
    },
    async generateBundle(_options, bundle) {
      const loaded = entryFiles(bundle);
      const routes: RoutePreload[] = routesOfRouter(await readFile(routerFile, 'utf8')).map((route) => {
        // The head first: the router asks for it first, to start the page's data (router.tsx).
        const modules = route.imports.map((specifier) => resolveSource(specifier, routerFile)).reverse();
        return {
          path: route.path,
          modules: modules.map((file) => path.relative(root, file).split(path.sep).join('/')),
          ...preloadsOf(bundle, modules, loaded),
          texts: textsOf(bundle, modules, loaded),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}
