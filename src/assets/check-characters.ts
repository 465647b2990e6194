/** Checks across characters: world references (against active worlds of every root), defaults. */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { multipleDefault } from '../diagnostics/codes/character/multiple-default.js';
import { unresolvedWorld } from '../diagnostics/codes/character/unresolved-world.js';
import { closestCandidate } from '../common/closest-candidate.js';
import type { Character } from './model.js';

export function resolveWorldRefs(c: Character, worldIds: ReadonlySet<string>, diagnostics: Diagnostic[]): Character {
  const worlds = c.worlds.map((w) => {
    const resolved = worldIds.has(w.ref);
    if (!resolved) {
      const suggestion = closestCandidate(w.ref, worldIds);
      const place = w.span ? { file: c.file, ...w.span } : { file: c.file, line: null, column: null };
      const extra = suggestion === null ? { key: `${c.id}:${w.ref}` } : { suggestion, key: `${c.id}:${w.ref}` };
      diagnostics.push(report(unresolvedWorld, place, { ref: w.ref, suggestion }, extra));
    }
    return { ...w, resolved };
  });
  return { ...c, worlds };
}

const FIRST_DEFAULT = { 'zh-CN': '第一张默认角色卡', en: 'the first default character' };

/** Characters sorted by id: the first `default: true` is the default; every later one is warned. */
export function checkDefaults(characters: readonly Character[], diagnostics: Diagnostic[]): void {
  let first: Character | null = null;
  for (const c of characters) {
    if (!c.default) continue;
    if (first === null) {
      first = c;
      continue;
    }
    const span = c.keySpans.default;
    const place = span ? { file: c.file, ...span } : { file: c.file, line: null, column: null };
    const fs = first.keySpans.default;
    const related = [
      { file: first.file, line: fs ? fs.line : null, column: fs ? fs.column : null, message: FIRST_DEFAULT },
    ];
    diagnostics.push(report(multipleDefault, place, { id: c.id, first: first.id }, { related }));
  }
}
