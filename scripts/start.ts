import { existsSync } from 'node:fs';
import { build } from 'vite';
import { closeOnSignals, startServer } from '../api/server/main';

// `npm start`: build the app if it has not been built, then serve everything on one port.
if (!existsSync('dist/index.html')) {
  console.log('Building the app (first start)…');
  await build({ logLevel: 'warn' });
}
const { url, close } = await startServer();
closeOnSignals(close);
console.log(`\n  Tun is running at ${url}\n`);
