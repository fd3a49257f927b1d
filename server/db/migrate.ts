// Runs the migrations at start. They are TypeScript modules listed in ./migrations/index.ts, so the
// order is explicit and a bundler or tsx needs no file-system scan.
import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  // Migrations are written against no particular schema: withTables() drops our table types.
  const migrator = new Migrator({ db: db.withTables<Record<string, never>>(), provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
