/**
 * Checking `roleplay_finalize_turn` arguments against schema v2 and the turn's transcript
 * (docs/turn.md, schema v2 and its decisions). Pure.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { legacyPath } from '../diagnostics/codes/turn/legacy-path.js';
import { sortDiagnostics } from '../diagnostics/sort.js';
import { nodeAt, nodePlace, valueOf } from './json-source.js';
import type { JsonSource } from './json-source.js';
import type { Node } from 'jsonc-parser';
import { checkQuotes } from './quotes.js';
import { readJson } from './read-json.js';
import type { JsonFile } from './read-json.js';
import { checkSchema } from './schema-check.js';
import type { SchemaVersion } from './schema-check.js';
import { canonicalPath, legacyCanonicalPath } from './targets.js';
import type { Target } from './targets.js';
import { readTranscript } from './transcript.js';

export interface TurnChange {
  readonly path: string;
  readonly op: string;
  /** Absent for `remove`. */
  readonly value?: unknown;
  /** True for a v1 path read for an old session. */
  readonly legacy?: true;
}

export interface TurnCheck {
  readonly schemaVersion: SchemaVersion | null;
  /** Sorted (file, line, column, code). */
  readonly diagnostics: readonly Diagnostic[];
  /** Each state change compiled to its canonical path; empty when the arguments do not match the schema. */
  readonly changes: readonly TurnChange[];
}

type Change = { op?: unknown; target?: Target; path?: unknown; value?: unknown };

function stateChanges(args: unknown): Change[] {
  const list = args && typeof args === 'object' ? (args as { stateChanges?: unknown }).stateChanges : undefined;
  return Array.isArray(list) ? (list as Change[]) : [];
}

function withValue(c: Change): { value?: unknown } {
  return 'value' in c ? { value: c.value } : {};
}

function legacy(src: JsonSource, root: Node, args: unknown): { diagnostics: Diagnostic[]; changes: TurnChange[] } {
  const diagnostics: Diagnostic[] = [];
  const changes: TurnChange[] = [];
  stateChanges(args).forEach((c, i) => {
    const path = String(c.path);
    const node = nodeAt(root, `/stateChanges/${i}/path`) ?? root;
    diagnostics.push(report(legacyPath, nodePlace(src, node), { path }, { key: path }));
    changes.push({
      path: legacyCanonicalPath(path),
      op: typeof c.op === 'string' ? c.op : 'replace',
      ...withValue(c),
      legacy: true,
    });
  });
  return { diagnostics, changes };
}

function isLegacy(args: unknown): boolean {
  return (
    !!args &&
    typeof args === 'object' &&
    !Array.isArray(args) &&
    (args as { schemaVersion?: unknown }).schemaVersion === 1
  );
}

export function checkTurn(argsFile: JsonFile, transcriptFile: JsonFile): TurnCheck {
  const args = readJson(argsFile);
  const transcriptJson = readJson(transcriptFile);
  const diagnostics: Diagnostic[] = [...args.diagnostics, ...transcriptJson.diagnostics];
  const transcript = transcriptJson.ok ? readTranscript(transcriptJson.src, transcriptJson.root) : null;
  if (transcript) diagnostics.push(...transcript.diagnostics);
  if (!args.ok) return { schemaVersion: null, diagnostics: sortDiagnostics(diagnostics), changes: [] };

  const value = valueOf(args.root);
  const version: SchemaVersion = isLegacy(value) ? 1 : 2;
  const schemaProblems = checkSchema(args.src, args.root, value, version);
  diagnostics.push(...schemaProblems);
  let changes: TurnChange[] = [];
  if (schemaProblems.length === 0) {
    if (version === 1) {
      const read = legacy(args.src, args.root, value);
      diagnostics.push(...read.diagnostics);
      changes = read.changes;
    } else {
      changes = stateChanges(value).map((c) => ({
        path: canonicalPath(c.target as Target),
        op: String(c.op),
        ...withValue(c),
      }));
    }
  }
  if (transcript) diagnostics.push(...checkQuotes(args.src, args.root, value, transcript));
  return { schemaVersion: version, diagnostics: sortDiagnostics(diagnostics), changes };
}
