/**
 * A character card (V1 flat, V2, V3) -> CHARACTER.md, examples.md, the avatar and its book as a
 * world. The book's `token_budget` and `scan_depth` become the character's `worldEntries` and
 * `recentMessages`, and SillyTavern's lack of an entry count limit a `maxEntries` that lets every
 * entry of the book through, so the book fires here as it did there.
 */
import { BUDGET_DEFAULTS } from '../../common/budget-keys.js';
import { macrosIn } from '../entry/macros.js';
import { truthy } from '../entry/mapped.js';
import { leftovers } from '../shared/kept.js';
import { asBodyText, writeAsset } from '../shared/markdown.js';
import { slugOf } from '../shared/names.js';
import type { ImportRun } from '../shared/plan.js';
import type { Json } from '../shared/same-json.js';
import { isRecord, sameJson } from '../shared/same-json.js';
import { composeBody, splitBody } from './body.js';
import { importBook } from './book-read.js';
import { keepCardFiles, renameAssetUris } from './card-assets.js';
import { CARD_V3_DATA_DEFAULTS } from './fields.js';
import { setOwn } from '../../common/own.js';

export type CardVersion = 'v1' | 'v2' | 'v3';

const DATA_MAPPED = new Set([
  'name',
  'description',
  'personality',
  'scenario',
  'tags',
  'mes_example',
  'character_book',
]);
const TEXTS = ['description', 'personality', 'scenario'] as const;

export function cardVersion(card: { readonly [key: string]: Json }): CardVersion {
  if (card.spec === 'chara_card_v3') return 'v3';
  if (card.spec === 'chara_card_v2' || isRecord(card.data)) return 'v2';
  return 'v1';
}

const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');

export interface Avatar {
  readonly ext: 'png' | 'jpg' | 'webp';
  readonly bytes: Uint8Array;
}

/** One card being imported: its data fields, where they go, and what is kept as written (`x-card`). */
interface CardImport {
  readonly run: ImportRun;
  readonly data: Record<string, Json>;
  /** `data.` for V2/V3 cards (the ledger names source fields by their path), '' for V1. */
  readonly prefix: string;
  readonly dir: string;
  readonly file: string;
  readonly kept: Record<string, Json>;
}

/** Files a container carried beside the card (card-assets.ts), and how the ledger names their source. */
export interface CarriedFiles {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Prefix of a file's source in the ledger (`(charx) `, `(png chunk) `). */
  readonly source: string;
}

export function importCard(
  card: { readonly [key: string]: Json },
  avatar: Avatar | null,
  run: ImportRun,
  carried: CarriedFiles | null = null,
): string {
  const version = cardVersion(card);
  const data: Record<string, Json> = { ...(version === 'v1' ? card : (card.data as Record<string, Json>)) };
  noteVersion(card, version, run);
  const name = str(data.name);
  const id = run.characters.claim(slugOf(name, 'character'));
  const dir = `characters/${id}`;
  const c: CardImport = {
    run,
    data,
    prefix: version === 'v1' ? '' : 'data.',
    dir,
    file: `${dir}/CHARACTER.md`,
    kept: leftovers(data, DATA_MAPPED, CARD_V3_DATA_DEFAULTS),
  };
  importGreetings(c);
  const body = importTexts(c);
  const tags = importTags(c);
  const examples = importExamples(c);
  const worlds = importCardBook(c, `${name || id} lorebook`);
  const budgets = bookBudgets(c);
  noteMacros(c);
  if (data.name !== undefined) run.ledger.mapped(`${c.prefix}name`, `${c.file} name`);
  for (const k of Object.keys(c.kept))
    if (!TEXTS.includes(k as (typeof TEXTS)[number])) run.ledger.kept(`${c.prefix}${k}`, `${c.file} x-card.${k}`);
  if (version !== 'v1') keepRootFields(card, c);
  if (avatar) {
    run.write(`${dir}/avatar.${avatar.ext}`, avatar.bytes);
    run.ledger.mapped('(image)', `${dir}/avatar.${avatar.ext}`);
  }
  if (carried && carried.files.size > 0) {
    const renamed = keepCardFiles(dir, carried.files, { run, source: carried.source });
    if (c.kept.assets !== undefined) c.kept.assets = renameAssetUris(c.kept.assets, renamed) as Json;
  }
  run.write(
    c.file,
    writeAsset(
      [
        ['name', name === '' ? undefined : name],
        ['worlds', worlds.length ? worlds : undefined],
        ['tags', tags.length ? tags : undefined],
        ['examples', examples],
        ['budgets', Object.keys(budgets).length ? budgets : undefined],
        ['x-card', Object.keys(c.kept).length ? c.kept : undefined],
      ],
      body,
    ),
  );
  run.counts.characters++;
  return id;
}

