// Migrates the database at TEST_DATABASE_URL once, before `npm run test:pg` starts its test files
// (run with tsx: the migrations are TypeScript). A script, not app code, so reading process.env here
// is fine.
import { openDatabase } from '../../server/db/database';

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL is not set');
const database = await openDatabase({ kind: 'postgres', url });
await database.close();
console.log('Migrated the test database.');
