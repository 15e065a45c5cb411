import { mkdirSync, writeFileSync } from 'node:fs';
import { diagramFiles } from './diagrams/generate';

// `npm run diagrams`: an SVG, a Mermaid file and a layout for every registered machine, and their index.
mkdirSync('docs/diagrams', { recursive: true });
const files = await diagramFiles();
for (const [path, content] of Object.entries(files)) {
  writeFileSync(path, content);
  console.log(`wrote ${path}`);
}
