import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlDocument } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('htmlDocument', () => {
  it('frames head and body in a document of the language, escaping the language', () => {
    const page = htmlDocument({
      lang: 'de"',
      head: '<title>T</title>',
      body: '<p>B</p>',
      bodyAttributes: ' class="x"',
    });
    expect(page).toBe(
      '<!doctype html>\n<html lang="de&quot;">\n<head>\n<meta charset="utf-8">\n' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>T</title>\n</head>\n' +
        '<body class="x">\n<p>B</p>\n</body>\n</html>',
    );
  });
});
