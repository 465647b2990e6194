/**
 * `rp-assets lsp` as installed: bin/rp-assets.js hands the command to the built server (build/,
 * written by `npm run build`, which `npm ci` runs), which answers raw JSON-RPC over stdio; its
 * usage errors are the launcher's exit code 2.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanRepos, SMALL_REPO, tempRepo } from '../../support/lsp-repo.js';
import { LspProcess, uriOf } from '../../support/lsp-wire.js';

const BIN = join(import.meta.dirname, '../../../bin/rp-assets.js');
const servers: LspProcess[] = [];

afterEach(() => {
  for (const s of servers.splice(0)) s.kill();
  cleanRepos();
});

describe('bin/rp-assets.js lsp', () => {
  it('prints its help, and refuses to start without --stdio', () => {
    const help = spawnSync(process.execPath, [BIN, 'lsp', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: rp-assets lsp --stdio');
    const bare = spawnSync(process.execPath, [BIN, 'lsp'], { encoding: 'utf8' });
    expect(bare.status).toBe(2);
    expect(bare.stderr).toContain('rp-assets lsp: missing --stdio');
  });

  it('serves diagnostics over stdio', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = new LspProcess(process.execPath, [BIN, 'lsp', '--stdio'], root);
    servers.push(s);
    await s.initialize(root);
    const list = await s.diagnostics(uriOf(join(root, 'characters/alice/CHARACTER.md')), 0);
    expect(list.map((d) => d.code)).toEqual(['character.unresolved-world']);
    expect(await s.shutdown()).toBe(0);
  });
});
