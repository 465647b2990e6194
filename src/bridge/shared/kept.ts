/** Splitting a source object into what maps onto ours and what is kept, with the ledger lines. */
import { activationFindings } from '../../assets/kept-activation.js';
import type { KeptNamespace } from '../../assets/kept-activation.js';
import type { Ledger } from './ledger.js';
import type { Json } from './same-json.js';
import { sameJson } from './same-json.js';
import { setOwn } from '../../common/own.js';

/**
 * The fields of `source` not in `mapped`, leaving out those equal to their default (export fills
 * those back) unless `always` names them.
 */
export function leftovers(
  source: { readonly [key: string]: Json },
  mapped: ReadonlySet<string>,
  defaults: { readonly [key: string]: Json },
  always: readonly string[] = [],
): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(source)) {
    if (mapped.has(k)) continue;
    if (!always.includes(k) && Object.hasOwn(defaults, k) && sameJson(v, defaults[k])) continue;
    setOwn(out, k, v);
  }
  return out;
}

/** Ledger lines for kept entry fields: `differs` where retrieval fires differently, else `kept`. */
export function ledgerKeptEntry(
  ledger: Ledger,
  namespace: KeptNamespace,
  kept: { readonly [key: string]: Json },
  secondaryKeys: number,
  sourcePrefix: string,
  file: string,
): void {
  const findings = activationFindings({ [namespace]: kept }, secondaryKeys);
  const differs = new Set(findings.map((f) => f.path.join('.')));
  for (const f of findings)
    ledger.add({
      action: 'differs',
      source: `${sourcePrefix}.${f.path.join('.')}`,
      target: `${file} ${namespace}.${f.path.join('.')}`,
      value: f.value,
      effect: f.effect,
    });
  for (const k of Object.keys(kept)) {
    if (differs.has(k)) continue;
    const nested = kept[k];
    if (
      k === 'extensions' &&
      nested &&
      typeof nested === 'object' &&
      !Array.isArray(nested) &&
      Object.keys(nested).length > 0
    ) {
      for (const sub of Object.keys(nested))
        if (!differs.has(`extensions.${sub}`))
          ledger.kept(`${sourcePrefix}.extensions.${sub}`, `${file} ${namespace}.extensions.${sub}`);
    } else ledger.kept(`${sourcePrefix}.${k}`, `${file} ${namespace}.${k}`);
  }
}
