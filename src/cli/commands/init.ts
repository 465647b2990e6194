/**
 * `rp-assets init [DIR]`: writes a starter repository into DIR (default: the working directory),
 * empty or not, never replacing a file that is there (README.md, "Start a repository"). The files are
 * src/cli/init/starter.ts; `validate` passes on the result.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Locale } from '../../common/locale.js';
import { oneLine } from '../../common/visible.js';
import { pathExists } from '../path-exists.js';
import { starterFiles } from '../init/starter.js';
import type { CliIo, Command } from '../io.js';
import { runLocale } from '../../common/locale.js';
import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { asUsageError, parseStrict, printUsageError, UsageError } from '../options.js';
import { badArguments, mustBeOneOf } from '../usage-messages.js';

export const INIT_HELP = `Usage: rp-assets init [DIR] [options]

Write a starter asset repository into DIR (default: the working directory), empty or not: the
config, one character reading one world, the world with two entries, routing rules with a
scenario test, a retrieval scenario, the GitHub Action's workflow and the editor settings (JSON
schemas for the YAML files, the language server). A file that exists is never replaced: it is
kept and listed. \`rp-assets validate\` in DIR passes on the result.

Options:
  --locale LOCALE         zh-CN | en: the language of the starter and of its reports (default:
                          from LC_ALL, LC_MESSAGES or LANG: zh… gives zh-CN, any other gives en;
                          zh-CN when none is set)
  --dry-run               list what would be written, write nothing
  -h, --help              show this help

Exit codes: 0 written (or listed), 2 usage error or a file that could not be written.
`;

const OPTIONS = {
  locale: { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The author's language from the environment (src/cli/locale.ts), zh-CN when it names none. */
export function localeFromEnv(env: CliIo['env']): Locale {
  return runLocale(undefined, null, env);
}

const WORDS = {
  'zh-CN': {
    wrote: '已写入',
    kept: '已存在，保留不动',
    would: '将写入',
    next: (dir: string) =>
      `\n下一步：\n  cd ${dir}\n  rp-assets validate        # 检查资产、路由规则和场景测试\n  rp-assets site --out site-dist   # 生成目录网站\n格式说明：https://github.com/rp-assets/rp-assets/blob/main/docs/format.md ；编辑器设置在 .vscode/ 中。\n`,
  },
  en: {
    wrote: 'wrote',
    kept: 'exists, kept as it is',
    would: 'would write',
    next: (dir: string) =>
      `\nNext:\n  cd ${dir}\n  rp-assets validate        # check the assets, routing rules and scenario tests\n  rp-assets site --out site-dist   # build the catalog site\nThe format: https://github.com/rp-assets/rp-assets/blob/main/docs/format.md ; editor settings are in .vscode/.\n`,
  },
} as const;

export const run: Command = async (argv, io) => {
  try {
    const { values, positionals } = parseStrict(argv, OPTIONS);
    if (values.help) {
      io.stdout(INIT_HELP);
      return EXIT_OK;
    }
    if (positionals.length > 1) throw new UsageError(badArguments(`init takes one folder, not ${positionals.length}`));
    const locale = values.locale ?? localeFromEnv(io.env);
    if (locale !== 'zh-CN' && locale !== 'en') throw new UsageError(mustBeOneOf('locale', ['zh-CN', 'en'], locale));
    return await writeStarter(
      resolve(io.cwd, positionals[0] ?? '.'),
      positionals[0] ?? '.',
      locale,
      values['dry-run'] === true,
      io,
    );
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'init', argv, usage);
    throw e;
  }
};

async function writeStarter(dir: string, shown: string, locale: Locale, dryRun: boolean, io: CliIo): Promise<number> {
  const words = WORDS[locale];
  for (const file of starterFiles(locale)) {
    const path = join(dir, file.path);
    if (await pathExists(path)) {
      io.stdout(`${words.kept}: ${file.path}\n`);
      continue;
    }
    if (dryRun) {
      io.stdout(`${words.would}: ${file.path}\n`);
      continue;
    }
    try {
      await mkdir(dirname(path), { recursive: true });
      // `wx`: a file that appeared since the check above is not replaced either
      await writeFile(path, file.text, { flag: 'wx' });
      io.stdout(`${words.wrote}: ${file.path}\n`);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code === 'EEXIST') {
        io.stdout(`${words.kept}: ${file.path}\n`);
        continue;
      }
      io.stderr(`rp-assets init: cannot write ${oneLine(file.path)}: ${oneLine(err.message)}\n`);
      return EXIT_USAGE;
    }
  }
  io.stdout(words.next(oneLine(shown)));
  return EXIT_OK;
}
