// The frame of a minimal PDF 1.4 file, shared by the one-page PDFs the server writes (dispute-note-pdf.ts, the
// limit-increase form): the objects, then the cross-reference table of their byte offsets (computed, not guessed).

/** A PDF of the given objects, numbered from 1 in order; object 1 is the catalog. Latin-1 bytes. */
export function pdfFileOf(objects: readonly string[]): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
