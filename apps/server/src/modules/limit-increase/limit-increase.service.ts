// Raising a direct-debit deposit limit (SPEC §4, §7): the player asks for the form by e-mail; the request
// stays pending until an operator approves it. Only the direct-debit providers with a limit form qualify.
import { LIMIT_INCREASE_PROVIDER_CODES } from '@shop/contracts/limit-increase';
import type { Db } from '../../db/database.ts';
import { pdfFileOf } from '../payments/pdf-file.ts';
import { findUserNameById } from '../users/users.repository.ts';
import { hasPendingLimitIncreaseRequest, insertLimitIncreaseRequestOnce } from './limit-increase.repository.ts';

export function isLimitIncreaseProvider(code: string): boolean {
  return (LIMIT_INCREASE_PROVIDER_CODES as readonly string[]).includes(code);
}

export async function hasPendingLimitIncrease(db: Db, userId: number, providerCode: string): Promise<boolean> {
  return hasPendingLimitIncreaseRequest(db, userId, providerCode);
}

/** Where the demo platform "mails" the form: the player's address on the platform. */
function recipientFor(userName: string): string {
  return `${userName}@players.example`;
}

/** Records the request (once: a second press answers the open request) and returns the recipient. */
export async function requestLimitIncrease(
  db: Db,
  userId: number,
  providerCode: string,
  now: Date,
): Promise<string | null> {
  const userName = await findUserNameById(db, userId);
  if (userName === undefined) return null;
  const recipient = recipientFor(userName);
  await insertLimitIncreaseRequestOnce(db, { userId, providerCode, recipient, at: now });
  return recipient;
}

/** The blank form as a one-page PDF (plain PDF 1.4 with one text object; offsets computed, not guessed). */
export function limitIncreaseFormPdf(providerCode: string): Buffer {
  const lines = [
    'Game Credit Shop - Deposit limit increase',
    `Payment method: ${providerCode}`,
    'Name: ______________________________',
    'Player name: _______________________',
    'Requested monthly limit: ___________',
    'Date and signature: ________________',
    'Please sign and send this form to customer support.',
  ];
  const escapePdfText = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
  const content = ['BT /F1 14 Tf 56 780 Td 18 TL', ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`), 'ET'].join(
    '\n',
  );
  return pdfFileOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
