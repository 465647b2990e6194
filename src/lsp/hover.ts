/**
 * Hover: on a frontmatter key, what it does, its default and the value the loader gave this asset;
 * on a budget key, the same with where the value comes from (default, set, clamped); on a world
 * reference, whether it resolves (✓ with its entry count, ✗ with the closest world id).
 */
import type { Hover, TextDocumentPositionParams } from 'vscode-languageserver';
import { MarkupKind } from 'vscode-languageserver';
import { FIELDS, MODEL_FLAGS } from '../assets/fields.js';
import type { Character, Entry, World } from '../assets/model.js';
import { budgetDescription } from '../budgets/describe-budget.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../common/budget-keys.js';
import type { BudgetKey } from '../common/budget-keys.js';
import { closestCandidate } from '../common/closest-candidate.js';
import { cursorOf } from './cursor.js';
import type { ServerState } from './server.js';
import { hoverWords } from './words.js';

const show = (v: unknown): string => `\`${JSON.stringify(v)}\``;

function markdown(
  value: string,
  c: { document: { positionAt(o: number): { line: number; character: number } } },
  start: number,
  end: number,
): Hover {
  return {
    contents: { kind: MarkupKind.Markdown, value },
    range: { start: c.document.positionAt(start), end: c.document.positionAt(end) },
  };
}

export function hover(state: ServerState, p: TextDocumentPositionParams): Hover | null {
  const c = cursorOf(state, p);
  if (c === null || c.hit === null) return null;
  const { hit, checked } = c;
  const w = hoverWords(checked.locale);
  const kind = c.kind.kind;
  if (kind !== 'character' && kind !== 'world' && kind !== 'entry') return null;
  const asset = (c.kind as { asset: Character | World | Entry | null }).asset;
  const [top, second] = hit.path;
  if (kind === 'character' && top === 'worlds' && hit.on === 'value' && hit.path.length === 2) {
    const world = checked.report.assets.worlds.find((x) => x.id === hit.value);
    if (world !== undefined) {
      const count = checked.report.assets.entries.filter((e) => e.world === world.id).length;
      return markdown(w.worldFound(world.id, count, world.file), c, hit.start, hit.end);
    }
    const closest = closestCandidate(
      hit.value,
      checked.report.assets.worlds.map((x) => x.id),
    );
    return markdown(w.worldMissing(hit.value, closest), c, hit.start, hit.end);
  }
  if (top === 'budgets' && hit.on === 'key' && hit.path.length === 2 && BUDGET_KEYS.includes(second as BudgetKey)) {
    const key = second as BudgetKey;
    const lines = [
      `**budgets.${key}**`,
      budgetDescription(key)[checked.locale],
      w.defaultIs(show(BUDGET_DEFAULTS[key])),
    ];
    if (asset?.kind === 'character')
      lines.push(w.effective(show(asset.budgets.values[key]), w.source[asset.budgets.source[key]]));
    return markdown(lines.join('\n\n'), c, hit.start, hit.end);
  }
  if (hit.on !== 'key') return null;
  const field =
    hit.path.length === 1
      ? FIELDS[kind].find((f) => f.name === top)
      : top === 'models' && hit.path.length === 2
        ? MODEL_FLAGS.find((f) => f.name === second)
        : undefined;
  if (field === undefined) return null;
  const lines = [
    `**${hit.path.join('.')}**`,
    field.description[checked.locale],
    w.defaultIs(field.default === null ? w.noDefault : show(field.default)),
  ];
  if (
    asset !== null &&
    hit.path.length === 1 &&
    field.type !== 'budgets' &&
    field.type !== 'models' &&
    !field.reserved
  ) {
    const value = (asset as unknown as Record<string, unknown>)[field.name];
    if (value !== undefined)
      lines.push(
        w.effective(show(field.name === 'worlds' ? (asset as Character).worlds.map((x) => x.ref) : value), null),
      );
  }
  return markdown(lines.join('\n\n'), c, hit.start, hit.end);
}
