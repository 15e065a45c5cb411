import { writeGeneratedFiles } from './generated-files';

// `npm run gen`: rewrites every generated file from its source.
const written = await writeGeneratedFiles();
for (const file of written) console.log(`wrote ${file}`);
