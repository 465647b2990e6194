/**
 * `rp-assets export [ROOT...] --world ID --format sillytavern --out FILE.json` and
 * `--character ID --format ccv3|ccv2 --out FILE.json|FILE.png`: the asset graph as SillyTavern
 * World Info or a Character Card (src/bridge/); this face loads the roots and writes the file.
 */
import { resolve } from 'node:path';
import { closestCandidate } from '../../common/closest-candidate.js';
import { loadAssets } from '../../assets/index.js';
import type { Character } from '../../assets/model.js';
import { cardPng, exportCard, exportWorldInfo, MAX_INPUT_BYTES } from '../../bridge/index.js';
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

export const EXPORT_HELP = `Usage: rp-assets export [ROOT...] --world ID --format sillytavern --out FILE.json
       rp-assets export [ROOT...] --character ID --format ccv3|ccv2 --out FILE.json|FILE.png

Write a world as SillyTavern World Info, or a character as a Character Card V3 (or V2) with its
worlds as the card's book. A .png card uses the character's avatar (avatar.png beside
CHARACTER.md; a plain generated image when there is none or it is not a PNG) and carries the card in tEXt chunks
(ccv3 and chara for V3, chara for V2). Fields an import kept (x-sillytavern, x-card) are restored.

Arguments:
  ROOT...                 asset roots in override order (default: the config file's roots, else .)

Options:
  --world ID              the world to export (with --format sillytavern)
  --character ID          the character to export (with --format ccv3 or ccv2)
  --format FORMAT         sillytavern | ccv3 | ccv2
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
    const format = typeof values.format === 'string' ? values.format : world !== null ? 'sillytavern' : 'ccv3';
    if (world !== null && format !== 'sillytavern') throw new UsageError(exportFormatFor('world', format));
    if (character !== null && format !== 'ccv3' && format !== 'ccv2')
      throw new UsageError(exportFormatFor('character', format));
    if (typeof values.out !== 'string' || values.out === '') throw new UsageError(required('--out FILE'));
    const png = /\.png$/i.test(values.out);
    if (character !== null && !png && !/\.json$/i.test(values.out))
      throw new UsageError(exportOutExtension(values.out));
    const out = resolve(io.cwd, values.out);

    const fs = cwdFileSystem(nodeFileSystem(), io.cwd);
    const project = await resolveProject(fs, {
      ...(typeof values.config === 'string' ? { config: displayPath(values.config, io.cwd) } : {}),
      roots: positionals.map((p) => displayPath(p, io.cwd)),
      cwd: io.cwd,
    });
    refuseUnusableConfig(project);
    const graph = await loadAssets({ roots: project.roots }, fs);

    let bytes: Uint8Array;
    if (world !== null) {
      const known = graph.worlds.map((w) => w.id);
      if (!known.includes(world)) throw new UsageError(unknownAsset('world', world, closestCandidate(world, known)));
      bytes = new TextEncoder().encode(JSON.stringify(exportWorldInfo(graph, world), null, 2) + '\n');
    } else {
      const id = character as string;
      const known = graph.characters.map((c) => c.id);
      if (!known.includes(id)) throw new UsageError(unknownAsset('character', id, closestCandidate(id, known)));
      const card = exportCard(graph, id, format as 'ccv3' | 'ccv2');
      if (png) {
        const c = graph.characters.find((x) => x.id === id) as Character;
        const chara = format === 'ccv3' ? exportCard(graph, id, 'ccv2') : card;
        bytes = cardPng(await avatarOf(fs, c), id, format === 'ccv3' ? { ccv3: card, chara } : { chara });
      } else bytes = new TextEncoder().encode(JSON.stringify(card, null, 2) + '\n');
    }
    if (values.force !== true && (await existingTargets([{ path: out, bytes }])).length > 0) {
      io.stderr(
        `rp-assets export: ${displayPath(values.out, io.cwd)} already exists; nothing written; --force replaces it\n`,
      );
      return EXIT_USAGE;
    }
    await writeFilesAtomically([{ path: out, bytes }]);
    io.stdout(`wrote ${displayPath(values.out, io.cwd)} (${bytes.length} bytes)\n`);
    return EXIT_OK;
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'export', argv, usage);
    throw e;
  }
};
