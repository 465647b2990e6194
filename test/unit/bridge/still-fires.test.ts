/**
 * "Still fires the same": every imported entry whose source semantics our retrieval can express
 * (enabled, keyed, no kept setting that changes activation) is activated by a message made of
 * each one of its keys, through `retrieve` (what `rp-assets retrieve` runs). Those it cannot
 * express have a `differs` line in the ledger, and disabled / constant entries behave as in the
 * source (never / always).
 */
import { describe, expect, it } from 'vitest';
import { activationFindings } from '../../../src/assets/kept-activation.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { ST_ENTRY_DEFAULTS } from '../../../src/bridge/entry/st-card-fields.js';
import { sameJson } from '../../../src/bridge/index.js';
import { fixture, importAll } from './support.js';

const READER = (worlds: string[]) =>
  `---\nname: Reader\nworlds: [${worlds.join(', ')}]\nbudgets:\n  maxEntries: 1000\n  worldEntries: 100000\n  contextTotal: 200000\n  recentMessages: 1\n---\n\nReads everything.\n`;

const SOURCES = [
  { name: 'astra.json', file: 'astra.json' },
  { name: 'mira.json', file: 'mira-card-v3.json' },
  { name: 'harbour.json', file: 'quirky-book-v2.json' },
];

describe('imported entries still fire', () => {
  it('on each of their keys, for every entry whose semantics retrieval can express', async () => {
    const first = await importAll(SOURCES.map((s) => ({ name: s.name, bytes: fixture(s.file) })));
    const worlds = first.graph.worlds.map((w) => w.id);
    const { graph, run } = await importAll(
      SOURCES.map((s) => ({ name: s.name, bytes: fixture(s.file) })),
      { 'characters/reader/CHARACTER.md': READER(worlds) },
    );
    let expressed = 0;
    let differing = 0;
    for (const e of graph.entries) {
      const findings = activationFindings(e.extensions ?? {}, e.secondaryKeys.length);
      const ledgered = run.ledger.items.some((i) => i.action === 'differs' && i.target.startsWith(e.file + ' '));
      if (findings.length > 0) {
        // what differs is said at import time, for this very entry
        expect(ledgered, e.file).toBe(true);
        differing++;
        continue;
      }
      const result = (message: string) => retrieve(graph, 'reader', [message]);
      if (!e.enabled) {
        const r = result(e.keys[0] ?? 'anything');
        expect(r.excluded.find((x) => x.file === e.file)?.reason, e.file).toBe('disabled');
        continue;
      }
      if (e.constant) {
        expect(
          result('nothing related').injected.map((x) => x.file),
          e.file,
        ).toContain(e.file);
        expressed++;
        continue;
      }
      expect(e.keys.length, `${e.file} has keys`).toBeGreaterThan(0);
      for (const key of [...e.keys, ...e.aliases]) {
        const r = result(`…${key}…`);
        expect(
          r.injected.map((x) => x.file),
          `${e.file} on ${key}`,
        ).toContain(e.file);
      }
      expressed++;
    }
    // the fixtures hold both kinds, so neither loop is empty
    expect(expressed).toBeGreaterThanOrEqual(5);
    expect(differing).toBeGreaterThanOrEqual(3);
  });
});

describe('the ledger', () => {
  it('names every source field of every entry: mapped, kept, differs or lenient', async () => {
    const { run } = await importAll([{ name: 'astra.json', bytes: fixture('astra.json') }]);
    const source = JSON.parse(new TextDecoder().decode(fixture('astra.json'))) as {
      entries: Record<string, Record<string, unknown>>;
    };
    const named = new Set(run.ledger.items.map((i) => i.source));
    const missing = Object.entries(source.entries).flatMap(([k, e]) =>
      Object.keys(e)
        .map((f) => `entries.${k}.${f}`)
        // fields equal to SillyTavern's defaults are not written (export fills them back)
        .filter((path) => !named.has(path) && !isDefault(path, source)),
    );
    expect(missing).toEqual([]);
  });
});

function isDefault(path: string, source: { entries: Record<string, Record<string, unknown>> }): boolean {
  const [, k, f] = path.split('.') as [string, string, string];
  return f in ST_ENTRY_DEFAULTS && sameJson(source.entries[k]?.[f], ST_ENTRY_DEFAULTS[f]);
}
