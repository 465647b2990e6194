/**
 * The server as a process under bad input: garbage on the wire, a 50 MB buffer, a file deleted while
 * open, a workspace with no assets, a broken config. Each gets an error (on stderr or as a response)
 * or a diagnostic, and the server keeps answering.
 */
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lspBundle } from '../../support/lsp-bundle.js';
import { cleanRepos, SMALL_REPO, tempRepo } from '../../support/lsp-repo.js';
import { LspProcess, uriOf } from '../../support/lsp-wire.js';

let BUNDLE = '';
const servers: LspProcess[] = [];

beforeAll(async () => {
  BUNDLE = await lspBundle();
});

afterEach(() => {
  for (const s of servers.splice(0)) s.kill();
  cleanRepos();
});

function start(root: string): LspProcess {
  const s = new LspProcess(process.execPath, [BUNDLE, '--stdio'], root);
  servers.push(s);
  return s;
}

const open = (s: LspProcess, uri: string, text: string, version = 1) =>
  s.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version, text } });

/** Still serving: a request gets its answer. */
async function stillServing(s: LspProcess): Promise<void> {
  await expect(s.request('shutdown', null, 10_000)).resolves.toBeNull();
  expect(s.child.exitCode).toBeNull();
}

describe('rp-assets lsp under bad input', () => {
  it.each([
    ['a body that is not JSON', 'Content-Length: 5\r\n\r\n{{{{{', /ignored a malformed message: .*JSON/],
    ['a header without Content-Length', 'Garbage: yes\r\n\r\n', /ignored a malformed message: Header must provide/],
  ])('reports %s on stderr and reads on', async (_what, garbage, said) => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    s.writeRaw(garbage);
    // the reader drops what it has buffered with the garbage: the next frame goes after the report
    await expect.poll(() => s.stderr, { timeout: 10_000 }).toMatch(said);
    await stillServing(s);
  });

  it('answers JSON that is no JSON-RPC message with a log line, and an unknown method with an error', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    s.write({ foo: true });
    await s.waitFor((m) => m.method === 'window/logMessage', 10_000, 'a log message', 0);
    await expect(s.request('rp-assets/nothing', {})).rejects.toMatchObject({ code: -32601 });
    await stillServing(s);
  });

  it('answers every request with malformed params (an error or nothing), and keeps serving', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    const methods = [
      'textDocument/definition',
      'textDocument/references',
      'textDocument/prepareRename',
      'textDocument/rename',
      'textDocument/completion',
      'textDocument/hover',
      'textDocument/codeAction',
      'textDocument/documentSymbol',
      'textDocument/codeLens',
      'workspace/executeCommand',
    ];
    const garbage = [null, {}, { textDocument: { uri: 'not a uri' }, position: { line: -5, character: 1e9 } }, [1, 2]];
    for (const method of methods) {
      for (const params of garbage) {
        const answer = await s.request(method, params).then(
          (r) => ({ ok: r }),
          (e: { code?: number }) => ({ error: e.code }),
        );
        expect(answer, `${method} ${JSON.stringify(params)}`).toSatisfy(
          (a: { ok?: unknown; error?: number }) => 'error' in a || a.ok === null || Array.isArray(a.ok),
        );
      }
    }
    await stillServing(s);
  });

  it('refuses a 50 MB buffer with asset.too-large and keeps serving', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    const uri = uriOf(join(root, 'worlds/astra/entries/harbour.md'));
    const from = s.messages.length;
    open(s, uri, `---\nkeys: [harbour]\n---\n\n${'海'.repeat(17 * 1024 * 1024)}\n`);
    const list = await s.diagnostics(uri, from, 120_000);
    expect(list.map((d) => d.code)).toEqual(['asset.too-large']);
    await stillServing(s);
  });

  it('survives a file deleted while open, and drops its diagnostics once it is closed', async () => {
    const root = tempRepo({ ...SMALL_REPO, 'worlds/astra/entries/empty.md': '---\nname: Empty\n---\n\nNo keys.\n' });
    const s = start(root);
    await s.initialize(root, { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } });
    const file = join(root, 'worlds/astra/entries/empty.md');
    const uri = uriOf(file);
    expect((await s.diagnostics(uri, 0)).map((d) => d.code)).toEqual(['entry.never-matchable']);
    open(s, uri, '---\nname: Empty\n---\n\nNo keys.\n');
    unlinkSync(file);
    const from = s.messages.length;
    s.notify('workspace/didChangeWatchedFiles', { changes: [{ uri, type: 3 }] });
    s.notify('textDocument/didClose', { textDocument: { uri } });
    expect(await s.diagnostics(uri, from, 30_000, (list) => list.length === 0)).toEqual([]);
    await stillServing(s);
  });

  it('says so when the workspace has no assets', async () => {
    const root = tempRepo({ 'notes/readme.md': '# nothing here\n' });
    const s = start(root);
    await s.initialize(root);
    const shown = await s.waitFor((m) => m.method === 'window/showMessage', 30_000, 'a message', 0);
    expect((shown.params as { type: number; message: string }).message).toContain('asset.no-assets');
    await stillServing(s);
  });

  it('reports a broken config on the config file, and checks the assets again once it is fixed', async () => {
    const root = tempRepo({ ...SMALL_REPO, 'rp-assets.config.yaml': 'roots: [.\nlocale: en\n' });
    const s = start(root);
    await s.initialize(root);
    const config = uriOf(join(root, 'rp-assets.config.yaml'));
    const card = uriOf(join(root, 'characters/alice/CHARACTER.md'));
    expect((await s.diagnostics(config, 0)).map((d) => d.code)).toEqual(['config.yaml-syntax']);
    const from = s.messages.length;
    s.notify('textDocument/didOpen', {
      textDocument: { uri: config, languageId: 'yaml', version: 1, text: 'roots: [.]\nlocale: en\n' },
    });
    expect(await s.diagnostics(config, from)).toEqual([]);
    expect((await s.diagnostics(card, from)).map((d) => d.code)).toEqual(['character.unresolved-world']);
    await stillServing(s);
  });

  it('ends when the client goes away (its end of stdin closes)', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    s.child.stdin.end();
    expect(await s.exited).toBe(1);
    expect(s.stderr).toContain('closed the connection');
  });
});
