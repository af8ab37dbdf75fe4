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

/**
 * The time step of `code` when it is valid at `now` (±1 step) and later than `lastAcceptedStep`; null otherwise.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastAcceptedStep: number | null,
): number | null {
  if (!CODE.test(code)) return null;
  // otplib throws when the last step lies beyond the window (a clock set back): nothing there can be accepted.
  if (lastAcceptedStep !== null && lastAcceptedStep >= totpStepAt(now) + 1) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: epochOf(now),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastAcceptedStep === null ? {} : { afterTimeStep: lastAcceptedStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** What an authenticator app scans (as a QR code) or takes typed in: otpauth://totp/… */
export function totpProvisioningUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}
