/** A character's `examples` file: inside the character folder, UTF-8, within the size limit. */
import { fileOnly, report } from '../diagnostics/report.js';
import { examplesMissing } from '../diagnostics/codes/character/examples-missing.js';
import { pathEscape } from '../diagnostics/codes/asset/path-escape.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import { isInside, join } from '../common/paths.js';
import type { Character, ExamplesRef } from './model.js';
import { decodeFile } from './parse-file.js';
import { readBytes } from './read-bytes.js';
import type { WalkContext } from './walk.js';
import { staysInside } from './walk-entries.js';

export async function readExamples(
  ctx: WalkContext,
  c: Character,
  charDir: { readonly dir: string; readonly real: string },
): Promise<ExamplesRef | null> {
  if (c.examples === null) return null;
  const ref = c.examples.ref;
  const span = c.keySpans.examples;
  const place = span ? { file: c.file, ...span } : fileOnly(c.file);
  const refused: ExamplesRef = { ref, file: null, text: null };
  if (!staysInside(ref)) {
    ctx.diagnostics.push(report(pathEscape, place, { path: ref, boundary: charDir.dir }));
    return refused;
  }
  const path = join(charDir.dir, ref);
  const st = await ctx.fs.stat(path);
  if (st === null) {
    ctx.diagnostics.push(report(examplesMissing, place, { ref }));
    return refused;
  }
  if (st.kind !== 'file') {
    // a FIFO or a device is never opened (reading could block or never end); a folder is no file
    const reason = st.kind === 'other' ? 'special-file' : 'not a file';
    ctx.diagnostics.push(report(unreadable, place, { reason }));
    return refused;
  }
  const real = await ctx.fs.realpath(path);
  if (real === null || !isInside(charDir.real, real)) {
    ctx.diagnostics.push(report(pathEscape, place, { path: ref, boundary: charDir.dir }));
    return refused;
  }
  const bytes = await readBytes(ctx.fs, path, ctx.diagnostics);
  if (bytes === null) return { ref, file: path, text: null };
  const decoded = decodeFile(bytes, path);
  ctx.diagnostics.push(...decoded.diagnostics);
  return { ref, file: path, text: decoded.text };
}
