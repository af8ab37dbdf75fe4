// Player rules shared by the platform and deposit modules: wire shapes of a player and address completeness.
import { type AddressRead, type GdCurrency, gdCurrencySchema, type UserData } from '@shop/contracts/user';
import { fromAddressRead, type PersonalData, validatePersonalData } from '@shop/domain/personal';
import type { AddressRow, SessionUserRow, UserRow } from './users.repository.ts';

export function gdCurrencyOf(user: Pick<UserRow, 'gd_currency'>): GdCurrency {
  const parsed = gdCurrencySchema.safeParse(user.gd_currency);
  if (!parsed.success) throw new Error(`Unknown game currency ${user.gd_currency}`);
  return parsed.data;
}

export function toUserData(user: Omit<SessionUserRow, 'id'> & Pick<UserRow, 'id'>, publicUrl: string): UserData {
  return {
    userId: user.id,
    userName: user.user_name,
    viewLang: user.view_lang,
    lang: user.lang,
    loyalty: user.loyalty,
    userCountry: user.country,
    userLocale: user.locale,
    gender: user.gender,
    avatarUrl: user.avatar_url.startsWith('/') ? `${publicUrl}${user.avatar_url}` : user.avatar_url,
    gdCurrency: gdCurrencyOf(user),
    gdCurrencyType: user.gd_currency_type,
    actorType: user.actor_type,
  };
}

export function toAddressRead(user: AddressRow): AddressRead {
  return {
    address: {
      firstName: user.first_name,
      surname: user.surname,
      street1: user.street1,
      street2: user.street2,
      zipCode: user.zip_code,
      stateCode: user.state_code,
      city: user.city,
    },
    gender: user.gender,
    birthdate: user.birthdate,
  };
}

export function toPersonalData(user: AddressRow): PersonalData {
  return fromAddressRead(toAddressRead(user));
}

/** Complete = the stored address would pass the personal-data form as it stands (salutation and birth date included). */
export function isAddressComplete(user: AddressRow, today: Date): boolean {
  const errors = validatePersonalData(toPersonalData(user), { country: user.country, today });
  return Object.keys(errors).length === 0;
}

/** Money players whose address is complete count as identified (SPEC §3 userIdentityVerified). */
export function isIdentityVerified(user: AddressRow & Pick<UserRow, 'actor_type'>, today: Date): boolean {
  return user.actor_type === 'g' && isAddressComplete(user, today);
}

/** The name a bank transfer's purpose and the PSP's shopper carry: the player's name, else the user name. */
export function playerNameOf(user: Pick<UserRow, 'first_name' | 'surname' | 'user_name'>): string {
  const name = `${user.first_name.trim()} ${user.surname.trim()}`.trim();
  return name === '' ? user.user_name : name;
}
