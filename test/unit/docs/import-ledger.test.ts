/**
 * docs/format.md shows the ledger of importing one real-looking card (`<!-- ledger: FILE -->`
 * before a text block): the block is what `rp-assets import --locale en` prints for that fixture,
 * so the page cannot drift from the bridge (UPDATE_GOLDEN=1 rewrites the block).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLedgerText, ImportRun, importFile } from '../../../src/bridge/index.js';
import { updatingGolden } from '../../support/golden.js';

const PAGE = join(import.meta.dirname, '../../../docs/format.md');
const MARK = /<!-- ledger: ([^ ]+) -->\n\n```text\n([\s\S]*?)```\n/g;

describe('docs/format.md: the ledger shown', () => {
  it('is the ledger the import prints for the fixture it names', () => {
    const page = readFileSync(PAGE, 'utf8');
    const blocks = [...page.matchAll(MARK)];
    expect(blocks.length).toBeGreaterThan(0);
    let updated = page;
    for (const [whole, file, shown] of blocks) {
      const run = new ImportRun();
      importFile(readFileSync(join(import.meta.dirname, '../../fixtures/bridge', file as string)), file as string, run);
      const ledger = formatLedgerText(run.ledger.items, 'en');
      if (updatingGolden()) updated = updated.replace(whole, whole.replace(shown as string, ledger));
      else expect(shown, `docs/format.md ledger of ${file}`).toBe(ledger);
    }
    if (updatingGolden()) writeFileSync(PAGE, updated);
  });
});
