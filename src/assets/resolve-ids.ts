/**
 * Which character / world wins each id. Within one root a duplicate is an error and the file whose
 * path sorts last wins ("later loaded overrides earlier", with a sorted load order); across roots
 * the highest root wins, reported as a hint and an Override.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { duplicateId } from '../diagnostics/codes/asset/duplicate-id.js';
import { override as overrideCode } from '../diagnostics/codes/asset/override.js';
import { idPlace } from './build-assets.js';
import type { Override, Span } from './model.js';
import { compareBy } from '../common/compare.js';

interface Identified {
  readonly id: string;
  readonly file: string;
  readonly rootIndex: number;
  readonly keySpans: { readonly [k: string]: Span };
}

const WINS = { 'zh-CN': '生效的文件', en: 'the file that wins' };
const LOSES = { 'zh-CN': '同 id 的另一个文件', en: 'another file with the same id' };
const SHADOWED = { 'zh-CN': '被覆盖的文件', en: 'the shadowed file' };

function relatedOf(a: Identified, message: typeof WINS) {
  const s = a.keySpans.id;
  return { file: a.file, line: s ? s.line : null, column: s ? s.column : null, message };
}

export function pickWinners<T extends Identified>(
  kind: 'character' | 'world',
  assets: readonly T[],
  diagnostics: Diagnostic[],
): { active: T[]; overrides: Override[] } {
  const byId = new Map<string, T[]>();
  for (const a of assets) {
    const g = byId.get(a.id);
    if (g) g.push(a);
    else byId.set(a.id, [a]);
  }
  const active: T[] = [];
  const overrides: Override[] = [];
  for (const [id, group] of byId) {
    const byRoot = new Map<number, T[]>();
    for (const a of group) {
      const g = byRoot.get(a.rootIndex);
      if (g) g.push(a);
      else byRoot.set(a.rootIndex, [a]);
    }
    const rootWinners: T[] = [];
    for (const rootIndex of [...byRoot.keys()].sort((x, y) => x - y)) {
      const same = (byRoot.get(rootIndex) as T[]).sort(compareBy((x) => x.file));
      const winner = same[same.length - 1] as T;
      rootWinners.push(winner);
      for (const loser of same.slice(0, -1)) {
        const related = [
          relatedOf(winner, WINS),
          ...same
            .slice(0, -1)
            .filter((x) => x !== loser)
            .map((x) => relatedOf(x, LOSES)),
        ];
        diagnostics.push(
          report(
            duplicateId,
            idPlace(loser),
            { kind, id, winner: winner.file },
            { related, key: `${kind}:${id}:${loser.file}` },
          ),
        );
      }
    }
    const winner = rootWinners[rootWinners.length - 1] as T;
    active.push(winner);
    if (rootWinners.length > 1) {
      const shadowed = rootWinners.slice(0, -1).map((x) => x.file);
      overrides.push({ kind, id, winner: winner.file, shadowed });
      const related = rootWinners.slice(0, -1).map((x) => relatedOf(x, SHADOWED));
      diagnostics.push(
        report(overrideCode, idPlace(winner), { kind, id, shadowed }, { related, key: `${kind}:${id}` }),
      );
    }
  }
  active.sort(compareBy((x) => x.id));
  overrides.sort(compareOverrides);
  return { active, overrides };
}

/** Overrides by kind, then id (code-unit order). */
export const compareOverrides = compareBy<Override>(
  (o) => o.kind,
  (o) => o.id,
);
