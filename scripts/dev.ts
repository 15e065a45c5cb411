import { createServer } from 'vite';
import { closeOnSignals, startServer } from '../api/server/main';

// `npm run dev`: the API (with database, seed and scheduler) on API_PORT, Vite with hot reload in front of it.
const apiPort = Number(process.env.API_PORT ?? 3001);
const port = Number(process.env.PORT ?? 3000);
const api = await startServer({ ...process.env, PORT: String(apiPort), PUBLIC_URL: `http://localhost:${port}` });
const vite = await createServer({
  server: {
    port,
    strictPort: true,
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${apiPort}`,
        // The app's own modules under api/ (the client, the contract) are served by Vite, not the server.
        bypass: (request) => (/\.tsx?(\?|$)/.test(request.url ?? '') ? request.url : undefined),
      },
    },
  },
});
await vite.listen();
closeOnSignals(async () => {
  await vite.close();
  await api.close();
});
console.log(`\n  Tun (dev, hot reload) is running at http://localhost:${port}\n`);
