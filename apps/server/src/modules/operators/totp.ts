// The operators' second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s step, ±1 step) with otplib. A code is
// accepted once: the caller stores the accepted time step and passes it back, and codes of that step or any
// earlier one are refused (replay). otplib compares codes in constant time.
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now, for the drift between the operator's phone and the server. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = 'Game Shop console';
const CODE = /^\d{6}$/;

/** A new random base32 secret (20 bytes, the authenticator apps' default). */
export function newTotpSecret(): string {
  return generateSecret();
}

function epochOf(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}

/** The code an authenticator shows at `at` (tests, and the test-support API). */
export function totpCodeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: epochOf(at) });
}

/** The RFC 6238 time step of an instant. */
export function totpStepAt(at: Date): number {
  return Math.floor(epochOf(at) / TOTP_PERIOD_SECONDS);
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/**
 * The time step of `code` when it is valid at `now` (±1 step) and later than `lastAcceptedStep`; `replayed` for a
 * code that is valid but of that step or an earlier one (already used, or a later one was); `invalid` otherwise.
 */
export function checkTotpCode(secret: string, code: string, now: Date, lastAcceptedStep: number | null): TotpCheck {
  if (!CODE.test(code)) return { ok: false, reason: 'invalid' };
  const result = verifySync({ secret, token: code, epoch: epochOf(now), epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'invalid' };
  if (lastAcceptedStep !== null && result.timeStep <= lastAcceptedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step: result.timeStep };
}

/** What an authenticator app scans (as a QR code) or takes typed in: otpauth://totp/… */
export function totpProvisioningUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}
