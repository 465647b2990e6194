/**
 * The one budget of the YAML layer: how many nodes a file may expand to (aliases expanded: every
 * expansion counts its nodes again, which is what bounds a "billion laughs" file) and how deep it
 * may nest (an alias counts as a level). Past either limit the walk stops with a `TooLarge`
 * outcome, which each caller reports with its own code: never a throw, never a silent null.
 */
import type { Span } from '../spans.js';

export interface YamlLimits {
  /** Nodes, aliases expanded. */
  readonly nodes: number;
  /**
   * Which nodes count toward `nodes`: all (the default), or only those an alias expansion yields.
   * A file without aliases is bounded by its size limit already; counting its own nodes refused
   * a plain 24,000-rule routing file with a message about aliases it did not have.
   */
  readonly counts?: 'all' | 'aliased';
  /** Levels of nesting. */
  readonly depth: number;
}

/** Routing, scenario and config files (docs/routing-validation.md states both numbers). */
export const FILE_LIMITS: YamlLimits = { nodes: 200_000, depth: 200, counts: 'aliased' };

/**
 * Frontmatter (docs/security.md): 100,000 nodes and no depth limit of its own; nesting the parser
 * cannot recurse through is a syntax error before any walk. An alias inside its own anchor
 * (`loop: &a [*a]`), which would nest without end, is a `cycle` whatever the limits.
 */
export const FRONTMATTER_LIMITS: YamlLimits = { nodes: 100_000, depth: Infinity };

/** The outcome of a walk that went past a limit. */
export interface TooLarge {
  readonly kind: 'too-large';
  /** `cycle`: an alias inside the node its anchor names, which would repeat without end. */
  readonly reason: 'nodes' | 'depth' | 'cycle';
  /** The limit that was passed. */
  readonly limit: number;
  /** The outermost alias being expanded when it was passed, else the node itself. */
  readonly span: Span;
}

/** What the walks of one file have spent; one per file, shared by every walk of that file. */
export class YamlBudget {
  readonly limits: YamlLimits;
  /** Nodes counted so far. */
  used = 0;
  /** The outermost alias under expansion, while one is. */
  alias: Span | undefined = undefined;
  constructor(limits: YamlLimits) {
    this.limits = limits;
  }

  /** The outcome for a node at `depth` that went past a limit; `here` is that node's place. */
  exceeded(depth: number, here: Span): TooLarge {
    const reason = depth > this.limits.depth ? 'depth' : 'nodes';
    const limit = reason === 'depth' ? this.limits.depth : this.limits.nodes;
    return { kind: 'too-large', reason, limit, span: this.alias ?? here };
  }
}

/** The message data of a `*.yaml-too-large` diagnostic. */
export function tooLargeData(t: TooLarge): { reason: string; limit: number } {
  return { reason: t.reason, limit: t.limit };
}
