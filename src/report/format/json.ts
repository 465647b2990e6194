/**
 * The machine report of docs/cli.md ("--format json"): exactly one JSON document, `version: 1`.
 * Its JSON Schema is docs/report.schema.json. `extra` adds top-level fields (check-turn's `changes`).
 */
import type { Diagnostic, Locale } from '../../diagnostics/define.js';
import type { Report } from '../report.js';
import { renderFull } from './rendered.js';
import { inertJson } from '../../common/visible.js';

export interface JsonOptions {
  readonly locale: Locale;
  readonly extra?: Readonly<Record<string, unknown>>;
}

const RESERVED = new Set(['version', 'summary', 'diagnostics', 'assets']);

/** The diagnostics as the JSON contract writes them (validate, check-turn and retrieve share it). */
export function diagnosticsJson(diagnostics: readonly Diagnostic[], locale: Locale): unknown[] {
  return diagnostics.map((d) => {
    const r = renderFull(d, locale);
    return {
      severity: r.severity,
      code: r.code,
      file: r.file,
      line: r.line,
      column: r.column,
      endLine: r.endLine,
      endColumn: r.endColumn,
      message: r.message,
      consequence: r.consequence,
      fix: r.fix,
      related: r.related.map((x) => ({ file: x.file, line: x.line, message: x.message })),
      ...(r.suggestion !== undefined ? { suggestion: r.suggestion } : {}),
      // added by issue 31 (additive): the finding this one follows from; `fix` above is its fix
      ...(d.cause !== undefined
        ? {
            cause: {
              code: d.cause.code,
              file: d.cause.file,
              line: d.cause.line,
              column: d.cause.column,
              because: d.cause.because[locale],
            },
          }
        : {}),
    };
  });
}

function assetsJson(report: Report): unknown {
  const { characters, worlds, entries, overrides } = report.assets;
  const entryCount = new Map<string, number>();
  for (const e of entries) entryCount.set(e.world, (entryCount.get(e.world) ?? 0) + 1);
  return {
    characters: characters.map((c) => ({
      id: c.id,
      name: c.name,
      file: c.file,
      root: c.root,
      worlds: c.worlds.map((w) => ({ ref: w.ref, resolved: w.resolved })),
      budgets: { ...c.budgets.values },
    })),
    worlds: worlds.map((w) => ({ id: w.id, file: w.file, root: w.root, entries: entryCount.get(w.id) ?? 0 })),
    entries: entries.map((e) => ({ id: e.id, world: e.world, file: e.file, enabled: e.enabled, constant: e.constant })),
    overrides: overrides.map((o) => ({ kind: o.kind, id: o.id, winner: o.winner, shadowed: [...o.shadowed] })),
  };
}

/** The report document as a value (the Action writes it to `report-file`). */
export function reportDocument(report: Report, options: JsonOptions): Record<string, unknown> {
  const s = report.summary;
  const doc: Record<string, unknown> = {
    version: 1,
    summary: {
      characters: s.characters,
      worlds: s.worlds,
      entries: s.entries,
      rules: s.rules,
      errors: s.errors,
      warnings: s.warnings,
      hints: s.hints,
      // added by issue 31 (additive): what the scenario files checked
      scenarios: s.scenarios,
    },
    diagnostics: diagnosticsJson(report.diagnostics, options.locale),
    assets: assetsJson(report),
  };
  for (const [key, value] of Object.entries(options.extra ?? {})) {
    if (RESERVED.has(key)) throw new Error(`extra field \`${key}\` would replace a report field`);
    doc[key] = value;
  }
  return doc;
}

/**
 * The report as text: indented like `JSON.stringify(doc, null, 2)`, except that the asset lists
 * hold one compact object per line. A large repository then prints one short greppable line per
 * asset instead of eight, in less space and time; the value is the same.
 */
export function formatJson(report: Report, options: JsonOptions): string {
  const doc = reportDocument(report, options);
  const fields = Object.entries(doc).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${key === 'assets' ? assetsText(value) : indented(value, '  ')}`,
  );
  return inertJson(`{\n${fields.join(',\n')}\n}\n`);
}

/** `JSON.stringify(value, null, 2)` with every line after the first indented by `pad`. */
function indented(value: unknown, pad: string): string {
  // Strings never hold a raw newline in JSON text (they are escaped), so this only moves lines.
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n' + pad);
}

function assetsText(assets: unknown): string {
  const lists = Object.entries(assets as Record<string, readonly unknown[]>).map(([key, list]) => {
    const items = list.length === 0 ? '[]' : `[\n${list.map((x) => `      ${JSON.stringify(x)}`).join(',\n')}\n    ]`;
    return `    ${JSON.stringify(key)}: ${items}`;
  });
  return `{\n${lists.join(',\n')}\n  }`;
}
