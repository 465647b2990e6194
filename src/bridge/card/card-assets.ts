/**
 * The files a card carries beside its JSON (a CHARX's `assets/…`, `module.risum`, `x_meta/…`; a
 * PNG's `chara-ext-asset_:` chunks) are kept as files in the character's folder under
 * `card-assets/`, by their path in the card, made safe on every file system. The card's asset
 * list (`data.assets`, kept in `x-card`) names them `embeded://<path>` or `__asset:<path>`, so an
 * export finds each again and packs it the way its container carries assets.
 */
import { safeFileName } from '../shared/names.js';
import type { ImportRun } from '../shared/plan.js';
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';

export const CARD_ASSETS_DIR = 'card-assets';

/** A path inside the card made relative and safe (`../x` and `/x` stay below the folder). */
export function safeAssetPath(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.')
    .map(safeFileName)
    .join('/');
}

/** What a card's asset uri points at inside the card: `embeded://<path>` (CHARX), `__asset:<path>` (PNG). */
export function assetPathOf(uri: Json | undefined): string | null {
  if (typeof uri !== 'string') return null;
  if (uri.startsWith('embeded://')) return uri.slice('embeded://'.length);
  if (uri.startsWith('__asset:')) return uri.slice('__asset:'.length);
  return null;
}

/**
 * Writes the card's files under `characters/<id>/card-assets/` (case-insensitive clashes get
 * `-2`…), one `file` ledger line each, and returns each original path's new one.
 */
export function keepCardFiles(
  dir: string,
  files: ReadonlyMap<string, Uint8Array>,
  { run, source }: { readonly run: ImportRun; readonly source: string },
): Map<string, string> {
  const renamed = new Map<string, string>();
  const taken = new Set<string>();
  for (const [path, bytes] of files) {
    const base = safeAssetPath(path) || '_';
    let safe = base;
    for (let i = 2; taken.has(safe.toLowerCase()); i++) safe = base.replace(/(\.[^./]*)?$/, (ext) => `-${i}${ext}`);
    taken.add(safe.toLowerCase());
    renamed.set(path, safe);
    run.write(`${dir}/${CARD_ASSETS_DIR}/${safe}`, bytes);
    run.ledger.add({ action: 'file', source: `${source}${path}`, target: `${dir}/${CARD_ASSETS_DIR}/${safe}` });
    if (safe !== path)
      run.ledger.lenient(
        `${source}${path}`,
        `${dir}/${CARD_ASSETS_DIR}/${safe}`,
        path,
        'renamed to a name safe on every file system; the card names it so',
      );
  }
  return renamed;
}

/** The card's asset list with every uri pointing at a renamed file renamed too. */
export function renameAssetUris(assets: Json | undefined, renamed: ReadonlyMap<string, string>): Json | undefined {
  if (!Array.isArray(assets)) return assets;
  return assets.map((a) => {
    if (!isRecord(a)) return a;
    const path = assetPathOf(a.uri);
    const to = path === null ? undefined : renamed.get(path);
    if (to === undefined || to === path) return a;
    const scheme = (a.uri as string).startsWith('__asset:') ? '__asset:' : 'embeded://';
    return { ...a, uri: `${scheme}${to}` };
  });
}
