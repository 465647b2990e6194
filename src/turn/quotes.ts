/**
 * Evidence quotes: each must be a contiguous, verbatim substring of the final text of the role its
 * `source` names. Line breaks are the one thing normalised (CRLF and lone CR count as LF, on both
 * sides); nothing else is (docs/turn.md "Quotes").
 */
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { missingSourceMessage } from '../diagnostics/codes/turn/missing-source-message.js';
import { quoteNotVerbatim } from '../diagnostics/codes/turn/quote-not-verbatim.js';
import { truncate } from '../common/truncate.js';
import { closestPassage } from './closest-passage.js';
import { QUOTE_MAX, SOURCES } from './domains.js';
import type { Source } from './domains.js';
import { nodeAt, nodePlace, positionAt, stringCharOffset } from './json-source.js';
import type { JsonSource } from './json-source.js';
import { classifyQuoteMiss } from './quote-diff.js';
import type { Transcript } from './transcript.js';

const NEWLINES = /\r\n?/g;
const MECHANICAL = new Set(['quotation-marks', 'whitespace', 'punctuation']);

export function normalizeNewlines(s: string): string {
  return s.replace(NEWLINES, '\n');
}

/** Index in `original` of index `i` of normalizeNewlines(original). */
function originalIndex(original: string, i: number): number {
  let o = 0;
  for (let n = 0; n < i && o < original.length; n++) o += original[o] === '\r' && original[o + 1] === '\n' ? 2 : 1;
  return o;
}

export interface EvidenceItem {
  readonly pointer: string;
  readonly source: Source;
  readonly quote: string;
}

/** Well-formed evidence items of the arguments (malformed ones are schema violations). */
export function evidenceItems(args: unknown): EvidenceItem[] {
  const out: EvidenceItem[] = [];
  if (!args || typeof args !== 'object') return out;
  for (const list of ['stateChanges', 'events', 'memories'] as const) {
    const items = (args as Record<string, unknown>)[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      const evidence = item && typeof item === 'object' ? (item as Record<string, unknown>).evidence : undefined;
      if (!Array.isArray(evidence)) return;
      evidence.forEach((ev: unknown, j) => {
        if (!ev || typeof ev !== 'object') return;
        const { source, quote } = ev as Record<string, unknown>;
        if (typeof quote !== 'string' || quote === '' || !SOURCES.includes(source as Source)) return;
        out.push({ pointer: `/${list}/${i}/evidence/${j}`, source: source as Source, quote });
      });
    });
  }
  return out;
}

/** More than `max` code points (JSON Schema's maxLength unit), counted no further than needed. */
function longerThan(s: string, max: number): boolean {
  if (s.length <= max) return false;
  let n = 0;
  for (const _ of s) if (++n > max) return true;
  return false;
}


export function checkQuotes(src: JsonSource, root: Node, args: unknown, transcript: Transcript): Diagnostic[] {
  const out: Diagnostic[] = [];
  const missing = new Set<Source>();
  for (const item of evidenceItems(args)) {
    const quoteNode = nodeAt(root, `${item.pointer}/quote`) ?? root;
    const final = transcript.finals[item.source];
    if (!final) {
      if (!missing.has(item.source)) {
        const sourceNode = nodeAt(root, `${item.pointer}/source`) ?? root;
        out.push(
          report(missingSourceMessage, nodePlace(src, sourceNode), { source: item.source }, { key: item.source }),
        );
      }
      missing.add(item.source);
      continue;
    }
    // Longer than the schema allows: the schema check reports it; nothing quadratic runs on it.
    if (longerThan(item.quote, QUOTE_MAX)) continue;
    const text = normalizeNewlines(final.text);
    const quote = normalizeNewlines(item.quote);
    if (text.includes(quote)) continue;
    const passage = closestPassage(text, quote);
    const closest = passage ? text.slice(passage.start, passage.end) : '';
    const kind = classifyQuoteMiss(text, quote);
    const related = passage
      ? (() => {
          const at = positionAt(
            final.src,
            stringCharOffset(final.src, final.node, originalIndex(final.text, passage.start)),
          );
          return [
            {
              file: final.src.file,
              line: at.line,
              column: at.column,
              message: {
                en: `closest passage in the final ${item.source} text`,
                'zh-CN': `最终 ${item.source} 文本中最接近的原文`,
              },
            },
          ];
        })()
      : [];
    out.push(
      report(
        quoteNotVerbatim,
        nodePlace(src, quoteNode),
        { source: item.source, quote: truncate(item.quote, 80), closest: truncate(closest, 80), kind },
        {
          related,
          key: `${item.pointer} ${item.quote}`,
          ...(MECHANICAL.has(kind) && closest !== '' ? { suggestion: JSON.stringify(closest) } : {}),
        },
      ),
    );
  }
  return out;
}
