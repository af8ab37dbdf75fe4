// A translated text with links in it: the text marks each link as `<name>words</name>` (as react-i18next's
// <Trans> reads them), and each mark becomes its element around the words. The review's acceptance texts are
// the shop's only texts with links; <Trans> with its HTML parser cost 6 KB gzip on the review (issue 11).
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const LINK_MARK = /<(\w+)>(.*?)<\/\1>/gs;

export function LinkedText({ text, links }: { text: string; links: Record<string, ReactElement> }) {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK_MARK)) {
    const [mark, name = '', words] = match;
    const link = links[name];
    pieces.push(
      text.slice(at, match.index),
      link === undefined ? words : cloneElement(link, { key: match.index }, words),
    );
    at = match.index + mark.length;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}
