/** Diagnostics a preview carries: what a reader of the result could easily miss. */
import type { Character, Entry, World } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { constantLeftOut } from '../diagnostics/codes/retrieval/constant-left-out.js';
import { examplesTruncated } from '../diagnostics/codes/retrieval/examples-truncated.js';
import { worldCoreTruncated } from '../diagnostics/codes/retrieval/world-core-truncated.js';
import type { ExcludedEntry, RetrievalResult } from './types.js';

function keyPlace(file: string, spans: Entry['keySpans'], key: string) {
  const span = spans[key];
  return span
    ? { file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn }
    : { file, line: null, column: null };
}

/** What one preview decided, which its notes explain. */
export interface PreviewOutcome {
  readonly character: Character;
  readonly worlds: readonly World[];
  /** The entries of the character's worlds. */
  readonly entries: readonly Entry[];
  readonly excluded: readonly ExcludedEntry[];
  readonly core: RetrievalResult['worldCore'];
  readonly examples: RetrievalResult['examples'];
  readonly budgets: RetrievalResult['budgets'];
}

export function previewNotes({
  character,
  worlds,
  entries,
  excluded,
  core,
  examples,
  budgets,
}: PreviewOutcome): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byFile = new Map(entries.map((e) => [e.file, e]));
  for (const x of excluded) {
    if (!x.constant || (x.reason !== 'budget' && x.reason !== 'maxEntries')) continue;
    const entry = byFile.get(x.file);
    const reason = x.reason === 'budget' ? (x.budget?.name ?? 'worldEntries') : 'maxEntries';
    out.push(
      report(
        constantLeftOut,
        keyPlace(x.file, entry?.keySpans ?? {}, 'constant'),
        { id: x.id, world: x.world, reason, tokens: x.tokens, available: x.budget?.available ?? 0 },
        { key: `${x.world}/${x.id}` },
      ),
    );
  }
  for (const part of core.parts) {
    if (part.cutChars === 0) continue;
    out.push(
      report(
        worldCoreTruncated,
        { file: part.file, line: worlds.find((w) => w.id === part.world)?.bodyLine ?? null, column: 1 },
        {
          world: part.world,
          tokens: part.tokens,
          keptTokens: part.keptTokens,
          cutChars: part.cutChars,
          budget: core.budget,
        },
        { key: part.world },
      ),
    );
  }
  if (examples && examples.cutChars > 0 && budgets.examples !== 0) {
    out.push(
      report(
        examplesTruncated,
        keyPlace(character.file, character.keySpans, 'budgets'),
        { character: character.id, budget: budgets.examples, chars: examples.chars, cutChars: examples.cutChars },
        { key: character.id },
      ),
    );
  }
  return out;
}
