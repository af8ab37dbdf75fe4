// Issue 25 point 3: operators decide limit-increase requests and answer support requests.
// - limit_increase_requests: the decision (APPROVED with the granted limit in the player's paying currency, or
//   REJECTED with a reason), who made it and when. Decided once: only a PENDING row changes.
// - player_provider_limits: a player's own limit for one direct-debit provider, set by a granted request; it
//   replaces the provider's catalogue limit (providers.limit_minor) for that player while the currency matches.
// - support_requests.status (open → answered → closed) and support_request_replies: the operators' replies,
//   each e-mailed to the player; reply_key makes a repeated submit of one reply form a no-op (double click).
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('limit_increase_requests')
    .addColumn('granted_amount', 'integer', (c) => c.check(sql`granted_amount > 0`))
    .addColumn('currency', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('decision_reason', 'text')
    .execute();
  await sql`alter table limit_increase_requests add constraint limit_increase_requests_state_check
    check (state in ('PENDING', 'APPROVED', 'REJECTED'))`.execute(db);
  await sql`alter table limit_increase_requests add constraint limit_increase_requests_decided_check
    check ((state = 'PENDING') = (decided_at is null)
      and (state <> 'APPROVED' or (granted_amount is not null and currency is not null)))`.execute(db);

  await db.schema
    .createTable('player_provider_limits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('limit_minor', 'integer', (c) => c.notNull().check(sql`limit_minor > 0`))
    .addColumn('request_id', 'bigint', (c) => c.notNull().references('limit_increase_requests.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_provider_limits_pkey', ['user_id', 'provider_code'])
    .execute();

  await db.schema
    .alterTable('support_requests')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'answered', 'closed')`),
    )
    .addColumn('status_changed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('support_request_replies')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('support_request_id', 'bigint', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'answered', 'closed')`))
    .addColumn('reply_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('support_request_replies_key', ['support_request_id', 'reply_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_request_replies').execute();
  await db.schema.alterTable('support_requests').dropColumn('status_changed_at').dropColumn('status').execute();
  await db.schema.dropTable('player_provider_limits').execute();
  await sql`alter table limit_increase_requests drop constraint limit_increase_requests_decided_check`.execute(db);
  await sql`alter table limit_increase_requests drop constraint limit_increase_requests_state_check`.execute(db);
  await db.schema
    .alterTable('limit_increase_requests')
    .dropColumn('decision_reason')
    .dropColumn('decided_by')
    .dropColumn('decided_at')
    .dropColumn('currency')
    .dropColumn('granted_amount')
    .execute();
}
