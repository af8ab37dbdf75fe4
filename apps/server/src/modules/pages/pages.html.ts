// Plain server-rendered HTML for the demo platform: one layout, escaped values, no client script.
import { escapeHtml, htmlDocument } from '@shop/domain/html';
import type { Language } from '@shop/domain/language';
import { type PageTextKey, pageText } from './pages.i18n.ts';

export { escapeHtml };

/** A translated text, escaped for HTML. */
export function text(
  language: Language,
  key: PageTextKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return escapeHtml(pageText(language, key, values, count));
}

// Sizes in rem, so the browser's text size (200 %, WCAG 1.4.4) grows everything; long words (German headings,
// e-mail addresses) wrap rather than leave their cards, and the demo players' table stacks on a phone so the
// page never scrolls sideways at 320–390 px (WCAG 1.4.10; issue 24 item 22).
const STYLE = `
  *{box-sizing:border-box}
  html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
  body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#f3f5f9;overflow-wrap:break-word}
  header{background:#18315c;color:#fff;padding:.75rem 1rem}
  header a{color:#fff;text-decoration:none;font-weight:600}
  main{max-width:52rem;margin:1.5rem auto;padding:0 1rem}
  h1,h2,h3{overflow-wrap:anywhere;hyphens:auto}
  h1{font-size:1.6rem;margin:.5rem 0 1rem}
  h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
  .card{background:#fff;border-radius:.5rem;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem;min-width:0}
  table{width:100%;border-collapse:collapse}
  th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e3e7ee}
  form.inline{margin:0}
  label{display:block;margin:.5rem 0 .2rem;font-weight:600}
  input[type=text],input[type=password]{width:100%;max-width:20rem;padding:.5rem;border:1px solid #b8c0cc;border-radius:.3rem;font:inherit}
  button,.button{display:inline-block;max-width:100%;min-height:2.75rem;padding:.45rem .9rem;border:0;border-radius:.3rem;background:#1f6feb;color:#fff;font:inherit;cursor:pointer;text-decoration:none}
  button.secondary,.button.secondary{background:#5b6577}
  .error{color:#a4161a;background:#fde8e8;border-radius:.3rem;padding:.5rem .75rem}
  .notice{background:#fff4d6;border-radius:.3rem;padding:.5rem .75rem}
  .balance{font-size:1.4rem;font-weight:700}
  .actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
  @media (max-width:40rem){
    table.players thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
    table.players tr{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .75rem;padding:.5rem 0;border-bottom:1px solid #e3e7ee}
    table.players td{display:block;padding:.1rem 0;border:0}
    table.players td:first-child{flex:1 1 100%;font-weight:600}
    table.players td:nth-child(2){display:none}
    table.players td:last-child{flex:1 1 100%}
    table.players td:last-child button{width:100%}
  }
`;

export function renderPage(input: { language: Language; title: PageTextKey; body: string }): string {
  return renderPageTitled({ language: input.language, title: text(input.language, input.title), body: input.body });
}

/** The layout with a title that is already translated and escaped. */
export function renderPageTitled(input: { language: Language; title: string; body: string }): string {
  const { title } = input;
  return htmlDocument({
    lang: input.language,
    head: `<title>${title}</title>
<style>${STYLE}</style>`,
    body: `<header><a href="/platform/games">${text(input.language, 'platformName')}</a></header>
<main>
<h1>${title}</h1>
${input.body}
</main>`,
  });
}

export function backToGamesLink(language: Language): string {
  return `<p><a class="button secondary" href="/platform/games">${text(language, 'backToGames')}</a></p>`;
}

export const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="32" fill="#18315c"/><circle cx="32" cy="25" r="11" fill="#fff"/>
<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>`;
