/** `entry.key-has-macro`: a primary key holding a SillyTavern macro, which matches only as written here (docs/format.md "Macros"). */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { keyHasMacro } from '../../diagnostics/codes/entry/key-has-macro.js';
import { keyPlace, type WorldKey } from './world-keys.js';

/** The first SillyTavern macro (`{{char}}`, `{{user}}`, `{{random::a::b}}`…) in a key. */
const MACRO = /\{\{[^{}\n]{1,64}\}\}/;

export function checkMacroKeys(keys: readonly WorldKey[], out: Diagnostic[]): void {
  for (const k of keys) {
    const macro = MACRO.exec(k.key)?.[0];
    if (macro === undefined) continue;
    out.push(
      report(
        keyHasMacro,
        keyPlace(k),
        { id: k.entry.id, key: k.key, field: k.field, macro },
        { key: `${k.entry.world}:${k.entry.id}:${k.folded}` },
      ),
    );
  }
}
