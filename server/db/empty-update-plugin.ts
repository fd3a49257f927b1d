// An UPDATE with nothing to set updates its rows to what they are.
//
// Services update with the fields a request sent, `.set({ ...patch })`, and an empty PATCH (no body,
// `{}`, `null`) makes that an empty SET list: invalid SQL, a 500 on every such route. Updating no
// column is well defined, though: the rows match and nothing changes. So the plugin sets one column
// of the table to itself, and the query keeps everything else an UPDATE has (its WHERE, RETURNING,
// row locks, the count of rows matched): the route answers what it would for any other patch, the
// row unchanged or its 404 when no row matched. Routes need no guard of their own.
//
// Which column: the table's first one that may be assigned (identity columns refuse it), read from
// the catalogue once the migrations have run (kysely plugins must answer synchronously).
import {
  AliasNode,
  ColumnNode,
  ColumnUpdateNode,
  IdentifierNode,
  ReferenceNode,
  sql,
  TableNode,
  UpdateQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** Per table of the current schema, its first column that an UPDATE may assign. */
export async function assignableColumns(db: Kysely<unknown>): Promise<Map<string, string>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT DISTINCT ON (table_name) table_name, column_name
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'NO' AND is_generated = 'NEVER'
    ORDER BY table_name, ordinal_position`.execute(db);
  return new Map(rows.map((r) => [r.table_name, r.column_name]));
}

/** The table an UPDATE names, and the name its columns are referred to by (its alias, if any). */
function targetOf(node: OperationNode | undefined): { table: string; refName: string } | null {
  if (node && TableNode.is(node)) {
    const table = node.table.identifier.name;
    return { table, refName: table };
  }
  if (node && AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    return { table: node.node.table.identifier.name, refName: node.alias.name };
  }
  return null;
}

export class EmptyUpdatePlugin implements KyselyPlugin {
  constructor(private readonly columns: ReadonlyMap<string, string>) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!UpdateQueryNode.is(node) || (node.updates?.length ?? 0) > 0) return node;
    const target = targetOf(node.table);
    const column = target && this.columns.get(target.table);
    if (!target || !column) return node;
    // `SET col = target.col`: qualified, so a table in FROM with a column of that name is no matter.
    const itself = ReferenceNode.create(ColumnNode.create(column), TableNode.create(target.refName));
    return UpdateQueryNode.cloneWithUpdates(node, [ColumnUpdateNode.create(ColumnNode.create(column), itself)]);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
