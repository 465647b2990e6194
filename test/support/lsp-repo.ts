/** Small asset repositories written into a temporary folder for the language-server tests (removed by `cleanRepos`). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const made: string[] = [];

export function tempRepo(files: Readonly<Record<string, string | Uint8Array>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rp-lsp-'));
  made.push(dir);
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(root: string, files: Readonly<Record<string, string | Uint8Array>>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

export function cleanRepos(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A card with one world reference, the world, and an entry of it. */
export const SMALL_REPO = {
  'characters/alice/CHARACTER.md': '---\nname: Alice\nworlds: [astra]\n---\n\nAlice is a knight.\n',
  'worlds/astra/WORLD.md': '---\nid: astara\nname: Astra\n---\n\nA kingdom.\n',
  'worlds/astra/entries/harbour.md': '---\nkeys: [harbour]\n---\n\nThe harbour of Astra.\n',
} as const;
