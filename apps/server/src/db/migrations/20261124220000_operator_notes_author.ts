// A note's author is an operator: the foreign key the notes table (migration 20261124211000) could not have,
// because it landed before the operators table (20261124210000) was merged. Operators are disabled, never
// deleted, so `restrict` keeps every note's author; a note can only be written by a logged-in operator, so no
// existing row lacks one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operator_notes')
    .addForeignKeyConstraint('operator_notes_operator_fk', ['operator_id'], 'operators', ['id'], (c) =>
      c.onDelete('restrict'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator_notes').dropConstraint('operator_notes_operator_fk').execute();
}
