/**
 * The files of a generated asset root: characters, worlds and world entries in the layout of
 * docs/format.md. Yields `{ path, content }` (path relative to the root) so a caller can
 * write them to disk or put them in a memory file system.
 */
import { dialogue, markdownBody, paragraph, personName, placeName } from './prose.js';

const CATEGORIES = ['npc', 'places', 'items', 'lore', 'events'];
const TAGS = ['fantasy', 'school', 'mystery', 'romance', 'sci-fi', 'wuxia', 'slice-of-life', 'horror'];

const STEMS = ['港口', '北境', '王都', '书院', 'Dock', 'Ward', 'Gate'];
const pad = (n, w) => String(n).padStart(w, '0');
export const characterId = (i) => `char-${pad(i, 5)}`;
export const worldId = (i) => `world-${pad(i, 4)}`;

const list = (items) => `[${items.join(', ')}]`;

/**
 * The corpus shapes (`--shape`): `wide` (the default) gives each character 1 to 3 of all worlds and
 * each entry its title as a key; `nested-keys` gives each character exactly 2 worlds and each entry
 * a short numbered key in a tree (`港口1`, `港口11`, `港口12`, `港口111`, ...), so a key sits inside
 * its descendants' keys, as in lorebooks numbered by hand (issue 41's second shape).
 */
export const SHAPES = ['wide', 'nested-keys'];

/** The key of the `n`-th entry (1-based) of a binary tree numbered with the digits 1 and 2. */
export function treeNumber(n) {
  return '1' + [...n.toString(2).slice(1)].map((bit) => (bit === '0' ? '1' : '2')).join('');
}

function characterFile(rng, i, opts) {
  const id = characterId(i);
  const name = personName(rng);
  const count = opts.shape === 'nested-keys' ? Math.min(2, opts.worlds) : rng.int(1, 3);
  const worlds = rng.sample([...Array(opts.worlds).keys()], count).map((k) => worldId(k + 1));
  const defect = rng.chance(opts.defects) ? rng.int(1, 3) : 0;
  if (defect === 1) worlds[0] = worlds[0].replace('world-', 'wrold-'); // unresolved reference (typo)
  const withExamples = rng.chance(0.3);
  const fm = [
    '---',
    'spec: pi-roleplay/character@1',
    `id: ${id}`,
    `name: ${name}`,
    `description: ${paragraph(rng, 40)}`,
    ...(i === 1 ? ['default: true'] : []),
    `language: ${rng.chance(0.85) ? 'zh-CN' : 'en'}`,
    `worlds: ${list(worlds)}`,
    `tags: ${list(rng.sample(TAGS, rng.int(1, 3)))}`,
    ...(withExamples ? ['examples: examples.md'] : []),
    'budgets:',
    `  examples: ${rng.pick([800, 1000, 1500])}`,
    `  worldEntries: ${rng.pick([3000, 5000, 6000])}`,
    `  ${defect === 2 ? 'contexTotal' : 'contextTotal'}: ${rng.pick([7000, 9000])}`,
    `  maxEntries: ${rng.pick([6, 8, 10])}`,
    `  recentMessages: ${defect === 3 ? 0 : rng.pick([4, 6])}`,
    '---',
    '',
  ];
  const files = [
    { path: `characters/${id}/CHARACTER.md`, content: fm.join('\n') + markdownBody(rng, name, opts.characterChars) },
  ];
  if (withExamples) files.push({ path: `characters/${id}/examples.md`, content: dialogue(rng, name, rng.int(3, 8)) });
  return files;
}

function worldFile(rng, i, opts) {
  const id = worldId(i);
  const name = placeName(rng) + rng.pick(['王国', '大陆', '学院', '群岛', '帝国']);
  const fm = [
    '---',
    'spec: pi-roleplay/world@1',
    `id: ${id}`,
    `name: ${name}`,
    `description: ${paragraph(rng, 30)}`,
    'entryRoot: entries',
    '---',
    '',
  ];
  return { path: `worlds/${id}/WORLD.md`, content: fm.join('\n') + markdownBody(rng, name, opts.worldChars) };
}

function entryFile(rng, w, n, opts) {
  const cat = CATEGORIES[n % CATEGORIES.length];
  const id = `${cat}-${pad(n, 5)}`;
  const named = cat === 'npc' ? personName(rng) : placeName(rng);
  // nested-keys: three stems a world, each numbering its entries as a tree; one entry in four keeps its name
  const title =
    opts.shape === 'nested-keys' && n % 4 !== 0
      ? `${STEMS[(w + (n % 3)) % STEMS.length]}${treeNumber(Math.ceil(n / 3))}`
      : named;
  const defect = rng.chance(opts.defects) ? rng.int(1, 2) : 0;
  const constant = rng.chance(0.02);
  const noKeys = defect === 1;
  const fm = [
    '---',
    'spec: pi-roleplay/world-entry@1',
    `id: ${id}`,
    `name: ${title}`,
    ...(noKeys ? [] : [`keys: ${list([title, ...rng.sample([placeName(rng), personName(rng)], rng.int(0, 2))])}`]),
    ...(!noKeys && rng.chance(0.5) ? [`aliases: ${list([personName(rng)])}`] : []),
    ...(!noKeys && rng.chance(0.3) ? [`secondaryKeys: ${list([placeName(rng)])}`] : []),
    `tags: ${list(rng.sample(TAGS, rng.int(1, 2)))}`,
    `priority: ${rng.int(0, 100)}`,
    `constant: ${constant}`,
    `enabled: ${defect === 2 || rng.chance(0.01) ? 'false' : 'true'}`,
    ...(rng.chance(0.2) ? [`parents: [${worldId(w)}]`] : []),
    '---',
    '',
  ];
  const chars = rng.int(opts.entryChars[0], opts.entryChars[1]);
  return {
    path: `worlds/${worldId(w)}/entries/${cat}/${id}.md`,
    content: fm.join('\n') + markdownBody(rng, title, chars),
  };
}

/**
 * Every file of one asset root.
 * @param {ReturnType<import('./rng.js').createRng>} rng
 * @param {{ characters: number, worlds: number, entries: number, defects: number,
 *   characterChars: number, worldChars: number, entryChars: [number, number] }} opts
 */
export function* assetFiles(rng, opts) {
  const crng = rng.fork(1);
  for (let i = 1; i <= opts.characters; i++) yield* characterFile(crng, i, opts);
  const wrng = rng.fork(2);
  const erng = rng.fork(3);
  const perWorld = Math.floor(opts.entries / Math.max(1, opts.worlds));
  let extra = opts.entries - perWorld * opts.worlds;
  for (let w = 1; w <= opts.worlds; w++) {
    yield worldFile(wrng, w, opts);
    const count = perWorld + (extra-- > 0 ? 1 : 0);
    for (let n = 1; n <= count; n++) yield entryFile(erng, w, n, opts);
  }
}
