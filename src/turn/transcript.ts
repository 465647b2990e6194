/**
 * The transcript: `{ "messages": [{ "role": "user" | "assistant", "content": "..." }] }`. The final
 * text of a role is its last message's content. Malformed messages are reported and skipped.
 */
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { invalidTranscript } from '../diagnostics/codes/turn/invalid-transcript.js';
import { nodePlace } from './json-source.js';
import type { JsonSource } from './json-source.js';
import { SOURCES } from './domains.js';
import type { Source } from './domains.js';

export interface FinalText {
  readonly text: string;
  /** The string node of the content in the transcript file (for related places). */
  readonly node: Node;
  readonly src: JsonSource;
}

export interface Transcript {
  readonly finals: Partial<Record<Source, FinalText>>;
  readonly diagnostics: readonly Diagnostic[];
}

function property(node: Node, name: string): Node | undefined {
  const p = (node.children ?? []).filter((c) => c.children?.[0]?.value === name).pop();
  return p?.children?.[1];
}

function describe(node: Node | undefined): string {
  if (!node) return '';
  if (node.type === 'string') return JSON.stringify(node.value).slice(0, 40);
  return node.type;
}

export function readTranscript(src: JsonSource, root: Node): Transcript {
  const diagnostics: Diagnostic[] = [];
  const bad = (node: Node, pointer: string, problem: string) =>
    diagnostics.push(report(invalidTranscript, nodePlace(src, node), { pointer, problem, found: describe(node) }));
  const messages = root.type === 'object' ? property(root, 'messages') : undefined;
  if (!messages || messages.type !== 'array') {
    bad(messages ?? root, messages ? '/messages' : '/', 'shape');
    return { finals: {}, diagnostics };
  }
  const finals: Partial<Record<Source, FinalText>> = {};
  (messages.children ?? []).forEach((m, i) => {
    const at = `/messages/${i}`;
    if (m.type !== 'object') return bad(m, at, 'message');
    const role = property(m, 'role');
    const content = property(m, 'content');
    if (!role || role.type !== 'string' || !SOURCES.includes(role.value as Source)) {
      return bad(role ?? m, role ? `${at}/role` : at, role ? 'role' : 'message');
    }
    if (!content || content.type !== 'string')
      return bad(content ?? m, content ? `${at}/content` : at, content ? 'content' : 'message');
    finals[role.value as Source] = { text: content.value as string, node: content, src };
  });
  return { finals, diagnostics };
}
