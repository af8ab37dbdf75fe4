// The platform's legal texts fetched into the shop (SPEC §7 GET /gd/help/agb_pages/agb_{country}.xhtml and
// withdrawal_pages/withdrawal_{country}.xhtml): the page's HTML is read, never injected — only headings,
// paragraphs, lists, emphasis and web links are kept, as plain data the dialog renders. Loaded with the dialog,
// when a player opens a text (legal-page.ts).
import { queryOptions } from '@tanstack/react-query';
import { legalPages } from '../config/paths';
import { requestText } from './api-client';
import type { LegalDocument } from './legal-page';

export type LegalNode =
  | { kind: 'text'; text: string }
  | { kind: 'heading' | 'paragraph' | 'list' | 'item' | 'strong' | 'emphasis'; children: LegalNode[] }
  | { kind: 'link'; href: string; children: LegalNode[] };

const ELEMENT_KINDS: Readonly<Record<string, Exclude<LegalNode['kind'], 'text' | 'link'>>> = {
  H2: 'heading',
  H3: 'heading',
  H4: 'heading',
  P: 'paragraph',
  UL: 'list',
  OL: 'list',
  LI: 'item',
  STRONG: 'strong',
  B: 'strong',
  EM: 'emphasis',
  I: 'emphasis',
};

// Never read: code, styles, forms and embedded content; the h1 repeats the dialog's own title.
const DROPPED: ReadonlySet<string> = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'svg',
  'H1',
  'HEAD',
]);

function safeHref(href: string | null): string | null {
  if (href === null) return null;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

function readNodes(parent: Node): LegalNode[] {
  const nodes: LegalNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      if (text.trim() !== '') nodes.push({ kind: 'text', text });
      continue;
    }
    if (!(child instanceof Element) || DROPPED.has(child.tagName)) continue;
    const children = readNodes(child);
    const kind = ELEMENT_KINDS[child.tagName];
    if (child.tagName === 'A') {
      const href = safeHref(child.getAttribute('href'));
      nodes.push(href === null ? { kind: 'strong', children } : { kind: 'link', href, children });
    } else if (kind !== undefined) nodes.push({ kind, children });
    // Containers (main, section, div, span, …) give their content, not themselves.
    else nodes.push(...children);
  }
  return nodes;
}

/** The readable content of a legal page: its <main> if it has one, else its body. */
export function parseLegalPage(html: string): LegalNode[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const root = page.querySelector('main') ?? page.body;
  const nodes = readNodes(root);
  if (nodes.length === 0) throw new Error('The legal page has no text');
  return nodes;
}

export function legalPageQueryOptions(document: LegalDocument, country: string) {
  return queryOptions({
    queryKey: ['legal-page', document, country.toLowerCase()],
    queryFn: async () => parseLegalPage(await requestText(legalPages[document](country))),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
