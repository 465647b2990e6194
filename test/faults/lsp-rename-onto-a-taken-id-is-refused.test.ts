/**
 * Issue 42 L2: the language server's rename onto an id that is already declared was accepted, and
 * the two assets became one. It is refused with a message naming the file that holds the id, and
 * nothing is edited; a free id still renames.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessServer } from '../support/lsp-in-process.js';
import type { InProcessServer } from '../support/lsp-in-process.js';
import { cleanRepos, tempRepo } from '../support/lsp-repo.js';
import { uriOf } from '../support/lsp-wire.js';

const REPO = {
  'rp-assets.config.yaml': 'roots: [assets]\nlocale: en\n',
  'assets/characters/alice/CHARACTER.md': '---\nname: Alice\nworlds: [astra, borealis]\n---\n\nAlice.\n',
  'assets/worlds/astra/WORLD.md': '---\nname: Astra\n---\n\nA kingdom.\n',
  'assets/worlds/astra/entries/harbour.md': '---\nkeys: [harbour]\n---\n\nThe harbour.\n',
  'assets/worlds/astra/entries/port.md': '---\nkeys: [port]\nparents: [harbour]\n---\n\nThe port.\n',
  'assets/worlds/borealis/WORLD.md': '---\nname: Borealis\n---\n\nThe north.\n',
  'assets/worlds/borealis/entries/dock.md': '---\nkeys: [dock]\n---\n\nThe dock.\n',
};

const servers: InProcessServer[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  cleanRepos();
});

async function start() {
  const root = tempRepo(REPO);
  const server = inProcessServer(root);
  servers.push(server);
  await server.client.initialize(root, { window: { workDoneProgress: true } }, null);
  await server.client.indexed();
  const at = (path: string, line: number, character: number) => {
    const uri = uriOf(join(root, path));
    server.client.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: 'markdown', version: 1, text: REPO[path as keyof typeof REPO] },
    });
    return { textDocument: { uri }, position: { line, character } };
  };
  return { client: server.client, at };
}

describe('rename onto a taken id', () => {
  it('a world renamed to another world’s id is refused, naming its WORLD.md', async () => {
    const { client, at } = await start();
    await expect(
      client.request('textDocument/rename', {
        ...at('assets/characters/alice/CHARACTER.md', 2, 9),
        newName: 'borealis',
      }),
    ).rejects.toThrow(/already taken by assets\/worlds\/borealis\/WORLD\.md/);
  });

  it('an entry renamed to an entry id of its own world is refused', async () => {
    const { client, at } = await start();
    await expect(
      client.request('textDocument/rename', { ...at('assets/worlds/astra/entries/port.md', 2, 11), newName: 'port' }),
    ).rejects.toThrow(/already taken by assets\/worlds\/astra\/entries\/port\.md/);
  });

  it('an id used only in another world is free: the rename goes ahead', async () => {
    const { client, at } = await start();
    const edit = await client.request<{ changes: Record<string, unknown[]> }>('textDocument/rename', {
      ...at('assets/worlds/astra/entries/port.md', 2, 11),
      newName: 'dock',
    });
    expect(Object.keys(edit.changes).length).toBe(2);
  });
});
