/**
 * Navigation and help in a two-root repository: definition, references and rename of world and
 * entry ids across every root (the rename leaves nothing pointing at the old id: `validate` is as
 * clean after it as before), completion, hover and document symbols.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { applyWorkspaceEdit } from '../../support/lsp-edits.js';
import type { TextEdit } from '../../support/lsp-edits.js';
import { inProcessServer } from '../../support/lsp-in-process.js';
import type { InProcessServer } from '../../support/lsp-in-process.js';
import { cleanRepos, tempRepo } from '../../support/lsp-repo.js';
import { uriOf } from '../../support/lsp-wire.js';

const REPO = {
  'rp-assets.config.yaml': 'roots: [global, project]\nrouting: routing.yaml\nlocale: en\n',
  'global/characters/bob/CHARACTER.md': '---\nname: Bob\nworlds: [astra]\n---\n\nBob.\n',
  'global/worlds/astra/WORLD.md': '---\nname: Old Astra\n---\n\nShadowed.\n',
  'project/characters/alice/CHARACTER.md':
    "---\nname: Alice\nworlds:\n  - 'astra'\nbudgets:\n  worldEntries: 100\n---\n\nAlice.\n",
  'project/characters/carol/CHARACTER.md': '---\nname: Carol\nworlds: [astara]\n---\n\nCarol.\n',
  'project/worlds/astra/WORLD.md': '---\nid: astra\nname: Astra\n---\n\nA kingdom.\n',
  'project/worlds/astra/entries/harbour.md': '---\nkeys: [harbour]\n---\n\nThe harbour of Astra.\n',
  'project/worlds/astra/entries/port.md': '---\nkeys: [port]\nparents: [harbour]\n---\n\nThe port.\n',
  'retrieval.tests.yaml':
    '- name: harbour question\n  character: alice\n  messages: [the harbour]\n  expect:\n    injected: [astra/harbour]\n    notInjected: [port]\n',
  'routing.yaml':
    "- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.preset: { preset: plain }\n- id: guild\n  filter: { kind: scope, field: platform, values: [discord] }\n  values:\n    chat.preset: { preset: guild }\n",
  'routing.tests.yaml':
    '- name: guild one\n  input: { platform: discord, selfId: bot, userId: u }\n  expect:\n    chat.preset.preset: guild\n  decidedBy: { chat.preset: guild }\n',
};

const servers: InProcessServer[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  cleanRepos();
});

async function start(files: Record<string, string> = REPO) {
  const root = tempRepo(files);
  const server = inProcessServer(root);
  servers.push(server);
  const { client } = server;
  await client.initialize(root, { window: { workDoneProgress: true } }, null);
  await client.indexed();
  const open = (path: string) => {
    const uri = uriOf(join(root, path));
    client.notify('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: path.endsWith('.md') ? 'markdown' : 'yaml',
        version: 1,
        text: readFileSync(join(root, path), 'utf8'),
      },
    });
    return uri;
  };
  const at = (uri: string, line: number, character: number) => ({
    textDocument: { uri },
    position: { line, character },
  });
  const where = (locs: { uri: string; range: { start: { line: number } } }[] | null) =>
    (locs ?? []).map((l) => `${relative(root, fileURLToPath(l.uri))}:${l.range.start.line + 1}`).sort();
  const validate = async () => {
    let out = '';
    await main(['validate', '--format', 'json'], { cwd: root, env: {}, stdout: (s) => (out += s), stderr: () => {} });
    return (JSON.parse(out) as { diagnostics: { code: string; file: string }[] }).diagnostics.map(
      (d) => `${d.code} ${d.file}`,
    );
  };
  return { root, client, open, at, where, validate };
}

type Loc = { uri: string; range: { start: { line: number } } }[];

describe('definition', () => {
  it('goes from a worlds item to the WORLD.md that wins, from parents to the parent entry, from decidedBy to the rule', async () => {
    const { client, open, at, where } = await start();
    const alice = open('project/characters/alice/CHARACTER.md');
    expect(where(await client.request<Loc>('textDocument/definition', at(alice, 3, 6)))).toEqual([
      'global/worlds/astra/WORLD.md:1',
      'project/worlds/astra/WORLD.md:2',
    ]);
    const port = open('project/worlds/astra/entries/port.md');
    expect(where(await client.request<Loc>('textDocument/definition', at(port, 2, 11)))).toEqual([
      'project/worlds/astra/entries/harbour.md:1',
    ]);
    const tests = open('routing.tests.yaml');
    expect(where(await client.request<Loc>('textDocument/definition', at(tests, 4, 30)))).toEqual(['routing.yaml:5']);
  });
});

describe('references and rename', () => {
  it('finds a world id in every root, with the scenario that names it', async () => {
    const { client, open, at, where } = await start();
    const bob = open('global/characters/bob/CHARACTER.md');
    const refs = await client.request<Loc>('textDocument/references', {
      ...at(bob, 2, 10),
      context: { includeDeclaration: true },
    });
    expect(where(refs)).toEqual([
      'global/characters/bob/CHARACTER.md:3',
      'global/worlds/astra/WORLD.md:1',
      'project/characters/alice/CHARACTER.md:4',
      'project/worlds/astra/WORLD.md:2',
      'retrieval.tests.yaml:5',
    ]);
  });

  it('renames a world everywhere: the checks come out the same', async () => {
    const { root, client, open, at, validate } = await start();
    const before = await validate();
    const alice = open('project/characters/alice/CHARACTER.md');
    const prep = await client.request<{ placeholder: string }>('textDocument/prepareRename', at(alice, 3, 6));
    expect(prep.placeholder).toBe('astra');
    const edit = await client.request<{ changes: Record<string, TextEdit[]> }>('textDocument/rename', {
      ...at(alice, 3, 6),
      newName: 'stella',
    });
    expect(applyWorkspaceEdit(edit).map((f) => relative(root, f))).toEqual([
      'global/characters/bob/CHARACTER.md',
      'global/worlds/astra/WORLD.md',
      'project/characters/alice/CHARACTER.md',
      'project/worlds/astra/WORLD.md',
      'retrieval.tests.yaml',
    ]);
    expect(await validate()).toEqual(before);
    expect(readFileSync(join(root, 'global/worlds/astra/WORLD.md'), 'utf8')).toMatch(/^---\nid: stella\n/);
    expect(readFileSync(join(root, 'project/characters/alice/CHARACTER.md'), 'utf8')).toContain("  - 'stella'\n");
  });

  it('renames an entry in its parents and scenarios', async () => {
    const { root, client, open, at, validate } = await start();
    const before = await validate();
    const port = open('project/worlds/astra/entries/port.md');
    const edit = await client.request<{ changes: Record<string, TextEdit[]> }>('textDocument/rename', {
      ...at(port, 2, 11),
      newName: 'dock',
    });
    expect(applyWorkspaceEdit(edit).map((f) => relative(root, f))).toEqual([
      'project/worlds/astra/entries/harbour.md',
      'project/worlds/astra/entries/port.md',
      'retrieval.tests.yaml',
    ]);
    expect(await validate()).toEqual(before);
    expect(readFileSync(join(root, 'retrieval.tests.yaml'), 'utf8')).toContain('injected: [astra/dock]');
  });

  it('refuses a new name that cannot be an id', async () => {
    const { client, open, at } = await start();
    const alice = open('project/characters/alice/CHARACTER.md');
    await expect(client.request('textDocument/rename', { ...at(alice, 3, 6), newName: 'two words' })).rejects.toThrow(
      /cannot be an id/,
    );
  });
});

describe('completion, hover, symbols', () => {
  const labels = (r: { label: string }[] | null) => (r ?? []).map((i) => i.label);

  it('completes world ids in worlds, budget keys, frontmatter keys and routing namespaces', async () => {
    const { client, open, at } = await start();
    const carol = open('project/characters/carol/CHARACTER.md');
    expect(labels(await client.request('textDocument/completion', at(carol, 2, 9)))).toEqual(['astra']);
    const alice = open('project/characters/alice/CHARACTER.md');
    const top = labels(await client.request('textDocument/completion', at(alice, 1, 0)));
    expect(top).toContain('language');
    expect(top).not.toContain('name');
    const budget = labels(await client.request('textDocument/completion', at(alice, 5, 2)));
    expect(budget).toContain('recentMessages');
    const routing = open('routing.yaml');
    const ns = labels(await client.request('textDocument/completion', at(routing, 3, 4)));
    expect(ns).toEqual(expect.arrayContaining(['chat.model', 'chat.session', 'chat.preset']));
  });

  it('hovers a budget key with its effective value and a world reference with ✓ or ✗', async () => {
    const { client, open, at } = await start();
    const alice = open('project/characters/alice/CHARACTER.md');
    const budget = await client.request<{ contents: { value: string } }>('textDocument/hover', at(alice, 5, 4));
    expect(budget.contents.value).toContain('Default: `5000`');
    expect(budget.contents.value).toContain('Value for this asset: `100` (set by the author)');
    const world = await client.request<{ contents: { value: string } }>('textDocument/hover', at(alice, 3, 6));
    expect(world.contents.value).toContain('World `astra` ✓ (2 entries)');
    const carol = open('project/characters/carol/CHARACTER.md');
    const typo = await client.request<{ contents: { value: string } }>('textDocument/hover', at(carol, 2, 10));
    expect(typo.contents.value).toContain('World `astara` ✗ (not found); closest: `astra`');
    const key = await client.request<{ contents: { value: string } }>('textDocument/hover', at(alice, 1, 1));
    expect(key.contents.value).toContain('Value for this asset: `"Alice"`');
  });

  it('lists the rules of the routing file and the keys of a card', async () => {
    const { client, open } = await start();
    const routing = open('routing.yaml');
    const rules = await client.request<{ name: string }[]>('textDocument/documentSymbol', {
      textDocument: { uri: routing },
    });
    expect(rules.map((s) => s.name)).toEqual(['global', 'guild']);
    const alice = open('project/characters/alice/CHARACTER.md');
    const keys = await client.request<{ name: string }[]>('textDocument/documentSymbol', {
      textDocument: { uri: alice },
    });
    expect(keys.map((s) => s.name)).toEqual(['name', 'worlds', 'budgets']);
  });
});
