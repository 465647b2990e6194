/** What a hostile-case child process is asked to do (written as JSON, read by child-main.ts). */
export type Job =
  | {
      readonly type: 'validate';
      /** Working directory of the run; roots and routing are relative to it. */
      readonly cwd: string;
      readonly roots: readonly string[];
      readonly routing?: string | null;
    }
  | {
      readonly type: 'route';
      readonly cwd: string;
      /** JSON file: an array of rules (RoutingRule shape). */
      readonly rulesFile: string;
      /** JSON file: an array of routing inputs. */
      readonly inputsFile: string;
    };

export interface ValidateResult {
  readonly ms: number;
  readonly summary: {
    readonly characters: number;
    readonly worlds: number;
    readonly entries: number;
    readonly rules: number;
    readonly errors: number;
    readonly warnings: number;
    readonly hints: number;
  };
  readonly diagnostics: readonly {
    code: string;
    severity: string;
    file: string | null;
    line: number | null;
    column: number | null;
    endLine: number | null;
  }[];
  readonly characters: readonly string[];
  readonly worlds: readonly string[];
  readonly entries: number;
  readonly entryIds: readonly string[];
  readonly outsideReads: readonly string[];
  readonly reads: number;
}

export interface RouteResult {
  readonly ms: number;
  readonly resolutions: readonly { readonly ruleIds: readonly string[]; readonly diagnostics: readonly string[] }[];
}
