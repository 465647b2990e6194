/**
 * `rp-assets export [ROOT...] --world ID --format sillytavern|risu --out FILE.json` and
 * `--character ID --format ccv3|ccv2 --out FILE.json|FILE.png|FILE.charx`: the asset graph in one
 * of the bridge's formats (src/bridge/formats.ts); this face loads the roots, reads the avatar
 * and the card's files, and writes the file.
 */
import { dirname, resolve } from 'node:path';
import { closestCandidate } from '../../common/closest-candidate.js';
import { loadAssets } from '../../assets/index.js';
import type { Character } from '../../assets/model.js';
import { CARD_ASSETS_DIR, EXPORT_TARGETS, MAX_INPUT_BYTES } from '../../bridge/index.js';
import type { ExportTarget } from '../../bridge/index.js';
import { inert } from '../../bridge/index.js';
import type { FileSystem } from '../../common/fs.js';
import { cwdFileSystem, displayPath } from '../../common/cwd-fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { resolveProject } from '../../validate/project.js';
import type { Command } from '../io.js';
import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { asUsageError, parseStrict, printUsageError, UsageError } from '../options.js';
import { refuseUnusableConfig } from '../project-config.js';
import { exportFormatFor, exportNeedsOne, exportOutExtension, required, unknownAsset } from '../usage-messages.js';
import { existingTargets, writeFilesAtomically } from '../write-files.js';

const worldFormats = (): string[] => [
  ...new Set(EXPORT_TARGETS.filter((t) => t.asset === 'world').map((t) => t.format)),
];
const characterFormats = (): string[] => [
  ...new Set(EXPORT_TARGETS.filter((t) => t.asset === 'character').map((t) => t.format)),
];
const extensionsOf = (format: string, asset: 'world' | 'character'): string[] =>
  EXPORT_TARGETS.filter((t) => t.format === format && t.asset === asset).flatMap((t) => t.extensions);

export const EXPORT_HELP = `Usage: rp-assets export [ROOT...] --world ID --format ${worldFormats().join('|')} --out FILE.json
       rp-assets export [ROOT...] --character ID --format ${characterFormats().join('|')} --out FILE.json|FILE.png|FILE.charx

Write a world as SillyTavern World Info (sillytavern) or a RisuAI lorebook (risu), or a
character as a Character Card V3 (or V2) with its worlds as the card's book. A .png card uses
the character's avatar (avatar.png beside CHARACTER.md; a plain generated image when there is
none or it is not a PNG) and carries the card in tEXt chunks (ccv3 and chara for V3, chara for
V2); a .charx (V3) is a zip with the avatar and the files under ${CARD_ASSETS_DIR}/. Fields an
import kept (x-sillytavern, x-card, x-risu) are restored; a world's body travels as its core entry.

Arguments:
  ROOT...                 asset roots in override order (default: the config file's roots, else .)

Options:
  --world ID              the world to export (--format ${worldFormats().join(' or ')}; default sillytavern)
  --character ID          the character to export (--format ${characterFormats().join(' or ')}; default ccv3)
  --format FORMAT         ${[...worldFormats(), ...characterFormats()].join(' | ')}
  --out FILE              where to write (required); an existing file needs --force
  --force                 replace FILE if it exists
  --config FILE           config file (default: rp-assets.config.yaml found upwards)
  -h, --help              show this help

Exit codes: 0 written, 2 usage error (unknown id, wrong format, FILE exists without --force).
`;

const OPTIONS = {
  world: { type: 'string' },
  character: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  force: { type: 'boolean' },
  config: { type: 'string' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The character's avatar (docs/format.md, "Avatar") as bytes, or null. */
async function avatarOf(fs: FileSystem, c: Character): Promise<Uint8Array | null> {
  return c.avatar === null ? null : fs.readFile(c.avatar, MAX_INPUT_BYTES);
}

/** The files under the character's `card-assets/` folder, by path below it (what its card's assets point at). */
async function cardFilesOf(fs: FileSystem, c: Character): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const walk = async (dir: string, below: string): Promise<void> => {
    for (const entry of await fs.readdir(dir).catch(() => [])) {
      const path = below === '' ? entry.name : `${below}/${entry.name}`;
      if (entry.kind === 'directory') await walk(`${dir}/${entry.name}`, path);
      else if (entry.kind === 'file') files.set(path, await fs.readFile(`${dir}/${entry.name}`, MAX_INPUT_BYTES));
    }
  };
  await walk(`${dirname(c.file)}/${CARD_ASSETS_DIR}`, '');
  return files;
}

/** The target for `--format` and `--out`'s extension, or a UsageError saying what would do. */
function targetFor(asset: 'world' | 'character', format: string, out: string): ExportTarget {
  const known = asset === 'world' ? worldFormats() : characterFormats();
  if (!known.includes(format)) throw new UsageError(exportFormatFor(asset, format, known));
  const extension = /\.[^./\\]*$/.exec(out)?.[0]?.toLowerCase() ?? '';
  const target = EXPORT_TARGETS.find(
    (t) => t.asset === asset && t.format === format && t.extensions.includes(extension),
  );
  if (!target) throw new UsageError(exportOutExtension(out, format, extensionsOf(format, asset)));
  return target;
}

export const run: Command = async (argv, io) => {
  try {
    const { values, positionals } = parseStrict(argv, OPTIONS);
    if (values.help === true) {
      io.stdout(EXPORT_HELP);
      return EXIT_OK;
    }
    const world = typeof values.world === 'string' ? values.world : null;
    const character = typeof values.character === 'string' ? values.character : null;
    if ((world === null) === (character === null)) throw new UsageError(exportNeedsOne());
    const asset = world !== null ? 'world' : 'character';
    const format = typeof values.format === 'string' ? values.format : world !== null ? 'sillytavern' : 'ccv3';
    if (typeof values.out !== 'string' || values.out === '') throw new UsageError(required('--out FILE'));
    const target = targetFor(asset, format, values.out);
    const out = resolve(io.cwd, values.out);

    const fs = cwdFileSystem(nodeFileSystem(), io.cwd);
    const project = await resolveProject(fs, {
      ...(typeof values.config === 'string' ? { config: displayPath(values.config, io.cwd) } : {}),
      roots: positionals.map((p) => displayPath(p, io.cwd)),
      cwd: io.cwd,
    });
    refuseUnusableConfig(project);
    const graph = await loadAssets({ roots: project.roots }, fs);

    const id = (world ?? character) as string;
    const known = asset === 'world' ? graph.worlds.map((w) => w.id) : graph.characters.map((c) => c.id);
    if (!known.includes(id)) throw new UsageError(unknownAsset(asset, id, closestCandidate(id, known)));
    const c = graph.characters.find((x) => x.id === id);
    const result =
      asset === 'world' || !c
        ? target.write({ graph, id })
        : target.write({ graph, id, avatar: await avatarOf(fs, c), files: await cardFilesOf(fs, c) });
    const { bytes } = result;
    if (values.force !== true && (await existingTargets([{ path: out, bytes }])).length > 0) {
      io.stderr(
        `rp-assets export: ${displayPath(values.out, io.cwd)} already exists; nothing written; --force replaces it\n`,
      );
      return EXIT_USAGE;
    }
    await writeFilesAtomically([{ path: out, bytes }]);
    for (const note of result.notes) io.stderr(`rp-assets export: ${inert(note)}\n`);
    io.stdout(`wrote ${displayPath(values.out, io.cwd)} (${bytes.length} bytes)\n`);
    return EXIT_OK;
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'export', argv, usage);
    throw e;
  }
};
