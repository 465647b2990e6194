/**
 * Regenerate schemas/ from the validator's own definitions (src/schemas-gen): `npm run schemas`
 * or `node --experimental-strip-types` is not enough for the .js imports, so it is bundled with
 * esbuild like build-docs. Removes schema files that are no longer generated.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchemas } from '../src/schemas-gen/index.js';

const dir = join(process.cwd(), 'schemas');
mkdirSync(dir, { recursive: true });
const files = buildSchemas();
for (const name of readdirSync(dir)) {
  if (name.endsWith('.json') && !files.has(name)) rmSync(join(dir, name));
}
for (const [name, text] of files) writeFileSync(join(dir, name), text);
process.stdout.write(`wrote ${files.size} schemas to schemas/\n`);
