/**
 * Retrieval where the author writes: the code lens on an entry (its tokens and whether it fits each
 * reader's worldEntries) and the command that runs `retrieve` on a selected text for a character.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessServer } from '../../support/lsp-in-process.js';
import type { InProcessServer } from '../../support/lsp-in-process.js';
import { cleanRepos, tempRepo } from '../../support/lsp-repo.js';
import { uriOf } from '../../support/lsp-wire.js';

const LONG = 'The harbour of Astra shelters the royal fleet. '.repeat(5);

const REPO = {
  'rp-assets.config.yaml': 'locale: en\n',
  'characters/alice/CHARACTER.md': '---\nname: Alice\nworlds: [astra]\n---\n\nAlice.\n',
  'characters/tiny/CHARACTER.md': '---\nname: Tiny\nworlds: [astra]\nbudgets:\n  worldEntries: 20\n---\n\nTiny.\n',
  'worlds/astra/WORLD.md': '---\nname: Astra\n---\n\nA kingdom.\n',
  'worlds/astra/entries/harbour.md': `---\nkeys: [harbour]\n---\n\n${LONG}\n`,
  'worlds/astra/entries/market.md': '---\nkeys: [market]\n---\n\nThe market.\n',
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
  const { client } = server;
  await client.initialize(root, { window: { workDoneProgress: true } }, null);
  await client.indexed();
  const open = (path: string) => {
    const uri = uriOf(join(root, path));
    client.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: 'markdown', version: 1, text: readFileSync(join(root, path), 'utf8') },
    });
    return uri;
  };
  return { client, open };
}

describe('the entry lens', () => {
  it('shows the tokens and the fit per reader', async () => {
    const { client, open } = await start();
    const uri = open('worlds/astra/entries/harbour.md');
    const lenses = await client.request<{ command: { title: string } }[]>('textDocument/codeLens', {
      textDocument: { uri },
    });
    expect(lenses.map((l) => l.command.title)).toEqual(['≈ 60 tokens · worldEntries: ✓ alice 5000 · ✗ tiny 20']);
  });
});

describe('what fires for this text', () => {
  type Answer = { character: string; text: string; result: { injected: { id: string }[] } };

  it('runs retrieve on the text for the given character', async () => {
    const { client } = await start();
    const answer = await client.request<Answer>('workspace/executeCommand', {
      command: 'rp-assets.whatFires',
      arguments: [{ text: 'we sail to the harbour', character: 'alice' }],
    });
    expect(answer.result.injected.map((e) => e.id)).toEqual(['harbour']);
    expect(answer.text).toContain('harbour');
  });

  it('asks which character when there are several', async () => {
    const { client } = await start();
    let asked: string[] = [];
    client.replies.set('window/showMessageRequest', (p) => {
      asked = (p as { actions: { title: string }[] }).actions.map((a) => a.title);
      return { title: 'tiny' };
    });
    const answer = await client.request<Answer>('workspace/executeCommand', {
      command: 'rp-assets.whatFires',
      arguments: [{ text: 'to the market' }],
    });
    expect(asked).toEqual(['alice', 'tiny']);
    expect(answer.character).toBe('tiny');
    expect(answer.result.injected.map((e) => e.id)).toEqual(['market']);
  });
});
