/** Building args and transcript files for turn tests. */
import type { JsonFile } from '../../../src/turn/index.js';

export const FINAL_ASSISTANT = '她抬手摸了摸后颈，原本齐肩的黑发已经停在耳下，发尾还带着剪刀留下的毛茬。';
export const FINAL_USER = '我把剪刀放下，问她：「喜欢吗？」';

export function file(name: string, text: string): JsonFile {
  return { file: name, bytes: new TextEncoder().encode(text) };
}

export function transcript(messages: { role: string; content: string }[] = defaultMessages()): JsonFile {
  return file('transcript.json', JSON.stringify({ messages }, null, 2));
}

export function defaultMessages() {
  return [
    { role: 'user', content: '先前的话' },
    { role: 'assistant', content: '先前的回答' },
    { role: 'user', content: FINAL_USER },
    { role: 'assistant', content: FINAL_ASSISTANT },
  ];
}

export interface ChangeSpec {
  op?: string;
  target?: Record<string, unknown>;
  value?: unknown;
  durability?: string;
  confidence?: number;
  evidence?: { source: string; quote: string }[];
  [extra: string]: unknown;
}

export function change(spec: ChangeSpec = {}): Record<string, unknown> {
  return {
    op: 'replace',
    target: { domain: 'appearance', field: 'hair.length' },
    value: '耳下短发',
    durability: 'persistent',
    confidence: 1,
    evidence: [{ source: 'assistant', quote: '原本齐肩的黑发已经停在耳下' }],
    ...spec,
  };
}

export function args(changes: Record<string, unknown>[], extra: Record<string, unknown> = {}): JsonFile {
  return file(
    'args.json',
    JSON.stringify(
      { schemaVersion: 2, events: [], stateChanges: changes, memories: [], uncertainties: [], ...extra },
      null,
      2,
    ),
  );
}
