/**
 * The language server as an editor starts it: a process on stdio, raw JSON-RPC frames. A card with
 * an unresolved world gets the CLI's code, place, words and docs link; fixing the world's id in
 * WORLD.md (an unsaved buffer) clears it; deleting an entry file updates the rest.
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

const WATCH = { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } };

describe('rp-assets lsp --stdio', () => {
  it('publishes the CLI diagnostic for an unresolved world, with its docs page and the config locale', async () => {
    const root = tempRepo({ ...SMALL_REPO, 'rp-assets.config.yaml': 'locale: en\n' });
    const s = start(root);
    const init = (await s.initialize(root)) as {
      capabilities: { textDocumentSync: number };
      serverInfo: { name: string };
    };
    expect(init.serverInfo.name).toBe('rp-assets');
    const card = uriOf(join(root, 'characters/alice/CHARACTER.md'));
    const list = await s.diagnostics(card, 0);
    expect(list.map((d) => [d.code, d.range.start.line + 1, d.range.start.character + 1])).toEqual([
      ['character.unresolved-world', 3, 10],
    ]);
    const [d] = list;
    expect(d?.severity).toBe(1);
    expect(d?.message).toContain('Found world `astra` in `worlds`, which is no world id; expected `astara`');
    expect(d?.message).toContain('Consequence: ');
    expect(d?.codeDescription?.href).toMatch(/docs\/codes\/character\/unresolved-world\.md$/);
    expect(d?.data?.suggestion).toBe('astara');
  });

  it('clears the card when the world id is fixed in an unsaved WORLD.md, and brings it back on close', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    const card = uriOf(join(root, 'characters/alice/CHARACTER.md'));
    expect((await s.diagnostics(card, 0)).map((d) => d.code)).toEqual(['character.unresolved-world']);
    const world = uriOf(join(root, 'worlds/astra/WORLD.md'));
    const from = s.messages.length;
    s.notify('textDocument/didOpen', {
      textDocument: { uri: world, languageId: 'markdown', version: 1, text: SMALL_REPO['worlds/astra/WORLD.md'] },
    });
    s.notify('textDocument/didChange', {
      textDocument: { uri: world, version: 2 },
      contentChanges: [{ range: { start: { line: 1, character: 4 }, end: { line: 1, character: 10 } }, text: 'astra' }],
    });
    expect(await s.diagnostics(card, from)).toEqual([]);
    const closed = s.messages.length;
    s.notify('textDocument/didClose', { textDocument: { uri: world } });
    expect((await s.diagnostics(card, closed)).map((d) => d.code)).toEqual(['character.unresolved-world']);
  });

  it('checks a new entry that exists only in the editor, as if it were saved', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    const uri = uriOf(join(root, 'worlds/astra/entries/unsaved.md'));
    const from = s.messages.length;
    s.notify('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: 'markdown',
        version: 1,
        text: '---\nkeys: [dock]\ncolour: red\n---\n\nThe dock.\n',
      },
    });
    const list = await s.diagnostics(uri, from);
    expect(list.map((d) => [d.code, d.range.start.line + 1])).toEqual([['asset.unknown-key', 3]]);
  });

  it('updates the rest when an entry file is deleted on disk', async () => {
    const root = tempRepo({
      ...SMALL_REPO,
      'worlds/astra/entries/port.md': '---\nid: harbour\nkeys: [port]\n---\n\nThe port.\n',
    });
    const s = start(root);
    await s.initialize(root, WATCH);
    const harbour = uriOf(join(root, 'worlds/astra/entries/harbour.md'));
    const dup = await s.diagnostics(harbour, 0);
    expect(dup.map((d) => d.code)).toEqual(['entry.duplicate-id']);
    expect(dup[0]?.relatedInformation?.map((r) => r.location.uri)).toEqual([
      uriOf(join(root, 'worlds/astra/entries/port.md')),
    ]);
    await s.waitFor((m) => m.method === 'client/registerCapability', 30_000, 'the file watcher', 0);
    const from = s.messages.length;
    unlinkSync(join(root, 'worlds/astra/entries/port.md'));
    s.notify('workspace/didChangeWatchedFiles', {
      changes: [{ uri: uriOf(join(root, 'worlds/astra/entries/port.md')), type: 3 }],
    });
    expect(await s.diagnostics(harbour, from)).toEqual([]);
  });

  it('reports the first indexing with work-done progress through the core phases: begin, the counts, end', async () => {
    const root = tempRepo({
      ...SMALL_REPO,
      'worlds/astra/entries/market.md': '---\nkeys: [market]\n---\n\nThe market of Astra.\n',
      'routing.yaml': "- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.preset: { preset: plain }\n",
      'rp-assets.config.yaml': 'locale: en\nrouting: routing.yaml\n',
    });
    const s = start(root);
    const created = s.waitFor((m) => m.method === 'window/workDoneProgress/create', 30_000, 'a progress token', 0);
    await s.initialize(root, { window: { workDoneProgress: true } }, process.pid, { locale: 'en-US' });
    await s.indexed();
    const token = ((await created).params as { token: string }).token;
    const values = s.messages
      .filter((m) => m.method === '$/progress' && (m.params as { token: string }).token === token)
      .map((m) => (m.params as { value: { kind: string; message?: string; percentage?: number } }).value);
    const kinds = values.map((v) => v.kind);
    expect(kinds[0]).toBe('begin');
    expect(kinds[kinds.length - 1]).toBe('end');
    expect(new Set(kinds.slice(1, -1))).toEqual(new Set(['report']));
    const messages = values.map((v) => v.message);
    // the validator's phases with their counts, as the CLI words them: 2 cards/worlds + 2 entries
    expect(messages).toContain('reading assets 4/4 files');
    expect(messages).toContain('checking routing 1/1 file');
    expect(messages.indexOf('reading assets 4/4 files')).toBeLessThan(messages.indexOf('checking routing 1/1 file'));
    // the unresolved reference, and the world it meant that no card reads (world.unreachable)
    expect(messages[messages.length - 2]).toBe('1 errors, 1 warnings, 0 hints');
    const percentages = values.slice(0, -1).map((v) => v.percentage ?? 0);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
  });

  it('exits 0 after shutdown and exit', async () => {
    const root = tempRepo(SMALL_REPO);
    const s = start(root);
    await s.initialize(root);
    expect(await s.shutdown()).toBe(0);
  });
});
