// Plain server-rendered HTML for the sandbox's pages: one layout, escaped values, no client script.
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Sandbox pages load nothing from elsewhere and cannot be framed. */
export const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#eef1f6}
  .bar{display:flex;align-items:center;justify-content:space-between;gap:.5rem;background:#24292f;color:#fff;padding:.6rem 1rem;font-weight:600}
  .badge{background:#f5a623;color:#24292f;border-radius:1rem;padding:.1rem .6rem;font-size:.75rem;letter-spacing:.04em}
  main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}
  .panel{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem}
  .provider{margin:0;font-size:1.5rem;font-weight:700}
  .amount{margin:.25rem 0 1rem;font-size:2.25rem;font-weight:700;font-variant-numeric:tabular-nums}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:0;font-size:.9rem}
  dt{color:#5b6577}
  dd{margin:0;overflow-wrap:anywhere}
  h2{font-size:1rem;margin:0 0 .75rem}
  .choices{display:grid;gap:.6rem}
  button,.button{display:block;width:100%;padding:.8rem 1rem;border:0;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .approve{background:#1a7f37;color:#fff}
  .decline{background:#cf222e;color:#fff}
  .neutral{background:#fff;color:#1d2433;box-shadow:inset 0 0 0 1px #8c959f}
  .link{background:#0969da;color:#fff}
  button:focus-visible,.button:focus-visible,select:focus-visible{outline:3px solid #0969da;outline-offset:2px}
  details{margin-top:1rem;font-size:.9rem}
  summary{cursor:pointer;color:#0969da}
  label{display:block;margin:.5rem 0 .25rem}
  select{font:inherit;padding:.4rem;border-radius:.4rem;border:1px solid #8c959f;width:100%}
  .hint{font-size:.85rem;color:#5b6577;margin:.75rem 0 0}
  .status{font-size:1.1rem;font-weight:700}
`;

/** `lang` and `testMode` (the badge's text) follow the shopper's language; English by default. */
export function renderPage(input: { title: string; body: string; lang?: string; testMode?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(input.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} · PSP Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<div class="bar"><span>PSP Sandbox</span><span class="badge">${escapeHtml(input.testMode ?? 'TEST MODE')}</span></div>
<main>
${input.body}
</main>
</body>
</html>`;
}