/** A V2 card without its `spec`, or a flat V1 card: read leniently, and the ledger says so. */
function noteVersion(card: { readonly [key: string]: Json }, version: CardVersion, run: ImportRun): void {
  if (version === 'v2' && card.spec !== 'chara_card_v2')
    run.ledger.lenient(
      'spec',
      'CHARACTER.md',
      card.spec ?? null,
      'no `spec: chara_card_v2`, read as a V2 card (it has `data`)',
    );
  if (version === 'v1')
    run.ledger.lenient('(card)', 'CHARACTER.md', null, 'a V1 card (flat fields): read as the data of a V2 card');
}

/** `alternate_greetings` written as one string: kept as a list of one greeting. */
function importGreetings({ data, kept, prefix, file, run }: CardImport): void {
  if (typeof data.alternate_greetings !== 'string') return;
  run.ledger.lenient(
    `${prefix}alternate_greetings`,
    `${file} x-card.alternate_greetings`,
    data.alternate_greetings,
    'a string, not a list: read as a list of one greeting',
  );
  kept.alternate_greetings = data.alternate_greetings === '' ? [] : [data.alternate_greetings];
  if (sameJson(kept.alternate_greetings, [])) delete kept.alternate_greetings;
}

/** The body: description, personality and scenario; kept as written too if they do not split back. */
function importTexts({ data, kept, prefix, file, run }: CardImport): string {
  const body = composeBody({
    description: asBodyText(str(data.description)),
    personality: asBodyText(str(data.personality)),
    scenario: asBodyText(str(data.scenario)),
  });
  const back = splitBody(body);
  // one text that does not read back exactly keeps all three as written (export compares them together)
  const exact = TEXTS.every((t) => data[t] === undefined || back[t] === data[t]);
  for (const t of TEXTS) {
    const v = data[t];
    if (v === undefined) continue;
    if (exact)
      run.ledger.mapped(
        `${prefix}${t}`,
        `${file} body${t === 'description' ? '' : ` (## ${t[0]?.toUpperCase()}${t.slice(1)})`}`,
      );
    else {
      kept[t] = v;
      run.ledger.kept(`${prefix}${t}`, `${file} x-card.${t} (does not read back exactly from the body)`);
    }
  }
  return body;
}

/** The string tags; a list with anything else is kept as written, a non-list left out. */
function importTags({ data, kept, prefix, file, run }: CardImport): string[] {
  if (!Array.isArray(data.tags)) {
    if (data.tags !== undefined) run.ledger.lenient(`${prefix}tags`, `${file} tags`, data.tags, 'not a list: left out');
    return [];
  }
  const tags = data.tags.filter((t): t is string => typeof t === 'string');
  if (tags.length === data.tags.length) run.ledger.mapped(`${prefix}tags`, `${file} tags`);
  else {
    kept.tags = data.tags;
    run.ledger.kept(`${prefix}tags`, `${file} x-card.tags (not all strings)`);
  }
  return tags;
}

/** `mes_example` -> examples.md (its name for the card's `examples` field), or undefined without one. */
function importExamples({ data, kept, prefix, dir, run }: CardImport): string | undefined {
  if (typeof data.mes_example !== 'string' || data.mes_example === '') return undefined;
  const text = asBodyText(data.mes_example);
  if (text !== data.mes_example) kept.mes_example = data.mes_example;
  run.ledger.mapped(`${prefix}mes_example`, `${dir}/examples.md`);
  run.write(`${dir}/examples.md`, text);
  return 'examples.md';
}

/** The card's own lorebook as a world of its own: the card's `worlds` (empty without a book). */
function importCardBook({ data, prefix, file, run }: CardImport, bookName: string): string[] {
  const book = data.character_book;
  if (isRecord(book)) {
    const world = importBook(book, { at: `${prefix}character_book`, fallbackName: bookName }, run);
    run.ledger.mapped(`${prefix}character_book`, `${file} worlds`);
    return [world];
  }
  if (book === null)
    run.ledger.lenient(`${prefix}character_book`, '(nothing)', null, '`character_book: null` read as no book');
  else if (book !== undefined)
    run.ledger.lenient(`${prefix}character_book`, '(nothing)', book, 'not a lorebook object: left out');
  return [];
}

/** The card texts that SillyTavern fills macros into, each with the macros found. */
const MACRO_TEXTS = [
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'creator_notes',
  'system_prompt',
  'post_history_instructions',
  'alternate_greetings',
  'group_only_greetings',
];

function noteMacros({ data, prefix, file, run }: CardImport): void {
  for (const k of MACRO_TEXTS) {
    const v = data[k];
    const texts = typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((t) => typeof t === 'string') : [];
    const target = (TEXTS as readonly string[]).includes(k)
      ? 'body'
      : k === 'mes_example'
        ? 'examples.md'
        : `x-card.${k}`;
    run.ledger.macros(`${prefix}${k}`, `${file} ${target}`, macrosIn(texts.join('\n')));
  }
}

/**
 * The character's budgets from its book, as SillyTavern applies the book: `token_budget` caps
 * the entries' tokens (`worldEntries`, and `contextTotal` raised to hold it beside the default
 * core), `scan_depth` the messages scanned (`recentMessages`); SillyTavern limits no number of
 * entries, so a book with more entries than the default `maxEntries` gets room for all of them.
 */
function bookBudgets({ data, prefix, file, run }: CardImport): Record<string, number> {
  const book = data.character_book;
  if (!isRecord(book)) return {};
  const at = `${prefix}character_book`;
  const budgets: Record<string, number> = {};
  const positive = (v: Json | undefined): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
  if (positive(book.token_budget)) {
    budgets.worldEntries = book.token_budget;
    run.ledger.mapped(`${at}.token_budget`, `${file} budgets.worldEntries`);
    const total = book.token_budget + BUDGET_DEFAULTS.worldCore;
    if (total > BUDGET_DEFAULTS.contextTotal) {
      budgets.contextTotal = total;
      run.ledger.mapped(`${at}.token_budget`, `${file} budgets.contextTotal (with room for the world core)`);
    }
  }
  if (positive(book.scan_depth)) {
    budgets.recentMessages = book.scan_depth;
    run.ledger.mapped(`${at}.scan_depth`, `${file} budgets.recentMessages`);
  }
  const entries = Array.isArray(book.entries)
    ? book.entries
    : isRecord(book.entries)
      ? Object.values(book.entries)
      : [];
  const live = entries.filter((e) => isRecord(e) && truthy(e.enabled)).length;
  if (live > BUDGET_DEFAULTS.maxEntries) {
    budgets.maxEntries = live;
    const note = `SillyTavern limits no number of entries, only their tokens: \`maxEntries\` set to the book's ${live} enabled entries`;
    run.ledger.add({ action: 'mapped', source: `${at}.entries`, target: `${file} budgets.maxEntries`, note });
  }
  return budgets;
}

/** Top-level fields besides spec/spec_version/data: V1 copies of the data (regenerated) or kept. */
function keepRootFields(card: { readonly [key: string]: Json }, { kept, file, run }: CardImport): void {
  const root: Record<string, Json> = {};
  const copies: string[] = [];
  for (const [k, v] of Object.entries(card)) {
    if (k === 'spec' || k === 'spec_version' || k === 'data') {
      if (k !== 'data')
        run.ledger.add({
          action: 'regenerated',
          source: k,
          target: '(export)',
          note: 'written by export for the format chosen',
        });
      continue;
    }
    if (sameJson(v, card.data && isRecord(card.data) ? card.data[k] : undefined)) copies.push(k);
    else setOwn(root, k, v);
  }
  if (copies.length) {
    kept.rootCopies = copies;
    for (const k of copies)
      run.ledger.add({
        action: 'regenerated',
        source: k,
        target: `${file} x-card.rootCopies`,
        note: `a top-level copy of data.${k}: export writes it again`,
      });
  }
  if (Object.keys(root).length) {
    kept.root = root;
    for (const k of Object.keys(root)) run.ledger.kept(k, `${file} x-card.root.${k}`);
  }
}
