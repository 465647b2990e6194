#!/usr/bin/env node
/**
 * The read-and-parse floor: the least work any validator must do. Single-threaded: walk the tree,
 * read every `.md` file, decode it as UTF-8 and parse its frontmatter (the text between the first
 * line `---` and the next line `---`) with `yaml`'s `parse`. No checks, no model, no output.
 *
 *   node bench/floor.js DIR [--read-only]     prints { files, parsed, ms } as JSON
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
import { parse } from 'yaml';

/** Every `.md` file below dir (directories sorted, as a validator reports deterministically). */
export function markdownFiles(dir) {
  const out = [];
  const walk = (d) => {
    const list = readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const e of list) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name.endsWith('.md')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** The frontmatter text, or null when the file does not open and close a `---` block. */
export function frontmatterOf(text) {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!/^---\r?\n/.test(t)) return null;
  const start = t.indexOf('\n') + 1;
  const end = t.search(/\n---\r?(\n|$)/);
  if (end < 0) return null;
  return t.slice(start, end + 1);
}

/** Runs the floor over dir; `parseYaml: false` measures reading and decoding alone. */
export function floor(dir, { parseYaml = true } = {}) {
  const t0 = performance.now();
  const decoder = new TextDecoder('utf-8');
  let files = 0;
  let parsed = 0;
  for (const file of markdownFiles(dir)) {
    const text = decoder.decode(readFileSync(file));
    files++;
    if (!parseYaml) continue;
    const fm = frontmatterOf(text);
    if (fm === null) continue;
    try {
      parse(fm);
      parsed++;
    } catch {
      // a broken block still costs its parse; the floor does not report it
    }
  }
  return { files, parsed, ms: performance.now() - t0 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/floor.js DIR [--read-only]');
    process.exit(2);
  }
  console.log(JSON.stringify(floor(resolve(dir), { parseYaml: !process.argv.includes('--read-only') })));
}
