// The statements Kysely sends to PGlite, at a fraction of PGlite.query's CPU (issue 11: on PGlite the server's one
// thread also runs PostgreSQL's WebAssembly, so every query's CPU delays every answer). PGlite.query sends each
// statement as six protocol calls into the wasm module (parse, describe the statement, bind, describe the portal,
// execute, sync) and then copies its whole table of type parsers to read the rows. Here:
// - the parameter types of a text are asked once (parse + describe) and remembered, so each call sends bind,
//   describe, execute and sync in one message;
// - the texts marked `prepared` (db/database.ts: the hot calls, every value a parameter, columns named) are named
//   statements parsed once per database, as on PostgreSQL: PostgreSQL then skips parsing and planning them again;
//   every other text is parsed with each call (unnamed), as before;
// - rows are read with PGlite's own type parsers, without copying them.
// Values are serialised by PGlite's own serialisers for the parameter types PostgreSQL reports, and results and
// errors look as PGlite.query's did (rows, affectedRows; a DatabaseError with query and params), so nothing
// above the driver changes. Runs under PGlite's own locks, like PGlite.query.
import { type messages, type PGlite, protocol, types } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type CommandCompleteMessage = messages.CommandCompleteMessage;
type DatabaseError = messages.DatabaseError;
type DataRowMessage = messages.DataRowMessage;
type ParameterDescriptionMessage = messages.ParameterDescriptionMessage;
type RowDescriptionMessage = messages.RowDescriptionMessage;

const { serialize } = protocol;

/** What the Kysely PGlite dialect reads of a result. */
export interface StatementResult {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

/** The subset of PGlite the Kysely dialect uses: its query and close. */
export interface PgliteQueryClient {
  query(sql: string, params?: unknown[]): Promise<StatementResult>;
  close(): Promise<void>;
}

/** Unnamed texts whose parameter types are remembered; past this many the memory starts over (texts vary little). */
const MAX_REMEMBERED_TEXTS = 2000;

interface KnownText {
  /** The parameter types PostgreSQL inferred for the text. */
  parameterTypes: number[];
  /** The named statement's name, or '' for the unnamed one (parsed again with each call). */
  name: string;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    message.set(chunk, offset);
    offset += chunk.length;
  }
  return message;
}

/** As PGlite reads a command tag (parse.ts retrieveRowCount). */
function rowCountOf(message: CommandCompleteMessage): number {
  const parts = message.text.split(' ');
  switch (parts[0]) {
    case 'INSERT':
      return Number.parseInt(parts[2] ?? '', 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(parts[1] ?? '', 10);
    default:
      return 0;
  }
}

/**
 * A query function over `client` for the Kysely PGlite dialect. `statementName(text)` names the texts to keep as
 * named statements (undefined: unnamed).
 */
export function pgliteStatements(
  client: PGlite,
  statementName: (text: string) => string | undefined,
): PgliteQueryClient {
  const known = new Map<string, KnownText>();
  let namedCount = 0;

  const run = async (messages: Uint8Array): Promise<BackendMessage[]> =>
    client.execProtocolStream(messages, { syncToFs: false });

  /** Parses `text` (as `name` when given) and learns its parameter types; the sync ends any error. */
  async function learn(text: string, wanted: string | undefined): Promise<KnownText> {
    const name = wanted === undefined ? '' : `pglite_${wanted}_${++namedCount}`;
    const answer = await run(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = answer.find(
      (message): message is ParameterDescriptionMessage => message.name === 'parameterDescription',
    );
    const entry = { parameterTypes: description?.dataTypeIDs ?? [], name };
    if (name === '' && known.size >= MAX_REMEMBERED_TEXTS) {
      for (const [key, value] of known) if (value.name === '') known.delete(key);
    }
    known.set(text, entry);
    return entry;
  }

  function serializeValue(value: unknown, typeId: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = typeId === undefined ? undefined : client.serializers[typeId];
    return serializer === undefined ? String(value) : (serializer(value) as string);
  }

  async function execute(text: string, params: unknown[]): Promise<StatementResult> {
    const entry = known.get(text) ?? (await learn(text, statementName(text)));
    const values = params.map((value, index) => serializeValue(value, entry.parameterTypes[index]));
    const chunks = entry.name === '' ? [serialize.parse({ text })] : [];
    chunks.push(
      serialize.bind({ statement: entry.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const messages = await run(concat(chunks));
    const rows: Record<string, unknown>[] = [];
    let fields: RowDescriptionMessage['fields'] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const data = (message as DataRowMessage).fields;
        const row: Record<string, unknown> = {};
        for (let index = 0; index < fields.length; index += 1) {
          const field = fields[index] as RowDescriptionMessage['fields'][number];
          row[field.name] = types.parseType(data[index] ?? null, field.dataTypeID, client.parsers);
        }
        rows.push(row);
      } else if (message.name === 'rowDescription') {
        fields = (message as RowDescriptionMessage).fields;
      } else if (message.name === 'commandComplete') {
        affectedRows += rowCountOf(message as CommandCompleteMessage);
      }
    }
    return { rows, affectedRows };
  }

  return {
    async query(sql, params = []) {
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          try {
            return await execute(sql, params);
          } catch (error) {
            // As PGlite.query's errors: the statement and its values beside PostgreSQL's.
            if (error !== null && typeof error === 'object' && 'severity' in error) {
              Object.assign(error as DatabaseError, { query: sql, params, queryOptions: undefined });
            }
            throw error;
          } finally {
            await client.syncToFs();
          }
        }),
      );
    },
    close: () => client.close(),
  };
}
