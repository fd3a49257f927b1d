// Types for postgres.mjs, so the TypeScript cluster test (tests/cluster) starts its cluster the same way.
export declare const POSTGRES_INSTALL_HINT: string;
export declare function findPgBin(): string | null;
export declare function startThrowawayPostgres(options: {
  database: string;
  quiet?: boolean;
}): Promise<{ url: string; stop: () => Promise<void> }>;
