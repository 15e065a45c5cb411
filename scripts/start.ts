import { existsSync, readdirSync } from 'node:fs';
import { build } from 'vite';
import { closeOnSignals, startServer } from '../api/server/main';

/** A build from before the precompression step has no `.br` copies: it is made again. */
const built = existsSync('dist/index.html') && existsSync('dist/assets') && readdirSync('dist/assets').some((file) => file.endsWith('.br'));

// `npm start`: build the app if it has not been built, then serve everything on one port.
if (!built) {
  console.log('Building the app (first start)…');
  await build({ logLevel: 'warn' });
}
const { url, close } = await startServer();
closeOnSignals(close);
console.log(`\n  Tun is running at ${url}\n`);
