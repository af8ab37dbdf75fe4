// Server-rendered HTML (the server's pages and e-mails, the PSP sandbox's pages): escaped values in one frame.

/** Text or an attribute value made safe to stand in HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A whole HTML document in `lang`: UTF-8 and the device's width, then `head` (title, style, further meta) and `body`,
 * both HTML already; `bodyAttributes` (with their leading space) go on the body element.
 */
export function htmlDocument(page: { lang: string; head: string; body: string; bodyAttributes?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.head}
</head>
<body${page.bodyAttributes ?? ''}>
${page.body}
</body>
</html>`;
}
