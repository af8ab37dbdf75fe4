// The host platform's rules: user data, address reads and writes, where a player may enter the shop.
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
import { type AddressRead, addressWriteSchema, type UserData } from '@shop/contracts/user';
import { PERSONAL_FIELD_ERROR_CODES } from '@shop/domain/errors';
import {
  fromAddressRead,
  hasAddressChanged,
  type PersonalData,
  validatePersonalData,
  validatePersonalField,
} from '@shop/domain/personal';
import type { AppDeps } from '../../app-deps.ts';
import { hashSecret } from '../auth/auth.service.ts';
import { findExpressOffer } from '../express/express.service.ts';
import { EXPRESS_SCREEN_PATH } from '../express/express-pages.ts';
import { findUserById, findUserBySession, updateAddress } from '../users/users.repository.ts';
import { isAddressComplete, toAddressRead, toPersonalData, toUserData } from '../users/users.service.ts';

/**
 * GET /gd/rest/me/userData for the session's player in one read (the user data, or with `address` the address); null
 * when the session is missing, unknown or expired.
 */
export async function getSessionUserData(
  deps: AppDeps,
  sessionId: string | undefined,
  wantsAddress: boolean,
): Promise<UserData | AddressRead | null> {
  if (sessionId === undefined || sessionId === '') return null;
  const user = await findUserBySession(deps.db, hashSecret(sessionId), deps.clock.now());
  if (user === undefined) return null;
  return wantsAddress ? toAddressRead(user) : toUserData(user, deps.config.publicUrl);
}

/** SPEC §8 code 31 (personal data): the body is not an address at all. */
export const MALFORMED_ADDRESS_CODE = '31';

export type SaveAddressResult =
  | { kind: 'saved' }
  | { kind: 'invalid'; codes: string[] }
  | { kind: 'locked'; redirect: string }
  | { kind: 'unknown-user' };

/**
 * Validates and stores the address. A money player's complete address is their verified identity:
 * changing it here is refused with a redirect to the platform's user settings (409).
 */
export async function saveAddress(deps: AppDeps, userId: number, body: unknown): Promise<SaveAddressResult> {
  const parsed = addressWriteSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', codes: [MALFORMED_ADDRESS_CODE] };
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { kind: 'unknown-user' };

  const today = deps.clock.now();
  const before = toPersonalData(user);
  const { referer: _referer, ...write } = parsed.data;
  const [birthYear, birthMonth, birthDay] = write.birthdate.split('-').map(Number);
  const after: PersonalData = {
    ...fromAddressRead({ address: { ...write }, gender: write.gender, birthdate: null }),
    // Kept as sent (the contract guarantees digits), so 2000-02-31 is a wrong day, not a missing date.
    birthYear: birthYear ?? null,
    birthMonth: birthMonth ?? null,
    birthDay: birthDay ?? null,
  };
  if (user.actor_type === 'g' && isAddressComplete(user, today) && hasAddressChanged(before, after)) {
    return { kind: 'locked', redirect: `${deps.config.publicUrl}/platform/user-settings` };
  }
  const codes = personalErrorCodes(after, { country: user.country, today });
  if (codes.length > 0) return { kind: 'invalid', codes };

  await updateAddress(deps.db, userId, {
    gender: write.gender,
    firstName: write.firstName.trim(),
    surname: write.surname.trim(),
    street1: write.street1.trim(),
    street2: write.street2.trim(),
    zipCode: write.zipCode.trim(),
    city: write.city.trim(),
    stateCode: user.country === 'US' ? write.stateCode.trim().toUpperCase() : write.stateCode.trim(),
    birthdate: write.birthdate,
  });
  return { kind: 'saved' };
}

/** The SPEC §8 field codes of every failing field, in form order; the first is the one the client shows. */
export function personalErrorCodes(data: PersonalData, context: { country: string; today: Date }): string[] {
  const errors = validatePersonalData(data, context);
  const codes: string[] = [];
  const add = (failed: boolean, code: string) => {
    if (failed && !codes.includes(code)) codes.push(code);
  };
  add(errors.firstName !== undefined, PERSONAL_FIELD_ERROR_CODES.firstName);
  add(errors.surname !== undefined, PERSONAL_FIELD_ERROR_CODES.surname);
  add(errors.street1 !== undefined || errors.street2 !== undefined, PERSONAL_FIELD_ERROR_CODES.street1);
  add(errors.zipCode !== undefined, PERSONAL_FIELD_ERROR_CODES.zipCode);
  add(errors.city !== undefined, PERSONAL_FIELD_ERROR_CODES.city);
  add(errors.stateCode !== undefined, PERSONAL_FIELD_ERROR_CODES.stateCode);
  if (errors.birthdate !== undefined) codes.push(birthdateCode(data, context, errors.birthdate));
  return codes;
}

function birthdateCode(data: PersonalData, context: { country: string; today: Date }, error: string): string {
  if (error === 'underage') return PERSONAL_FIELD_ERROR_CODES.age;
  if (validatePersonalField('birthMonth', data, context) !== null) return PERSONAL_FIELD_ERROR_CODES.birthMonth;
  if (validatePersonalField('birthYear', data, context) !== null) return PERSONAL_FIELD_ERROR_CODES.birthYear;
  // A day the month does not have, or a date in the future.
  return PERSONAL_FIELD_ERROR_CODES.birthDay;
}

/** Who may enter the shop (SPEC §6 Access; docs/conventions.md). */
export function navigationTargetFor(user: { blocked: boolean; email_validated: boolean }): PaymentNavigationTarget {
  if (user.blocked) return { target: 'ACCESS_DENIED', url: '/platform/user-blocked', reason: 'USER_BLOCKED' };
  if (!user.email_validated) {
    return { target: 'ACCESS_DENIED', url: '/platform/email-not-valid', reason: 'EMAIL_NOT_VALIDATED' };
  }
  return { target: 'SHOP_WEB', url: null, reason: null };
}

/**
 * The quick-deposit entry (issue 8) is EXPRESS_PAYMENT with the shop's express screen as url when the player
 * may enter and has an express offer (an available favourite and a last used amount to pay); otherwise the
 * entry is an ordinary SHOP_WEB one, so a stale quick-deposit link still opens the shop.
 */
export async function getNavigationTarget(
  deps: AppDeps,
  userId: number,
  entry: { express: boolean } = { express: false },
): Promise<PaymentNavigationTarget | null> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return null;
  const target = navigationTargetFor(user);
  if (target.target !== 'SHOP_WEB' || !entry.express) return target;
  const offer = await findExpressOffer(deps, userId);
  return offer === null ? target : { target: 'EXPRESS_PAYMENT', url: EXPRESS_SCREEN_PATH, reason: null };
}
