// The host platform's legal help pages the shop links to (SPEC §7): terms, right of withdrawal, company info and
// privacy, one standalone HTML page per country: GET /gd/help/{kind}_pages/{kind}_{cc}.xhtml (cc lower case).
// Anything else under these folders answers 404 ["not-found"]; the texts live in memory, no file is ever read.
import { escapeHtml, htmlDocument } from '@shop/domain/html';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { payoutFeeFor } from '@shop/domain/payout';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import {
  HELP_TEXTS,
  type HelpBlock,
  type HelpDocumentKind,
  type HelpLanguage,
  type HelpSection,
} from './help.content.ts';

/** Countries offered (SPEC §3), lower case as in the links, with the language their pages are written in. */
export const HELP_COUNTRY_LANGUAGES: ReadonlyMap<string, HelpLanguage> = new Map<string, HelpLanguage>([
  ['ar', 'es'],
  ['at', 'de'],
  ['be', 'nl'],
  ['br', 'en'],
  ['ca', 'en'],
  ['ch', 'de'],
  ['cl', 'es'],
  ['de', 'de'],
  ['dk', 'da'],
  ['es', 'es'],
  ['fr', 'fr'],
  ['gb', 'en-GB'],
  ['mx', 'es'],
  ['nl', 'nl'],
  ['se', 'sv'],
  ['us', 'en'],
  ['uy', 'es'],
  ['ve', 'es'],
]);

/**
 * The account currency of a country's players, for the payout fee the terms name (issue 24 point 6). Countries
 * whose players may hold any account currency (no shop currency of their own) get the rule without an amount.
 */
const HELP_COUNTRY_CURRENCIES: ReadonlyMap<string, string> = new Map([
  ['at', 'EUR'],
  ['be', 'EUR'],
  ['ca', 'CAD'],
  ['de', 'EUR'],
  ['dk', 'DKK'],
  ['es', 'EUR'],
  ['fr', 'EUR'],
  ['gb', 'GBP'],
  ['nl', 'EUR'],
  ['se', 'SEK'],
  ['us', 'USD'],
]);

/** The payout fee of a country's account currency as its players read money, or null when unknown. */
export function helpPayoutFeeOf(country: string): string | null {
  const currency = HELP_COUNTRY_CURRENCIES.get(country);
  if (currency === undefined) return null;
  // The same fee the payout flow checks the amount against (payout-profile.ts).
  return formatMoney(payoutFeeFor(currency), currency, localeForCountry(country));
}

export const HELP_DOCUMENT_KINDS: readonly HelpDocumentKind[] = ['agb', 'withdrawal', 'imprint', 'privacy'];

/** Countries where a document is not offered: there is no right of withdrawal for US players. */
const NOT_OFFERED: Readonly<Record<HelpDocumentKind, readonly string[]>> = {
  agb: [],
  withdrawal: ['us'],
  imprint: [],
  privacy: [],
};

const CACHE_CONTROL = 'public, max-age=3600';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f7f7f4;overflow-wrap:break-word}
  main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem 3rem}
  .brand{margin:0 0 .5rem;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#5b6577}
  h1{margin:0 0 .25rem;font-size:1.75rem;line-height:1.25}
  h2{margin:2rem 0 .5rem;font-size:1.15rem;line-height:1.3}
  p,ul{margin:0 0 .75rem}
  ul{padding-left:1.25rem}
  li{margin:.2rem 0}
  .updated{color:#5b6577;font-size:.9rem}
  .demo{font-size:.85rem;background:#fff4d6;border-left:3px solid #d9a400;border-radius:.25rem;padding:.4rem .75rem}
  .intro{font-size:1.05rem}
  .form{background:#fff;border:1px solid #d8dde5;border-radius:.4rem;padding:.75rem 1rem}
  .form p{margin:.35rem 0}
`;

function renderBlock(block: HelpBlock, payoutFee: string | null): string {
  switch (block.kind) {
    case 'payoutFee':
      return `<p>${escapeHtml(payoutFee === null ? block.withoutFee : block.withFee.replace('{{fee}}', payoutFee))}</p>`;
    case 'text':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'lines':
      return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'form':
      return `<div class="form">${block.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  }
}

function renderSection(section: HelpSection, payoutFee: string | null): string {
  return `<section>
<h2>${escapeHtml(section.heading)}</h2>
${section.blocks.map((block) => renderBlock(block, payoutFee)).join('\n')}
</section>`;
}

/** `payoutFee`: the formatted payout fee of the page's country (helpPayoutFeeOf), null where it is not known. */
export function renderHelpPage(
  language: HelpLanguage,
  kind: HelpDocumentKind,
  payoutFee: string | null = null,
): string {
  const texts = HELP_TEXTS[language];
  const page = texts.documents[kind];
  const title = escapeHtml(page.title);
  return htmlDocument({
    lang: language,
    head: `<meta name="robots" content="noindex">
<title>${title} – Game Credit Shop</title>
<style>${STYLE}</style>`,
    body: `<main>
<p class="brand">Game Credit Shop</p>
<h1>${title}</h1>
<p class="updated">${escapeHtml(texts.lastUpdated)}</p>
<p class="demo" role="note">${escapeHtml(texts.demoNote)}</p>
<p class="intro">${escapeHtml(page.intro)}</p>
${page.sections.map((section) => renderSection(section, payoutFee)).join('\n')}
</main>`,
  });
}

/** Country and language of `{kind}_{cc}.xhtml`, or undefined for any other file name or a country without this page. */
export function helpPageOf(
  kind: HelpDocumentKind,
  fileName: string,
): { country: string; language: HelpLanguage } | undefined {
  const match = /^([a-z]+)_([a-z]{2})\.xhtml$/.exec(fileName);
  if (match === null || match[1] !== kind) return undefined;
  const country = match[2] ?? '';
  if (NOT_OFFERED[kind].includes(country)) return undefined;
  const language = HELP_COUNTRY_LANGUAGES.get(country);
  return language === undefined ? undefined : { country, language };
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-store').send(['not-found']);
}

export async function helpRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  for (const kind of HELP_DOCUMENT_KINDS) {
    app.get<{ Params: { file: string } }>(`/gd/help/${kind}_pages/:file`, async (request, reply) => {
      const page = helpPageOf(kind, request.params.file);
      if (page === undefined) return notFound(reply);
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(renderHelpPage(page.language, kind, helpPayoutFeeOf(page.country)));
    });
  }
}
