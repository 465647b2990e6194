/** Types of rules.js (a plain ES module, also run by bench/generate.js without a build). */
import type { Rng } from './rng.js';

export declare const guildId: (i: number) => string;
export declare const userId: (i: number) => string;
export declare const channelId: (i: number) => string;
export declare function generateRules(rng: Rng, opts: { count: number; content?: boolean }): object[];
export declare function routingYaml(rules: readonly object[]): string;
