/**
 * The ledger of an import: where every source field went. `mapped` to a field of ours, `kept`
 * under `x-sillytavern` / `x-card` / `x-risu` for export, `differs` (kept, and our retrieval fires
 * differently: the same sentence `validate` repeats as `entry.activation-differs`), `lenient` (the
 * source broke its format, or the app reads it otherwise than its format says, and it was read as
 * the app reads it), `macro` (a SillyTavern macro kept as text), `file` (a file of the source kept
 * as a file beside the asset), `regenerated` (written afresh on export).
 */
import type { ActivationEffect } from '../../diagnostics/codes/entry/activation-differs.js';
import type { Json } from './same-json.js';

export type LedgerAction = 'mapped' | 'kept' | 'differs' | 'lenient' | 'macro' | 'file' | 'regenerated';

export interface LedgerItem {
  readonly action: LedgerAction;
  /** Source path with indices, e.g. `entries.12.probability`, `data.character_book.entries.0.keys`. */
  readonly source: string;
  /** Where it went: a file and a field, e.g. `worlds/astra/entries/王都.md keys`. */
  readonly target: string;
  /** The source value, for `differs` and `lenient`. */
  readonly value?: Json;
  readonly effect?: ActivationEffect;
  /** What happened, for `lenient` and `regenerated` (English; effects are localised by the formatter). */
  readonly note?: string;
}

export class Ledger {
  readonly items: LedgerItem[] = [];
  add(item: LedgerItem): void {
    this.items.push(item);
  }
  mapped(source: string, target: string): void {
    this.items.push({ action: 'mapped', source, target });
  }
  kept(source: string, target: string): void {
    this.items.push({ action: 'kept', source, target });
  }
  lenient(source: string, target: string, value: Json, note: string): void {
    this.items.push({ action: 'lenient', source, target, value, note });
  }
  /** SillyTavern macros found in a text that stays as written (value: the macros). */
  macros(source: string, target: string, macros: readonly string[]): void {
    if (macros.length > 0) this.items.push({ action: 'macro', source, target, value: [...macros] });
  }
}

/** `entries.12.probability` -> `entries.*.probability`: the field, whatever the entry. */
export const fieldPattern = (source: string): string => source.replace(/\.\d+(?=\.|$)/g, '.*');
/** `worlds/astra/entries/王都.md x-sillytavern.probability` -> `entry file x-sillytavern.probability`. */
export const targetPattern = (target: string): string =>
  target
    .replace(/^worlds\/[^ ]+\/entries\/[^ ]+\.md/, '<entry>.md')
    .replace(/^worlds\/[^ ]+\/WORLD\.md/, 'WORLD.md')
    .replace(/^characters\/[^ ]+\/CHARACTER\.md/, 'CHARACTER.md')
    .replace(/^characters\/[^ ]+\//, '');
