/**
 * The one registry of diagnostic codes. Each area lists its codes in `codes/<area>/index.ts`;
 * this module gathers them, asserts that ids are unique and well-formed, and sorts them.
 */
import type { AnyCode } from './registry-types.js';
import { codes as asset } from './codes/asset/index.js';
import { codes as budget } from './codes/budget/index.js';
import { codes as character } from './codes/character/index.js';
import { codes as config } from './codes/config/index.js';
import { codes as entry } from './codes/entry/index.js';
import { codes as retrieval } from './codes/retrieval/index.js';
import { codes as routingLint } from './codes/routing/lint/index.js';
import { codes as routingRuntime } from './codes/routing/runtime/index.js';
import { codes as routingScenario } from './codes/routing/scenario/index.js';
import { codes as turn } from './codes/turn/index.js';
import { codes as world } from './codes/world/index.js';
import { compareBy } from '../common/compare.js';

export type { AnyCode } from './registry-types.js';

const CODE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function build(lists: readonly (readonly AnyCode[])[]): ReadonlyMap<string, AnyCode> {
  const all = lists.flat().sort(compareBy((d) => d.code));
  const map = new Map<string, AnyCode>();
  for (const def of all) {
    if (!CODE_PATTERN.test(def.code)) throw new Error(`diagnostic code ${def.code} is not area.problem kebab-case`);
    if (map.has(def.code)) throw new Error(`diagnostic code ${def.code} is declared twice`);
    map.set(def.code, def);
  }
  return map;
}

export const registry: ReadonlyMap<string, AnyCode> = build([
  asset,
  budget,
  character,
  config,
  entry,
  retrieval,
  routingLint,
  routingRuntime,
  routingScenario,
  turn,
  world,
]);

export function lookupCode(code: string): AnyCode | undefined {
  return registry.get(code);
}

/** The docs page of a code, relative to the repository root. */
export function docsPath(code: string): string {
  const [area, slug] = code.split('.');
  return `docs/codes/${area}/${slug}.md`;
}
