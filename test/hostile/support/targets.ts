/**
 * The one place the hostile cases call the code under test: validate (src/validate/validate.ts)
 * and the routing engine (src/routing/index.ts). Kept apart so an API change touches one file.
 */
import type { FileSystem } from '../../../src/common/fs.js';
import type { RoutingInput, RoutingRule } from '../../../src/routing/model/types.js';
import type { Report } from '../../../src/report/report.js';
import { createRouter } from '../../../src/routing/index.js';
import { validate } from '../../../src/validate/validate.js';

export async function validateTree(fs: FileSystem, roots: readonly string[], routing: string | null): Promise<Report> {
  return validate(routing === null ? { roots } : { roots, routing }, fs);
}

export function resolveAll(
  rules: readonly RoutingRule[],
  inputs: readonly RoutingInput[],
): { ruleIds: readonly string[]; diagnostics: readonly string[] }[] {
  const router = createRouter({ rules });
  return inputs.map((input) => {
    const r = router.resolve(input);
    return { ruleIds: r.ruleIds, diagnostics: r.diagnostics.map((d) => d.code as string) };
  });
}
