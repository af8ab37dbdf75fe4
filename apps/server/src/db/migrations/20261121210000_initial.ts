// Initial schema: players, sessions and tokens, catalogue, providers, offers, ledger. Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull().check(sql`actor_type in ('b', 'g')`))
    .addColumn('country', 'text', (c) => c.notNull().check(sql`length(country) = 2`))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('view_lang', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('loyalty', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('m', 'f')`))
    .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    .addColumn('gd_currency_type', 'text', (c) => c.notNull().check(sql`gd_currency_type in ('REAL', 'VIRTUAL')`))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthdate', 'date')
    .addColumn('email_validated', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('deposit')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('access_tokens_user_id_idx').on('access_tokens').column('user_id').execute();
  await db.schema.createIndex('access_tokens_expires_at_idx').on('access_tokens').column('expires_at').execute();

  await db.schema
    .createTable('purchasables')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subscription', 'boolean', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('purchasables_gd_currency_idx')
    .on('purchasables')
    .columns(['gd_currency', 'active'])
    .execute();

  await db.schema
    .createTable('consumables')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purchasable_id', 'integer', (c) => c.notNull().references('purchasables.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('DEPOSIT', 'BONUS', 'PROVIDER_BONUS')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('bonus_price', 'integer')
    .addColumn('allowed_paytypes', sql`text[]`)
    .execute();
  await db.schema.createIndex('consumables_purchasable_id_idx').on('consumables').column('purchasable_id').execute();

  await db.schema
    .createTable('bonus_advertisements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull().check(sql`percentage >= 0`))
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('i18n_key', 'text', (c) => c.notNull())
    .addCheckConstraint('bonus_advertisements_period_check', sql`end_at > start_at`)
    .execute();
  await db.schema
    .createIndex('bonus_advertisements_period_idx')
    .on('bonus_advertisements')
    .columns(['start_at', 'end_at'])
    .execute();

  await db.schema
    .createTable('providers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('input_type', 'text', (c) =>
      c.notNull().check(sql`input_type in ('BIC', 'CARD_PCI', 'ELV', 'BANKTRANSFER', 'NONE')`),
    )
    .addColumn('limit_minor', 'integer')
    .addColumn('subscription_supported', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('usable_countries', sql`text[]`)
    .execute();
  await db.schema.createIndex('providers_active_sort_idx').on('providers').columns(['active', 'sort_order']).execute();

  await db.schema
    .createTable('provider_user_blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().references('providers.code').onDelete('cascade'))
    .addPrimaryKeyConstraint('provider_user_blocks_pkey', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('last_used_amounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('last_used_amounts_pkey', ['user_id', 'currency'])
    .execute();

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_accounts_owner_kind_currency_key', ['user_id', 'kind', 'currency'], (u) =>
      u.nullsNotDistinct(),
    )
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_entries_account_id_idx').on('ledger_entries').column('account_id').execute();
  await db.schema
    .createIndex('ledger_entries_transaction_id_idx')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  // The database refuses, at commit, any ledger transaction whose entries do not sum to zero per currency,
  // and any change to a written entry: the ledger is append-only.
  await sql`
    create function ledger_check_transaction_balanced() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = new.transaction_id
        group by a.currency having sum(e.amount) <> 0
      ) then
        raise exception 'ledger transaction % does not balance', new.transaction_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_check_transaction_balanced()`.execute(db);
  await sql`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only';
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_refuse_change()`.execute(db);

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_runs',
    'ledger_entries',
    'ledger_accounts',
    'last_used_amounts',
    'provider_user_blocks',
    'providers',
    'bonus_advertisements',
    'consumables',
    'purchasables',
    'access_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function ledger_check_transaction_balanced()`.execute(db);
  await sql`drop function ledger_refuse_change()`.execute(db);
}
