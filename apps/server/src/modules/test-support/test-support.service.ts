// Test support for the browser journeys (ENABLE_TEST_API): each journey makes its own player as a copy of a
// seeded one, so journeys never change the players others rely on, and reads back balances and purchases.
import { randomBytes } from 'node:crypto';
import { CURRENCIES, type GdCurrency } from '@shop/domain/money';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { UsersTable } from '../../db/database.ts';
import { DEMO_PASSWORD, STARTING_BALANCE_MINOR } from '../../db/seed-data.ts';
import { ensureAccount, writeLedgerTransaction } from '../ledger/ledger.repository.ts';
import { fundPlayerFromPlatform, getPlayerBalance } from '../ledger/ledger.service.ts';
import {
  applyTestPlayerPayoutOptions,
  InvalidTestPayoutError,
  type TestPlayerPayoutOptions,
} from './test-player-payouts.ts';
import {
  copyPlayerAttachments,
  type FullUserRow,
  findFullUserByName,
  insertUserCopy,
  listPurchasesOfUser,
  setTestDepositBlock,
} from './test-support.repository.ts';

export interface NewTestPlayer extends TestPlayerPayoutOptions {
  /** The seeded player to copy, e.g. money-de. */
  template: string;
  country?: string | undefined;
  locale?: string | undefined;
  lang?: string | undefined;
  gdCurrency?: GdCurrency | undefined;
  actorType?: 'b' | 'g' | undefined;
  /** Default: as the template. True on a template without an address gives a complete default one. */
  withAddress?: boolean | undefined;
  /** A money player's starting withdrawable balance (minor units); default STARTING_BALANCE_MINOR. */
  withdrawable?: number | undefined;
  /**
   * A direct debit of this amount (minor units) the bank returned after it was credited: its credit taken back
   * from the withdrawable balance (below zero when the balance was smaller) and deposits blocked (SPEC §4).
   */
  returnedDebit?: number | undefined;
}

export interface CreatedTestPlayer {
  userName: string;
  userId: number;
  password: string;
}

export type CreateTestPlayerResult =
  | { kind: 'created'; player: CreatedTestPlayer }
  | { kind: 'unknown-template' }
  /** A pending payout the new player could not have made (not more than the fee, more than its balance). */
  | { kind: 'invalid' };

type AddressColumns = Pick<
  FullUserRow,
  'gender' | 'first_name' | 'surname' | 'street1' | 'street2' | 'zip_code' | 'state_code' | 'city' | 'birthdate'
>;

const NO_ADDRESS: AddressColumns = {
  gender: null,
  first_name: '',
  surname: '',
  street1: '',
  street2: '',
  zip_code: '',
  state_code: '',
  city: '',
  birthdate: null,
};

/** For a template without an address; passes the personal-data rules in every country (the state counts only in the US). */
const DEFAULT_ADDRESS: AddressColumns = {
  gender: 'm',
  first_name: 'Max',
  surname: 'Mustermann',
  street1: 'Hauptstraße 1',
  street2: '',
  zip_code: '10115',
  state_code: '',
  city: 'Berlin',
  birthdate: '1985-04-12',
};

/** A state the US rules accept (not one of the forbidden ones). */
const DEFAULT_US_STATE = 'NY';

function hasAddress(user: FullUserRow): boolean {
  return user.first_name.trim() !== '' || user.street1.trim() !== '' || user.birthdate !== null;
}

function addressOf(template: FullUserRow, withAddress: boolean, country: string): AddressColumns {
  if (!withAddress) return NO_ADDRESS;
  const address: AddressColumns = hasAddress(template)
    ? {
        gender: template.gender,
        first_name: template.first_name,
        surname: template.surname,
        street1: template.street1,
        street2: template.street2,
        zip_code: template.zip_code,
        state_code: template.state_code,
        city: template.city,
        birthdate: template.birthdate,
      }
    : DEFAULT_ADDRESS;
  // A US player needs an allowed state for a complete address; elsewhere the state is ignored.
  if (country === 'US' && address.state_code.trim() === '') return { ...address, state_code: DEFAULT_US_STATE };
  return address;
}

function uniqueUserName(template: string): string {
  return `${template}-${randomBytes(4).toString('hex')}`;
}

/**
 * One transaction: the user row copied (password hash included) with the overrides, its last used
 * amounts, provider and payout blocks, PayPal deposit accounts and saved instruments, for a money player
 * the seed's starting balance (or `withdrawable`), then the payout overrides.
 */
