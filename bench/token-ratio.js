#!/usr/bin/env node
/**
 * Real tokens against the format's estimate on the bundled examples (docs/budgets.md "Real
 * tokens"): every text the budgets count — character and world bodies, entry bodies, examples —
 * of examples/global and examples/project (the loaded, winning assets), sorted into Chinese and
 * English by script (Chinese when Han characters are at least half of the Han and Latin letters),
 * each counted with `estimateTokens` (4 UTF-16 units ≈ 1 token, rounded up) and with the real
 * tokenizer (o200k_base).
 *
 *   npm run build && node bench/token-ratio.js [ROOT...]
 */
const repo = new URL('../', import.meta.url);
const { loadAssets } = await import(new URL('build/assets/index.js', repo).href);
const { nodeFileSystem } = await import(new URL('build/node/node-fs.js', repo).href);
const { estimateTokens } = await import(new URL('build/budgets/tokens.js', repo).href);
const { loadRealTokenCounter } = await import(new URL('build/budgets/real-tokens.js', repo).href);

const roots = process.argv.length > 2 ? process.argv.slice(2) : ['examples/global', 'examples/project'];
const graph = await loadAssets({ roots }, nodeFileSystem());
const counter = await loadRealTokenCounter();

const texts = [
  ...graph.characters.map((c) => ({ kind: 'character', text: c.body })),
  ...graph.characters.filter((c) => c.examples?.text).map((c) => ({ kind: 'examples', text: c.examples.text })),
  ...graph.worlds.map((w) => ({ kind: 'world core', text: w.body })),
  ...graph.entries.map((e) => ({ kind: 'entry', text: e.body })),
].filter((t) => t.text.trim() !== '');

const han = (s) => (s.match(/\p{Script=Han}/gu) ?? []).length;
const latin = (s) => (s.match(/\p{Script=Latin}/gu) ?? []).length;
const groups = { Chinese: [], English: [] };
for (const t of texts) {
  const h = han(t.text);
  const lang = h > 0 && h >= latin(t.text) ? 'Chinese' : 'English';
  groups[lang].push({ ...t, chars: t.text.length, estimate: estimateTokens(t.text), real: counter.count(t.text) });
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`| text | files | characters (UTF-16) | estimate | real (${counter.encoding}) | real / estimate | per file: min · median · max |`);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const [lang, list] of Object.entries(groups)) {
  if (list.length === 0) continue;
  const sum = (k) => list.reduce((n, t) => n + t[k], 0);
  const ratios = list.map((t) => t.real / t.estimate);
  console.log(
    `| ${lang} | ${list.length} | ${sum('chars')} | ${sum('estimate')} | ${sum('real')} | ${(sum('real') / sum('estimate')).toFixed(2)} | ${Math.min(...ratios).toFixed(2)} · ${median(ratios).toFixed(2)} · ${Math.max(...ratios).toFixed(2)} |`,
  );
}
