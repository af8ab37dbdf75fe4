// Players the seed does not have, written straight into the database, and the address forms a German and a French
// player send.
import type { AddressWrite } from '@shop/contracts/user';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { TEST_PASSWORD_COST } from './test-password.ts';

/** The address form's fields as the shop's personal-data page posts them for Max Mustermann in Berlin. */
export const TEST_ADDRESS = {
  gender: 'm',
  firstName: 'Max',
  surname: 'Mustermann',
  birthdate: '1980-01-01',
  street1: 'Hauptstraße 1',
  street2: '',
  zipCode: '10115',
  city: 'Berlin',
  stateCode: '',
  referer: 'shop',
};

/** The address form's fields as the shop's personal-data page posts them for Marie Curie in Paris. */
export const FRENCH_ADDRESS: AddressWrite = {
  gender: 'f',
  firstName: 'Marie',
  surname: 'Curie',
  birthdate: '1990-05-17',
  street1: 'Rue de Rivoli 1',
  street2: '',
  zipCode: '75001',
  city: 'Paris',
  stateCode: '',
  referer: 'shop',
};

/** Where a player inserted by insertTestPlayer lives and pays. */
export const DUTCH_EUR = { country: 'NL', locale: 'nl-NL', language: 'nl', gdCurrency: 'EUR' } as const;
export const AMERICAN_GUSD = { country: 'US', locale: 'en-US', language: 'en', gdCurrency: 'GUSD' } as const;

/** Inserts a money player `userName` (password demo1234, no gender or birth date) of `home`. */
export async function insertTestPlayer(
  db: Db,
  userName: string,
  home: { country: string; locale: string; language: string; gdCurrency: string },
): Promise<void> {
  await insertUser(db, {
    created_at: new Date(),
    user_name: userName,
    password_hash: await hashPassword('demo1234', TEST_PASSWORD_COST),
    actor_type: 'g',
    country: home.country,
    locale: home.locale,
    view_lang: home.language,
    lang: home.language,
    gd_currency: home.gdCurrency,
    gd_currency_type: 'REAL',
    gender: null,
    birthdate: null,
  });
}
