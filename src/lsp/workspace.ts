/**
 * One workspace folder as the language server sees it: the project found as the CLI finds it
 * (`resolveProject`: the config walked up from the folder, its roots and routing file), checked by
 * the one `validate` over the files on disk with the editor's unsaved buffers laid over them. Disk
 * reads are remembered until the client reports a change, the per-file parse steps are remembered
 * per content, and every changed path is told to the run memo, so a re-check after an edit reads
 * only the folders it touched, parses only what changed, and re-runs a cross-file check only where
 * its inputs changed (docs/editor.md "Speed and memory").
 */
import { DEFAULT_CONFIG } from '../config/default-config.js';
import { fatalConfigDiagnostics } from '../config/fatal.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { summarize } from '../validate/summarize.js';
import type { RpConfig } from '../config/types.js';
import { cachedFileSystem } from '../common/cached-fs.js';
import { cwdFileSystem, displayPath } from '../common/cwd-fs.js';
import type { FileSystem } from '../common/fs.js';
import { runLocale, type Locale } from '../common/locale.js';
import type { Progress } from '../common/progress.js';
import { overlayFileSystem } from '../common/overlay-fs.js';
import { createRunMemo } from '../common/run-memo.js';
import type { RunMemoOwner } from '../common/run-memo.js';
import { isAbsolute, join, normalize } from '../common/paths.js';
import { nodeFileSystem } from '../node/node-fs.js';
import type { Report } from '../report/report.js';
import { resolveProject } from '../validate/project.js';
import type { ResolvedProject } from '../validate/project.js';
import { validate } from '../validate/validate.js';
import type { RoutingCheckStep } from '../validate/validate.js';
import type { AssetGraph } from '../assets/model.js';
import { memoSteps } from './memo-steps.js';
import type { MemoSteps } from './memo-steps.js';
import { reusedRoutingCheck } from './reuse-check.js';

/** One check of the workspace: what every feature of the server reads. */
export interface Checked {
  readonly report: Report;
  readonly project: ResolvedProject;
  readonly config: RpConfig;
  readonly locale: Locale;
  /** The workspace folder (absolute): display paths in the report are relative to it. */
  readonly root: string;
  /** An absolute path for a display path of the report. */
  readonly absolute: (display: string) => string;
  /** The file system the check read (display paths), with the buffers laid over the disk. */
  readonly fs: FileSystem;
}

export interface Workspace {
  readonly root: string;
  /** The file system the core reads (display paths relative to `root`). */
  readonly fs: FileSystem;
  /** Lay an editor buffer over the file at `path` (absolute), or lift it (`null`). */
  setBuffer(path: string, text: string | null): void;
  /** The client reported that `path` (absolute) was created, changed or deleted on disk. */
  fileChanged(path: string): void;
  /** `progress`: told how far the check is (the first indexing's work-done progress). */
  check(progress?: Progress): Promise<Checked>;
  /**
   * Whether the client reports changes on disk (`workspace/didChangeWatchedFiles`). Until it does,
   * every check reads the disk again (only files whose bytes changed are parsed again).
   */
  watching: boolean;
  /** An absolute path for a display path of the report. */
  absolute(display: string): string;
}

const encoder = new TextEncoder();

/** What a workspace remembers between checks (tests pass counting ones). */
export interface WorkspaceMemory {
  readonly steps?: MemoSteps;
  readonly memo?: RunMemoOwner;
  /** The routing file's check, run when a file it read changed (`reusedRoutingCheck`). */
  readonly routingCheck?: RoutingCheckStep;
}

export function createWorkspace(
  root: string,
  disk: FileSystem = nodeFileSystem(),
  memory: WorkspaceMemory = {},
): Workspace {
  const base = normalize(root);
  const buffers = new Map<string, Uint8Array>();
  // The cache and the buffers are keyed by the paths the core asks for (display paths, relative to
  // the folder), so a remembered read is one map lookup, with no joining to the folder first (that
  // joining was a third of a re-check at 10,000 entries). A file may be asked for by its absolute
  // path too (a config outside the folder): buffers and invalidations cover both spellings.
  const cache = cachedFileSystem(cwdFileSystem(disk, base));
  const fs = overlayFileSystem(cache, { buffers });
  const spellings = (path: string): string[] => [normalize(path), displayPath(normalize(path), base)];
  const steps = memory.steps ?? memoSteps();
  const checkRouting = reusedRoutingCheck(memory.routingCheck);
  const memo = memory.memo ?? createRunMemo();
  const absolute = (display: string): string => (isAbsolute(display) ? normalize(display) : join(base, display));
  return {
    root: base,
    fs,
    watching: false,
    absolute,
    setBuffer(path, text) {
      const bytes = text === null ? null : encoder.encode(text);
      for (const p of spellings(path)) {
        if (bytes === null) buffers.delete(p);
        else buffers.set(p, bytes);
        memo.changed(p);
      }
    },
    fileChanged(path) {
      for (const p of spellings(path)) {
        cache.invalidate(p);
        memo.changed(p);
      }
    },
    async check(progress) {
      if (!this.watching) {
        cache.clear();
        memo.changedAll();
      }
      const project = await resolveProject(fs, { cwd: base });
      const config = project.config ?? DEFAULT_CONFIG;
      // A config every face refuses (unreadable, broken YAML): like the CLI, report only why, on
      // the config file, and check nothing with a config that is not the author's.
      const fatal = fatalConfigDiagnostics(project.configDiagnostics);
      if (project.configFile !== null && fatal.length > 0) {
        return {
          report: refusedReport(fatal),
          project,
          config,
          locale: runLocale(undefined, config.locale, process.env),
          root: base,
          absolute,
          fs,
        };
      }
      // a check that fails may leave a step's failure remembered: the next one walks every folder again
      const report = await validate(
        {
          roots: project.roots,
          ...(project.routing !== null ? { routing: project.routing } : {}),
          ...(project.config !== null ? { config, extraDiagnostics: project.configDiagnostics } : {}),
          executor: steps.executor(fs),
          checkRouting,
          memo,
          ...(progress !== undefined ? { progress } : {}),
        },
        fs,
      ).catch((e: unknown) => {
        memo.changedAll();
        throw e;
      });
      memo.endRun();
      return {
        report,
        project,
        config,
        locale: runLocale(undefined, config.locale, process.env),
        root: base,
        absolute,
        fs,
      };
    },
  };
}

/** The report of a run refused for its config: the config's problems and nothing loaded. */
function refusedReport(fatal: readonly Diagnostic[]): Report {
  const assets: AssetGraph = { roots: [], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };
  return { summary: summarize(assets, fatal, 0), diagnostics: fatal, assets };
}
