/**
 * Issue 14 point 7: code scanning shows results only at files. A finding about a folder (a card
 * folder without its `CHARACTER.md`, a missing root) is anchored at a file that stands for it and
 * names the folder in its message; with no such file it falls back to the config file, else to a
 * tool notification, and never points at the folder itself.
 */
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { formatReport } from '../../../src/report/format/index.js';
import { validate } from '../../../src/validate/index.js';

interface SarifResult {
  readonly ruleId: string;
  readonly message: { readonly text: string };
  readonly locations: readonly { readonly physicalLocation: { readonly artifactLocation: { readonly uri: string } } }[];
}
interface SarifRun {
  readonly results: readonly SarifResult[];
  readonly invocations?: readonly {
    readonly toolExecutionNotifications: readonly { readonly descriptor: { id: string } }[];
  }[];
}

const CARD = '---\nid: bob\nname: Bob\n---\n\nBob.\n';

async function sarif(files: Record<string, string>, roots: string[], anchorFile?: string): Promise<SarifRun> {
  const report = await validate({ roots }, memoryFileSystem(files));
  const text = formatReport(report, { format: 'sarif', locale: 'en', ...(anchorFile ? { anchorFile } : {}) });
  return (JSON.parse(text) as { runs: SarifRun[] }).runs[0]!;
}

const uris = (r: SarifResult) => r.locations.map((l) => l.physicalLocation.artifactLocation.uri);

describe('SARIF locations of folder findings', () => {
  it('anchors a card folder without CHARACTER.md at the Markdown file found in it, naming the folder', async () => {
    const run = await sarif(
      { 'r/characters/bob/CHARACTER.md': CARD, 'r/characters/carol/character.md': CARD.replace(/bob/g, 'carol') },
      ['r'],
    );
    const folder = run.results.find((x) => x.ruleId === 'asset.missing-entry-file');
    expect(folder).toBeDefined();
    expect(uris(folder!)).toEqual(['r/characters/carol/character.md']);
    expect(folder!.message.text.startsWith('r/characters/carol/: ')).toBe(true);
  });

  it('anchors a folder whose Markdown file lies deeper at that file', async () => {
    const run = await sarif({ 'r/characters/bob/CHARACTER.md': CARD, 'r/characters/group/notes/a.md': '# a\n' }, ['r']);
    const folder = run.results.find((x) => x.ruleId === 'asset.missing-entry-file');
    expect(uris(folder!)).toEqual(['r/characters/group/notes/a.md']);
  });

  it('anchors a missing root at the config file when one is given, else reports a notification', async () => {
    const files = { 'r/characters/bob/CHARACTER.md': CARD };
    const withConfig = await sarif(files, ['r', 'gone'], 'rp-assets.config.yaml');
    const missing = withConfig.results.find((x) => x.ruleId === 'asset.root-missing');
    expect(uris(missing!)).toEqual(['rp-assets.config.yaml']);
    expect(missing!.message.text.startsWith('gone/: ')).toBe(true);

    const bare = await sarif(files, ['r', 'gone']);
    expect(bare.results.some((x) => x.ruleId === 'asset.root-missing')).toBe(false);
    const notes = bare.invocations?.[0]?.toolExecutionNotifications ?? [];
    expect(notes.map((n) => n.descriptor.id)).toContain('asset.root-missing');
  });

  it('never points a result at a folder', async () => {
    const run = await sarif(
      {
        'r/characters/bob/CHARACTER.md': CARD,
        'r/characters/carol/character.md': CARD,
        'r/worlds/w/notes.md': '# notes\n',
      },
      ['r', 'gone'],
      'rp-assets.config.yaml',
    );
    const folders = new Set(['r/characters/carol', 'r/worlds/w', 'gone']);
    expect(run.results.length).toBeGreaterThanOrEqual(3);
    for (const r of run.results) for (const u of uris(r)) expect(folders.has(u)).toBe(false);
  });
});
