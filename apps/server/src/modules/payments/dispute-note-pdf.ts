// The operator's defence note as a one-page PDF (issue 23: Adyen's Disputes API takes defense documents as PDF,
// JPEG or TIFF, not plain text). A minimal PDF 1.4: one page, Helvetica 10 pt, the note wrapped at 90 characters,
// at most 60 lines (the note is at most 2000 characters). Characters outside Latin-1 are written as '?'
// (Helvetica's WinAnsi encoding has no others).
import { pdfFileOf } from './pdf-file.ts';

const LINE_LENGTH = 90;
const MAX_LINES = 60;

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      for (let rest = word; rest.length > 0; ) {
        const room = line === '' ? LINE_LENGTH : LINE_LENGTH - line.length - 1;
        if (rest.length <= room) {
          line = line === '' ? rest : `${line} ${rest}`;
          rest = '';
        } else if (line !== '') {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, LINE_LENGTH));
          rest = rest.slice(LINE_LENGTH);
        }
      }
    }
    lines.push(line);
  }
  return lines.slice(0, MAX_LINES);
}

/** A PDF string literal: Latin-1 only, with (, ) and \ escaped. */
function pdfText(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** A one-page PDF with the title and the note. */
export function notePdf(title: string, note: string): Buffer {
  const lines = [title, '', ...wrap(note)];
  const content = ['BT', '/F1 10 Tf', '14 TL', '50 800 Td', ...lines.map((line) => `${pdfText(line)} '`), 'ET'].join(
    '\n',
  );
  return pdfFileOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]);
}
