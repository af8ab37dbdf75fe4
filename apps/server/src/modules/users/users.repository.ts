// Queries on players: lookup by id or name, profile insert, address update.
import type { PersonalData } from '@shop/domain/personal';
import type { Insertable, Selectable } from 'kysely';
import { compiledOnce, type Db, hotRows, type Trx, type UsersTable } from '../../db/database.ts';

export type UserRow = Omit<Selectable<UsersTable>, 'password_hash'>;

/** The columns of a player's address and salutation: what address completeness (users.service.ts) reads. */
export const ADDRESS_COLUMNS = [
  'country',
  'gender',
  'first_name',
  'surname',
  'street1',
  'street2',
  'zip_code',
  'state_code',
  'city',
  'birthdate',
] as const;

/** The player's columns GET /gd/rest/me/userData answers with (toUserData), its address form's included (toAddressRead). */
export const SESSION_USER_COLUMNS = [
  'id',
  'user_name',
  'actor_type',
  'locale',
  'view_lang',
  'lang',
  'loyalty',
  'avatar_url',
  'gd_currency',
  'gd_currency_type',
  ...ADDRESS_COLUMNS,
] as const;

export const USER_COLUMNS = [
  ...SESSION_USER_COLUMNS,
  'email_validated',
  'blocked',
  'created_at',
  'email',
  'deposit_block_reason',
  'deposit_block_amount',
  'subscription_signup_blocked',
  'closed_at',
] as const;

export type AddressRow = Pick<UserRow, (typeof ADDRESS_COLUMNS)[number]>;

export type SessionUserRow = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>;

/**
 * The player of a live session (the session id's SHA-256), in one statement: GET /gd/rest/me/userData, which every
 * page of the shop waits for, reads this (issue 27: it read the session, then the player, each a statement Kysely
 * built and compiled on every call). Compiled once, a named prepared statement on PostgreSQL. Only the columns the
 * answer shows: pg builds a parser per column of the row description and parses each column on every call, and the
 * two timestamps among the player's other columns were each parsed into a Date nobody read (issue 27, session 30).
 * `now` goes as ISO text (the same instant for the timestamptz it is compared with), not a Date pg formats per call.
 */
export async function findUserBySession(db: Db, idHash: string, now: Date): Promise<SessionUserRow | undefined> {
  const query = compiledOnce(
    db,
    'session-user',
    (slot) =>
      db
        .selectFrom('users')
        .select(SESSION_USER_COLUMNS)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('sessions')
            .select('sessions.user_id')
            .where('sessions.id_hash', '=', slot('idHash'))
            .where('sessions.expires_at', '>', slot('now')),
        ),
    { idHash, now: now.toISOString() },
  );
  const [row] = await hotRows(db, query);
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** The player's name, address and language (an e-mail's recipient), in the caller's transaction. */
export async function findMailRecipientById(
  db: Db | Trx,
  userId: number,
): Promise<{ user_name: string; email: string | null; lang: string }> {
  return db
    .selectFrom('users')
    .select(['user_name', 'email', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function findUserNameById(db: Db | Trx, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('user_name').where('id', '=', userId).executeTakeFirst();
  return row?.user_name;
}

export async function findCredentialsByUserName(
  db: Db,
  userName: string,
): Promise<{ id: number; password_hash: string } | undefined> {
  // A closed account no longer logs in.
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('user_name', '=', userName)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

export async function findPasswordHashById(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The player's personal data as the address form saves it: the salutation as a gender, the birth date as one date. */
export type AddressUpdate = Omit<PersonalData, 'salutation' | 'birthDay' | 'birthMonth' | 'birthYear'> & {
  gender: 'm' | 'f';
  birthdate: string;
};

export async function updateAddress(db: Db, userId: number, address: AddressUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({
      gender: address.gender,
      first_name: address.firstName,
      surname: address.surname,
      street1: address.street1,
      street2: address.street2,
      zip_code: address.zipCode,
      city: address.city,
      state_code: address.stateCode,
      birthdate: address.birthdate,
    })
    .where('id', '=', userId)
    .execute();
}

export interface DemoPlayerRow {
  user_name: string;
  country: string;
  actor_type: 'b' | 'g';
  gd_currency: string;
}

export async function listUsersForLogin(db: Db): Promise<DemoPlayerRow[]> {
  return db.selectFrom('users').select(['user_name', 'country', 'actor_type', 'gd_currency']).orderBy('id').execute();
}

/** SPEC §4: a practice player (b) becomes a money player (g) with the first deposit. True when this call did it. */
export async function promoteToMoneyPlayer(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx
    .updateTable('users')
    .set({ actor_type: 'g' })
    .where('id', '=', userId)
    .where('actor_type', '=', 'b')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The player closed the account at the platform (kept when it was closed before). */
export async function markAccountClosed(trx: Trx, userId: number, at: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ closed_at: at })
    .where('id', '=', userId)
    .where('closed_at', 'is', null)
    .execute();
}
