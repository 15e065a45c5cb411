import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tun API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// In a file of its own, because the CSP allows no inline script.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The OpenAPI document, browsable with Swagger UI served from this server (no third party). */
export const apiDocs = new Hono()
  .get('/', (c) => c.html(page))
  .get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }))
  .get('/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.text('Not Found', 404);
    return c.body(readFileSync(join(getAbsoluteFSPath(), file)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
