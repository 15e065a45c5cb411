import { existsSync, readdirSync } from 'node:fs';
import { closeOnSignals, startServer } from '../api/server/main';
import { buildApp } from './build';

/** A build from before the precompression step has no `.br` copies, one from before server rendering no renderer: it is made again. */
const built = existsSync('dist/index.html') && existsSync('dist/assets') && readdirSync('dist/assets').some((file) => file.endsWith('.br')) && existsSync('dist-server/entry-server.js');

// `npm start`: build the app if it has not been built, then serve everything on one port.
if (!built) {
  console.log('Building the app (first start)…');
  await buildApp();
}
const { url, close } = await startServer();
closeOnSignals(close);
console.log(`\n  Tun is running at ${url}\n`);
