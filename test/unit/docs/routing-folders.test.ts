/**
 * The drawing of src/routing/ cannot drift from its folders: the README's architecture tree names
 * exactly the subfolders of src/routing/, and the "Shape of the engine" table of docs/routing.md
 * lists, per folder, exactly the modules in it, in import order (a folder imports only the folders
 * listed above it, `file/` being the one exception the page names).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const ROUTING = join(ROOT, 'src/routing');

/** Folders docs/routing.md leaves to docs/routing-validation.md (the routing file's loader and checks). */
const FILE_FOLDERS = ['file', 'lint', 'scenarios'];

const subfolders = readdirSync(ROUTING, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const modulesOf = (folder: string): string[] =>
  readdirSync(join(ROUTING, folder))
    .filter((f) => f.endsWith('.ts'))
    .sort();

function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n#', start + heading.length);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The table rows of docs/routing.md's "Shape of the engine": folder and the modules it names. */
function engineTable(): Array<{ folder: string; modules: string[] }> {
  const text = section(readFileSync(join(ROOT, 'docs/routing.md'), 'utf8'), '## Shape of the engine');
  return [...text.matchAll(/^\| `([a-z-]+)\/` \| ([^|]+) \|/gm)].map((m) => ({
    folder: m[1] as string,
    modules: [...(m[2] as string).matchAll(/`([a-z-]+\.ts)`/g)].map((n) => n[1] as string),
  }));
}

/** The folders of src/routing/ a module of `folder` imports. */
function importedFolders(folder: string): Set<string> {
  const found = new Set<string>();
  for (const file of modulesOf(folder)) {
    const text = readFileSync(join(ROUTING, folder, file), 'utf8');
    for (const m of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) found.add(m[1] as string);
  }
  return found;
}

describe('src/routing/ as the docs draw it', () => {
  it("the README's architecture tree names every subfolder of src/routing/", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const tree = section(readme, '## Architecture\n');
    const rows = tree.split('\n').filter((l) => /^ {4}[a-z-]+\//.test(l));
    const named = rows.flatMap((l) => [...(l.split(/\s{2,}/)[1] ?? '').matchAll(/([a-z-]+)\//g)].map((m) => m[1]));
    expect(named.sort()).toEqual(subfolders);
  });

  it("docs/routing.md's table lists each engine folder with exactly its modules", () => {
    const table = engineTable();
    expect(table.map((r) => r.folder).sort()).toEqual(subfolders.filter((f) => !FILE_FOLDERS.includes(f)));
    for (const row of table) expect(row.modules.sort(), row.folder).toEqual(modulesOf(row.folder));
  });

  it('each engine folder imports only the folders listed above it (and file/ for router/)', () => {
    const order = engineTable().map((r) => r.folder);
    for (const [rank, folder] of order.entries()) {
      const allowed = new Set([...order.slice(0, rank), ...(folder === 'router' ? ['file'] : [])]);
      expect(
        [...importedFolders(folder)].filter((f) => !allowed.has(f)),
        folder,
      ).toEqual([]);
    }
  });
});
