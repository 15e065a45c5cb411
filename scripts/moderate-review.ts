import { readConfig } from '../api/server/config';
import { openDatabase } from '../api/server/db/database';
import { setReviewHidden } from '../api/server/services/reviews.service';

/**
 * `npm run review:hide -- <review id>` hides a building review from everyone (the bank's moderation,
 * spec section 6); `npm run review:hide -- <review id> --show` shows it again. It uses the same
 * database as the server (DATABASE_URL, else PGlite in DATA_DIR; stop the server first for PGlite).
 */
const [idText, flag] = process.argv.slice(2);
const id = Number(idText);
if (!Number.isInteger(id) || id < 1 || (flag !== undefined && flag !== '--show')) {
  console.error('usage: npm run review:hide -- <review id> [--show]');
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const found = await setReviewHidden(database.db, id, flag !== '--show');
  console.log(found ? `review ${id} is now ${flag === '--show' ? 'shown' : 'hidden'}` : `there is no review ${id}`);
  process.exitCode = found ? 0 : 1;
} finally {
  await database.close();
}
