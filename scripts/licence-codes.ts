// `npm run licence-codes -- add FILE [--note TEXT]` issues the app-deal licence codes in FILE (one
// per line, or separated by commas or spaces; `-` reads standard input); `npm run licence-codes --
// list` prints every code and who redeemed it. Only issued codes register an app-deal company
// (issue 21; server/modules/account/license-codes.ts). It opens the database the server uses
// (DATABASE_URL, else the embedded one in DATA_DIR, which the running server holds locked: stop it
// first). Run with tsx: the server's modules are TypeScript.
import fs from 'node:fs';
import { openDatabase } from '../server/db/database';
import { issueLicenseCodes, listLicenseCodes } from '../server/modules/account/license-codes';
import { readEnv } from '../server/env';

const USAGE = 'Usage: npm run licence-codes -- add FILE [--note TEXT]   |   npm run licence-codes -- list';

function readCodes(file: string): string[] {
  const text = file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(file, 'utf8');
  return text.split(/[\s,]+/).filter(Boolean);
}

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== 'add' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  if (command === 'add' && !file) {
    console.error(USAGE);
    return 2;
  }
  const noteAt = args.indexOf('--note');
  const note = noteAt >= 0 ? (args[noteAt + 1] ?? null) : null;
  const codes = command === 'add' ? readCodes(file!) : [];
  const env = readEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
    { upkeepIntervalMs: null },
  );
  try {
    if (command === 'add') {
      const result = await issueLicenseCodes(database.db, codes, note ?? file!);
      console.log(`Issued ${result.added.length} new licence code(s).`);
      if (result.existing.length > 0) console.log(`Already issued, left as they were: ${result.existing.join(', ')}`);
      if (result.invalid.length > 0) {
        console.error(`Not licence codes (8 to 64 letters, digits or dashes), skipped: ${result.invalid.join(', ')}`);
        return 1;
      }
      return 0;
    }
    for (const row of await listLicenseCodes(database.db)) {
      const state = row.redeemed_at
        ? `redeemed by company ${row.redeemed_by_company_id ?? '(deleted)'} on ${row.redeemed_at.toISOString()}`
        : 'not redeemed';
      console.log(`${row.code}\t${state}\t${row.note ?? ''}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
