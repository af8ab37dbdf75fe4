// The outbox kept the saver package's confirmation link, token included, in clear (issue 22 point 5): in `params`
// until sent and in the stored bodies after. Secret parameters now go into `sealed_params`, AES-256-GCM with
// PAYMENT_DATA_KEY (the key is the app's, so the start seals the rows older versions left in clear, after the
// migrations: mail-secrets.ts). Null: the mail has no secret, or it left by SMTP and nothing needs it any more.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sealed_params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sealed_params').execute();
}