export async function createTestPlayer(deps: AppDeps, input: NewTestPlayer): Promise<CreateTestPlayerResult> {
  try {
    return await insertTestPlayer(deps, input);
  } catch (error) {
    if (error instanceof InvalidTestPayoutError) return { kind: 'invalid' };
    throw error;
  }
}

async function insertTestPlayer(deps: AppDeps, input: NewTestPlayer): Promise<CreateTestPlayerResult> {
  return deps.db.transaction().execute(async (trx) => {
    const template = await findFullUserByName(trx, input.template);
    if (template === undefined) return { kind: 'unknown-template' } as const;

    const { id: templateId, created_at: _createdAt, ...columns } = template;
    const country = input.country ?? template.country;
    const gdCurrency = input.gdCurrency ?? template.gd_currency;
    const actorType = input.actorType ?? template.actor_type;
    const userName = uniqueUserName(template.user_name);
    const values: Insertable<UsersTable> = {
      ...columns,
      ...addressOf(template, input.withAddress ?? hasAddress(template), country),
      user_name: userName,
      country,
      locale: input.locale ?? template.locale,
      ...(input.lang === undefined ? {} : { lang: input.lang, view_lang: input.lang }),
      gd_currency: gdCurrency,
      gd_currency_type:
        input.gdCurrency === undefined
          ? template.gd_currency_type
          : CURRENCIES[input.gdCurrency].virtual
            ? 'VIRTUAL'
            : 'REAL',
      actor_type: actorType,
      created_at: deps.clock.now(),
    };
    const userId = await insertUserCopy(trx, values);
    await copyPlayerAttachments(trx, templateId, userId, deps.clock.now());
    const startingBalance = input.withdrawable ?? STARTING_BALANCE_MINOR;
    if (actorType === 'g' && startingBalance > 0) {
      await fundPlayerFromPlatform(trx, {
        userId,
        currency: gdCurrency,
        amount: startingBalance,
        description: 'test player starting balance',
        at: deps.clock.now(),
      });
    }
    await applyTestPlayerPayoutOptions(trx, deps, userId, input);
    if (input.returnedDebit !== undefined) {
      const [withdrawable, clearing] = await Promise.all([
        ensureAccount(trx, { userId, kind: 'withdrawable', currency: gdCurrency }),
        ensureAccount(trx, { userId: null, kind: 'psp_clearing', currency: gdCurrency }),
      ]);
      await writeLedgerTransaction(trx, {
        description: 'test player: returned direct debit',
        at: deps.clock.now(),
        entries: [
          { accountId: withdrawable, amount: -input.returnedDebit },
          { accountId: clearing, amount: input.returnedDebit },
        ],
      });
      await setTestDepositBlock(trx, userId, { reason: 'debit_returned', amount: input.returnedDebit });
    }
    deps.log.info({ userName, template: template.user_name }, 'test player created');
    return { kind: 'created', player: { userName, userId, password: DEMO_PASSWORD } } as const;
  });
}

export interface TestPlayerBalance {
  /** Minor units of the player's game currency. */
  withdrawable: number;
  bonus: number;
  currency: string;
  actorType: 'b' | 'g';
}

export async function getTestPlayerBalance(deps: AppDeps, userName: string): Promise<TestPlayerBalance | null> {
  const user = await findFullUserByName(deps.db, userName);
  if (user === undefined) return null;
  const balance = await getPlayerBalance(deps.db, user.id, user.gd_currency);
  return {
    withdrawable: balance.withdrawable,
    bonus: balance.bonus,
    currency: user.gd_currency,
    actorType: user.actor_type,
  };
}

export interface TestPurchaseSummary {
  tid: string;
  state: string;
  errorCode: string | null;
  provider: string;
  /** Minor units of the paying currency. */
  price: number;
  /** Game-currency amounts the purchase credits on success. */
  depositAmount: number;
  bonusAmount: number;
  /** ISO 8601. */
  createdAt: string;
}

export async function listTestPlayerPurchases(deps: AppDeps, userName: string): Promise<TestPurchaseSummary[] | null> {
  const user = await findFullUserByName(deps.db, userName);
  if (user === undefined) return null;
  const rows = await listPurchasesOfUser(deps.db, user.id);
  return rows.map((row) => ({
    tid: row.tid,
    state: row.state,
    errorCode: row.error_code,
    provider: row.provider_code,
    price: row.price,
    depositAmount: row.deposit_amount,
    bonusAmount: row.bonus_amount,
    createdAt: row.created_at.toISOString(),
  }));
}
