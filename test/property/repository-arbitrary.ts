/**
 * fast-check arbitraries for whole asset repositories: characters, worlds and entries with
 * frontmatter assembled from valid and broken fragments (wrong types, typos, broken YAML, unclosed
 * blocks, BOM, CRLF, lone CR, Unicode separators, NUL and invalid UTF-8), plus an optional routing
 * file. Keys are paths for memoryFileSystem.
 */
import fc from 'fast-check';

const IDS = ['alice', 'bob', 'astra', 'guard', 'Alice', '中文', 'a b', 'x'];
const WORLD_DIRS = ['astra', 'terra', '_wip', '.hidden', 'astra2'];
const CHAR_DIRS = ['alice', 'bob', 'carol', '_templates'];

const scalar = fc.oneof(
  fc.constantFrom('1', '0', '-5', '"5000"', 'true', 'null', '~', '[]', '{}', '1e309', '0x10', '.nan', '王都'),
  fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
);

const frontmatterLine = fc.oneof(
  fc.constantFrom(...IDS).map((id) => `id: ${id}`),
  scalar.map((v) => `id: ${v}`),
  fc.constantFrom(
    'name: 爱丽丝',
    'name: [a, b]',
    'description: 一段描述',
    'default: true',
    'language: zh-CN',
    'language: 7',
  ),
  fc.array(fc.constantFrom(...WORLD_DIRS, 'astara', 'terra'), { maxLength: 3 }).map((w) => `worlds: [${w.join(', ')}]`),
  fc.constantFrom(
    'worlds: astra',
    'worlds: 5',
    'tags: [a, b]',
    'examples: examples.md',
    'examples: ../../x.md',
    'examples: /etc/passwd',
  ),
  fc
    .tuple(
      fc.constantFrom(
        'examples',
        'worldCore',
        'worldEntries',
        'contextTotal',
        'contexTotal',
        'maxEntries',
        'max_entries',
        'recentMessages',
      ),
      scalar,
    )
    .map(([k, v]) => `budgets:\n  ${k}: ${v}`),
  fc.constantFrom('budgets: 5', 'budgets: [1, 2]', 'entryRoot: entries', 'entryRoot: ../../..', 'entryRoot: lore'),
  fc.array(fc.constantFrom('王都', '塞勒恩', 'key', ''), { maxLength: 3 }).map((k) => `keys: [${k.join(', ')}]`),
  fc.constantFrom(
    'aliases: [首都]',
    'secondaryKeys: [皇宫]',
    'constant: true',
    'enabled: false',
    'priority: 80',
    'priority: high',
    'parents: [astra]',
  ),
  fc.constantFrom(
    'spec: pi-roleplay/character@1',
    'unknownKey: 1',
    'a: [unclosed',
    'b: {',
    '\tc: tab',
    'd: *nope',
    'e: &x [1]\nf: *x',
    'id: a\nid: b',
    '- a list',
  ),
);

const bodyText = fc.oneof(
  fc.constantFrom(
    '# 标题\n\n正文。\n',
    '',
    'text\u2028more\u2029end\u0085x\u000by\u000cz\n',
    '---\nnot frontmatter\n---\n',
    '<script>x</script>\n',
  ),
  fc.string({ maxLength: 40 }),
);

/** One Markdown file: frontmatter lines, a body, and an encoding/line-ending variant. */
export const markdownFile = fc
  .record({
    lines: fc.array(frontmatterLine, { maxLength: 6 }),
    body: bodyText,
    closed: fc.constantFrom(true, true, true, false),
    variant: fc.constantFrom('lf', 'lf', 'lf', 'crlf', 'cr', 'bom', 'nul', 'bad-utf8', 'no-frontmatter'),
  })
  .map(({ lines, body, closed, variant }): string | Uint8Array => {
    let text =
      variant === 'no-frontmatter'
        ? body
        : `---\n${lines.join('\n')}${lines.length ? '\n' : ''}${closed ? '---\n' : ''}${body}`;
    if (variant === 'crlf') text = text.replace(/\n/g, '\r\n');
    if (variant === 'cr') text = text.replace(/\n/g, '\r');
    if (variant === 'bom') text = '\uFEFF' + text;
    const bytes = new TextEncoder().encode(text);
    if (variant === 'nul' || variant === 'bad-utf8') {
      const at = Math.floor(bytes.length / 2);
      const bad = variant === 'nul' ? [0] : [0xd6, 0xd0];
      return new Uint8Array([...bytes.subarray(0, at), ...bad, ...bytes.subarray(at)]);
    }
    return text;
  });

const routingFile = fc.oneof(
  fc.constant('rules:\n  - id: global\n    filter: { kind: "true" }\n'),
  fc
    .array(
      fc.constantFrom(
        '  - id: g2\n    filter: { kind: scope, field: guild, values: ["1"] }\n    values: { chat.preset: { preset: a } }\n',
        '  - id: re\n    filter: { kind: content, match: regex, text: "^(a+)+$" }\n',
        '  - id: bad\n    filter: { kind: nope }\n',
        '  - id: global\n    filter: { kind: "true" }\n    locked: [chat.model.model]\n',
        '  - id: lock\n    filter: { kind: direct }\n    values: { chat.model: { model: x } }\n',
        '  - [broken\n',
      ),
      { maxLength: 4 },
    )
    .map((rules) => `rules:\n  - id: global\n    filter: { kind: "true" }\n${rules.join('')}`),
);

/** A repository: root `roleplay/`, maybe `routing.yaml`. */
export const repository = fc
  .record({
    characters: fc.array(
      fc.tuple(fc.constantFrom(...CHAR_DIRS), markdownFile, fc.option(fc.string({ maxLength: 20 }))),
      { maxLength: 4 },
    ),
    worlds: fc.array(
      fc.tuple(
        fc.constantFrom(...WORLD_DIRS),
        markdownFile,
        fc.array(fc.tuple(fc.constantFrom('guard', 'npc/guard', 'rules/guard', 'a', 'b/c', '王都'), markdownFile), {
          maxLength: 5,
        }),
      ),
      { maxLength: 3 },
    ),
    stray: fc.array(
      fc.constantFrom('characters/group/x.md', 'worlds/empty/notes.txt', 'characters/lonely/readme.md', 'README.md'),
      { maxLength: 2 },
    ),
    routing: fc.option(routingFile, { freq: 1 }),
  })
  .map(({ characters, worlds, stray, routing }) => {
    const files: Record<string, string | Uint8Array> = {};
    for (const [dir, file, examples] of characters) {
      files[`roleplay/characters/${dir}/CHARACTER.md`] = file;
      if (examples !== null) files[`roleplay/characters/${dir}/examples.md`] = examples;
    }
    for (const [dir, file, entries] of worlds) {
      files[`roleplay/worlds/${dir}/WORLD.md`] = file;
      for (const [name, entry] of entries) files[`roleplay/worlds/${dir}/entries/${name}.md`] = entry;
    }
    for (const s of stray) files[`roleplay/${s}`] = '# stray\n';
    if (routing !== null) files['routing.yaml'] = routing;
    return files;
  });
