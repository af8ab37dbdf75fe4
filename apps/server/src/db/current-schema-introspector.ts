// What Kysely's migrator reads about the database (does its bookkeeping table exist?), from the connection's own
// schema only. Kysely's PostgreSQL introspector lists the columns of every schema and calls
// has_schema_privilege(name) and pg_get_serial_sequence(name) on each row: a schema or table another session drops
// between the catalog scan and that call fails the whole query ("schema … does not exist"). That failed a test
// file's migrations while other test files dropped their schemas (one schema per test file on PostgreSQL), and
// would do the same to a deployment sharing its database with schemas that come and go.
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  column_description: string | null;
};

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows.rows.map((row) => ({ name: row.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // Objects of the current schema cannot be dropped under this query without its schema: the names it resolves
    // are its own. An identity or serial column owns a sequence (pg_depend 'a' or 'i').
    const rows = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type, a.attname as column,
        typ.typname as type, dtns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or exists (
          select from pg_catalog.pg_depend d join pg_catalog.pg_class s on s.oid = d.objid and s.relkind = 'S'
          where d.refobjid = c.oid and d.refobjsubid = a.attnum and d.deptype in ('a', 'i'))) as auto_incrementing,
        col_description(a.attrelid, a.attnum) as column_description
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
        and (${options.withInternalKyselyTables === true}
          or c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE}))
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows.rows) {
      let table = tables.get(row.table);
      if (table === undefined) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
