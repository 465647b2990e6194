/**
 * Every code marked `fixable: suggestion` has a quick fix in the editor: in a copy of each of its
 * `not-ok-*` fixtures, the server offers an action for the finding (unless the check found nothing
 * to suggest, as for a kind close to no known one); applied, the finding at that place is gone from
 * `validate`; and each code is fixed in at least one of its fixtures. `turn.quote-not-verbatim` is left out: it is reported by
 * `check-turn` on a tool call's arguments, a file the server does not check.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { registry } from '../../../src/diagnostics/registry.js';
import { codeFixtures } from '../../support/code-fixtures.js';
import { applyWorkspaceEdit } from '../../support/lsp-edits.js';
import type { TextEdit } from '../../support/lsp-edits.js';
import { inProcessServer } from '../../support/lsp-in-process.js';
import type { Message, PublishedDiagnostic } from '../../support/lsp-wire.js';

const ROOT = join(import.meta.dirname, '../../..');
const NOT_CHECKED_BY_THE_SERVER = new Set(['turn.quote-not-verbatim']);
const FIXABLE = [...registry.values()]
  .filter((d) => d.fixable === 'suggestion' && !NOT_CHECKED_BY_THE_SERVER.has(d.code))
  .map((d) => d.code)
  .sort();

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

async function findings(dir: string, code: string): Promise<string[]> {
  let out = '';
  await main(['validate', '--format', 'json', '--fail-on', 'never'], {
    cwd: dir,
    env: {},
    stdout: (s) => (out += s),
    stderr: () => {},
  });
  if (out === '') return [];
  const report = JSON.parse(out) as {
    diagnostics: { code: string; file: string | null; line: number | null; column: number | null }[];
  };
  return report.diagnostics.filter((d) => d.code === code).map((d) => `${d.file}:${d.line}:${d.column}`);
}

/** Fixes the first finding of `code` the server shows; returns its place, or null when the case has none to fix. */
async function fixFirst(dir: string, code: string): Promise<string | null> {
  const server = inProcessServer(dir);
  try {
    const { client } = server;
    await client.initialize(dir, { window: { workDoneProgress: true } }, null);
    await client.indexed();
    const published = (client.messages as Message[])
      .filter((m) => m.method === 'textDocument/publishDiagnostics')
      .map((m) => m.params as { uri: string; diagnostics: PublishedDiagnostic[] });
    const latest = new Map(published.map((p) => [p.uri, p.diagnostics]));
    const hit = [...latest].flatMap(([uri, list]) => list.filter((d) => d.code === code).map((d) => ({ uri, d })))[0];
    if (hit === undefined) return null;
    const path = fileURLToPath(hit.uri);
    client.notify('textDocument/didOpen', {
      textDocument: { uri: hit.uri, languageId: 'markdown', version: 1, text: readFileSync(path, 'utf8') },
    });
    const actions = await client.request<{ title: string; edit: { changes: Record<string, TextEdit[]> } }[]>(
      'textDocument/codeAction',
      { textDocument: { uri: hit.uri }, range: hit.d.range, context: { diagnostics: [hit.d] } },
    );
    // no action only where the check found nothing to offer (a misspelling close to no known name)
    if (actions.length === 0 && hit.d.data?.suggestion === undefined) return null;
    expect(actions.length, `an action for ${code}`).toBeGreaterThan(0);
    applyWorkspaceEdit((actions[0] as { edit: { changes: Record<string, TextEdit[]> } }).edit);
    return `${relative(dir, path)}:${hit.d.range.start.line + 1}:${hit.d.range.start.character + 1}`;
  } finally {
    server.close();
  }
}

describe('quick fixes', () => {
  it('cover the fixable codes', () => {
    expect(FIXABLE.length).toBe(14);
  });

  it.each(FIXABLE)('%s: the fix removes the finding', async (code) => {
    let fixed = 0;
    for (const c of codeFixtures(code).filter((x) => x.fails)) {
      const dir = mkdtempSync(join(tmpdir(), 'rp-lsp-fix-'));
      temps.push(dir);
      cpSync(join(ROOT, c.dir), dir, { recursive: true });
      const place = await fixFirst(dir, code);
      if (place === null) continue;
      expect(await findings(dir, code), `${c.dir}: ${place}`).not.toContain(place);
      fixed++;
    }
    expect(fixed, `a not-ok fixture of ${code} fixed`).toBeGreaterThan(0);
  });
});
