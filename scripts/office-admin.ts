import * as v from 'valibot';
import { createStaffSchema } from '../api/contract/office';
import { languageSchema } from '../api/contract/validation';
import { systemClock } from '../api/server/clock';
import { readConfig } from '../api/server/config';
import { openDatabase } from '../api/server/db/database';
import { applyMigrations } from '../api/server/db/migrate';
import { createFirstAdministrator } from '../api/server/services/office/staff.service';

/**
 * `npm run office:admin -- <e-mail> <first name> <last name> [hy|ru|en]` makes the bank's first office
 * administrator (issue 18): a new account is mailed a link to choose its password (printed here too),
 * an existing one becomes an administrator. Refused once an administrator exists: they create staff
 * through the office's API. Same database as the server (DATABASE_URL, else PGlite in DATA_DIR: stop the server first).
 */
const [email, firstName, lastName, lang = 'hy'] = process.argv.slice(2);
const person = v.safeParse(v.pick(createStaffSchema, ['email', 'firstName', 'lastName']), { email, firstName, lastName });
const language = v.safeParse(languageSchema, lang);
if (!person.success || !language.success) {
  console.error('usage: npm run office:admin -- <e-mail> <first name> <last name> [hy|ru|en]   (names in Latin letters, as in the ID document)');
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await applyMigrations(database);
  const result = await createFirstAdministrator({ db: database.db, clock: systemClock, publicUrl: config.publicUrl, notaryIds: [] }, person.output, language.output);
  if (!result.created) {
    console.error('An administrator exists already: they create staff accounts (POST /api/office/staff).');
    process.exitCode = 1;
  } else {
    console.log(`${result.member.email} is the office's administrator.`);
    console.log(result.link ? `Choose the password (the link is mailed too, valid for one hour): ${result.link}` : 'The account keeps its password.');
  }
} finally {
  await database.close();
}
