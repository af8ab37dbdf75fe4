// A note always has its author (migration 20261124220000_operator_notes_author): the database refuses a note
// by an operator who does not exist and keeps an operator who wrote notes from being deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator } from '../../test/operator-helpers.ts';
import { DATABASE_KINDS, setUpTestDatabase } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('operator notes and their author on %s', (kind) => {
  const t = setUpTestDatabase(kind);
  let userId: number;

  beforeAll(async () => {
    const player = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'money-de')
      .executeTakeFirstOrThrow();
    userId = player.id;
  });

  const note = (operatorId: number, text: string) =>
    t.database.db
      .insertInto('operator_notes')
      .values({ user_id: userId, operator_id: operatorId, text, created_at: new Date() })
      .execute();

  it('refuses a note whose author is no operator', async () => {
    await expect(note(987_654, 'written by nobody')).rejects.toThrow(/foreign key/);
    const notes = await t.database.db.selectFrom('operator_notes').select('id').where('user_id', '=', userId).execute();
    expect(notes).toEqual([]);
  });

  it("keeps a note's author: an operator with notes cannot be deleted", async () => {
    const operator = await createTestOperator(t.database.db, { roles: ['support'] });
    await note(operator.id, 'called the player back');
    await expect(t.database.db.deleteFrom('operators').where('id', '=', operator.id).execute()).rejects.toThrow(
      /foreign key/,
    );
    const kept = await t.database.db
      .selectFrom('operator_notes')
      .select(['operator_id', 'text'])
      .where('user_id', '=', userId)
      .execute();
    expect(kept).toEqual([{ operator_id: operator.id, text: 'called the player back' }]);
  });
});
