// The customer support form event (SPEC §1 footer, §7): the shop emits 'support-form:open' on window with
// the context of the screen the player is on; the footer answers it with the support modal
// (components/layout/support-modal.tsx), which opens the platform's form app (/platform/support) in a frame,
// prefilled through the URL. A host platform that shows its own form can listen first and call preventDefault().
import { isSupportTopic, type SupportTopic } from '@shop/contracts/support-topics';
import { isRecord } from './is-record';
import { readPurchaseTid } from './purchase-tid';

export type SupportContext = {
  topic: SupportTopic;
  /** A purchase tid, error code or payout reference: a prefill the player can change. */
  reference: string;
  /** The shop screen (path) the player came from, for the support team. */
  screen: string;
};

export const SUPPORT_FORM_EVENT = 'support-form:open';

/** Emits the event; the support modal (or the host platform) opens the form. */
export function openSupportForm(context: SupportContext): void {
  window.dispatchEvent(new CustomEvent<SupportContext>(SUPPORT_FORM_EVENT, { detail: context, cancelable: true }));
}

/** The context a support form event asks for; null when a host platform took the event over (or it is not one). */
export function supportContextOf(event: Event): SupportContext | null {
  if (event.defaultPrevented || !(event instanceof CustomEvent) || !isRecord(event.detail)) return null;
  const { topic, reference, screen } = event.detail;
  return {
    topic: isSupportTopic(topic) ? topic : 'other',
    reference: typeof reference === 'string' ? reference : '',
    screen: typeof screen === 'string' ? screen : '',
  };
}

/** The purchase this tab ran last, if any: its tid is what support needs first. */
export function currentPurchaseTid(): string {
  return readPurchaseTid();
}

// SPEC §8 codes whose message tells the player to contact support, and what they are about.
const SUPPORT_ERROR_TOPICS: Readonly<Record<string, SupportTopic>> = {
  '3': 'account',
  '43': 'account',
  '47': 'account',
  forbidden: 'deposit',
  forbidden_payout: 'payout',
  'not-allowed': 'payout',
};

/** Whether the error page for this code tells the player to contact support (and so offers the form). */
export function errorNeedsSupport(code: string): boolean {
  return Object.hasOwn(SUPPORT_ERROR_TOPICS, code);
}

/** An error page: the code and the purchase's tid as the reference. */
export function errorSupportContext(code: string, screen: string): SupportContext {
  const topic = SUPPORT_ERROR_TOPICS[code] ?? (code.includes('payout') ? 'payout' : 'deposit');
  const tid = topic === 'payout' ? '' : currentPurchaseTid();
  return { topic, reference: [code, tid].filter((part) => part !== '').join(' / '), screen };
}

function decodedPathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const DEPOSIT_SCREENS = /^\/(provider|personal|review|processing|postprocessing|forwarding|end|end-banktransfer)(\/|$)/;

/** What the footer's link sends: the context of the screen the player is on. */
export function supportContextFor(pathname: string): SupportContext {
  const error = /^\/error\/([^/]+)$/.exec(pathname);
  if (error?.[1] !== undefined) return errorSupportContext(decodedPathPart(error[1]), pathname);
  if (pathname === '/payout' || pathname.startsWith('/payout/')) {
    return { topic: 'payout', reference: '', screen: pathname };
  }
  if (pathname === '/subscription') return { topic: 'saver-package', reference: '', screen: pathname };
  if (pathname === '/' || DEPOSIT_SCREENS.test(pathname)) {
    return { topic: 'deposit', reference: currentPurchaseTid(), screen: pathname };
  }
  return { topic: 'other', reference: '', screen: pathname };
}
