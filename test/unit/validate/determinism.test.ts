/** The same tree inserted in any order gives byte-identical output in every format. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { formatReport, OUTPUT_FORMATS } from '../../../src/report/format/index.js';
import { validate } from '../../../src/validate/validate.js';
import { sampleTree } from './support/tree.js';

async function outputs(files: Record<string, string>): Promise<string[]> {
  const report = await validate({ roots: ['global', 'project'], routing: 'routing.yaml' }, memoryFileSystem(files));
  return OUTPUT_FORMATS.flatMap((format) =>
    (['zh-CN', 'en'] as const).map((locale) => formatReport(report, { format, locale })),
  );
}

describe('determinism', () => {
  it('does not depend on the order the file system lists entries in', async () => {
    const entries = Object.entries(sampleTree());
    const reference = await outputs(Object.fromEntries(entries));
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }),
        async (shuffled) => {
          expect(await outputs(Object.fromEntries(shuffled))).toEqual(reference);
        },
      ),
      { numRuns: 15 },
    );
    const reversed = await outputs(Object.fromEntries([...entries].reverse()));
    expect(reversed).toEqual(reference);
  });
});
