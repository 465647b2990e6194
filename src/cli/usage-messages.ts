/**
 * Every usage error of the CLI (exit 2), declared once in both languages: one function per message,
 * returning the text as `{ en, 'zh-CN' }`. `printUsageError` (usage-error.ts) prints it as
 * `rp-assets <command>: <message>` and the `--help` hint (`hint` below) in the `--locale` language.
 *
 * The English wording is the CLI's historical one (tests and scripts match it); the Chinese is
 * written for Chinese-speaking users, not word for word. Values are shown as given (backticked);
 * the printer makes them safe for a terminal and keeps them on one line.
 */
import type { Localized } from '../diagnostics/define.js';
import type { RoutingInputProblem } from '../routing/input/check-input.js';
import type { NamedFileRefusal } from '../common/read-named-file.js';

type Text = Localized;

const code = (s: string): string => `\`${s}\``;

/**
 * A word for a POSIX shell: left bare when it holds only characters no shell treats specially,
 * else in single quotes (a `'` inside closed, escaped and reopened). A suggested command with a
 * user's ref in it (`git fetch origin <ref>`) then runs that ref and nothing else (issue 42 N14).
 */
export const shellWord = (s: string): string => (/^[\w./@^~+:=-]+$/u.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);
const enList = (xs: readonly string[]): string => xs.map(code).join(', ');
const zhList = (xs: readonly string[]): string => xs.map(code).join('、');

/** The hint line after every usage error: where the options (or, without a command, the commands) are listed. */
export const hint = (command: string | null): Text =>
  command === null
    ? { en: 'Run `rp-assets --help` for the commands.', 'zh-CN': '运行 `rp-assets --help` 查看所有命令。' }
    : {
        en: `Run \`rp-assets ${command} --help\` for the options.`,
        'zh-CN': `运行 \`rp-assets ${command} --help\` 查看选项。`,
      };

// ---- command line --------------------------------------------------------------------------------

export const unknownCommand = (name: string, suggestion: string | null): Text => ({
  en: `unknown command ${code(name)}${suggestion !== null ? `; did you mean ${code(suggestion)}?` : ''}`,
  'zh-CN': `未知命令 ${code(name)}${suggestion !== null ? `；是不是想用 ${code(suggestion)}？` : ''}`,
});

export const unknownOption = (option: string): Text => ({
  en: `unknown option ${code(option)}`,
  'zh-CN': `未知选项 ${code(option)}`,
});

export const optionNeedsValue = (option: string): Text => ({
  en: `option ${code(option)} needs a value`,
  'zh-CN': `选项 ${code(option)} 需要一个值`,
});

export const optionTakesNoValue = (option: string): Text => ({
  en: `option ${code(option)} takes no value`,
  'zh-CN': `选项 ${code(option)} 不接受值`,
});

/** A parse failure node:util did not describe in a way we recognise: its own text, in both languages. */
export const badArguments = (detail: string): Text => ({
  en: detail,
  'zh-CN': `命令行参数有误：${detail}`,
});

export const mustBeOneOf = (option: string, allowed: readonly string[], got: string): Text => ({
  en: `--${option} must be one of ${allowed.join(', ')}, got ${code(got)}`,
  'zh-CN': `--${option} 只能是 ${allowed.join('、')} 之一，收到的是 ${code(got)}`,
});

export const formatJsonOrText = (got: string): Text => ({
  en: `--format must be json or text, got ${code(got)}`,
  'zh-CN': `--format 只能是 json 或 text，收到的是 ${code(got)}`,
});

export const jobsOutOfRange = (got: string): Text => ({
  en: `--jobs expects a whole number from 1 to 64, got ${code(got)}`,
  'zh-CN': `--jobs 需要 1 到 64 之间的整数，收到的是 ${code(got)}`,
});

/** A required option is missing; `what` is the option with its placeholder, e.g. `--out DIR`. */
export const required = (what: string): Text => ({
  en: `${what} is required`,
  'zh-CN': `缺少必需的选项 ${what}`,
});

export const messageRequired = (): Text => ({
  en: 'at least one --message TEXT is required',
  'zh-CN': '至少需要一个 --message TEXT',
});

// ---- characters ----------------------------------------------------------------------------------

/** `--character ID` names no active character (validate, retrieve). */
export const unknownCharacter = (id: string, suggestion: string | null, known: readonly string[]): Text => ({
  en:
    `unknown character ${code(id)}` +
    (suggestion !== null
      ? `; did you mean ${code(suggestion)}?`
      : known.length > 0
        ? `; known: ${enList(known)}`
        : '; no characters were found'),
  'zh-CN':
    `未知角色 ${code(id)}` +
    (suggestion !== null
      ? `；是不是想用 ${code(suggestion)}？`
      : known.length > 0
        ? `；已有的角色：${zhList(known)}`
        : '；没有找到任何角色'),
});

// ---- files ---------------------------------------------------------------------------------------

/** `--args FILE` and the like: the file given to an option does not exist. */
export const optionFileMissing = (option: string, file: string): Text => ({
  en: `--${option} ${code(file)} does not exist`,
  'zh-CN': `--${option} 指定的文件 ${code(file)} 不存在`,
});

export const optionFileNotAFile = (option: string, file: string): Text => ({
  en: `--${option} ${code(file)} is not a file`,
  'zh-CN': `--${option} 指定的 ${code(file)} 不是文件`,
});

export const optionFileUnreadable = (option: string, file: string, detail: string): Text => ({
  en: `cannot read --${option} ${code(file)}: ${detail}`,
  'zh-CN': `无法读取 --${option} 指定的文件 ${code(file)}：${detail}`,
});

const REFUSED_EN: Record<NamedFileRefusal, string> = {
  missing: 'does not exist',
  directory: 'is a folder, not a file',
  'special-file': 'is a FIFO, socket or device, not a regular file; it is not read (reading could block)',
  'too-large': 'is larger than {mb} MB; it is not read',
  unreadable: 'cannot be read',
  'git-folder': 'lies inside a `.git` folder; it is not read',
  'outside-repository': 'is a symlink that leads out of its repository; it is not read',
};
const REFUSED_ZH: Record<NamedFileRefusal, string> = {
  missing: '不存在',
  directory: '是文件夹而不是文件',
  'special-file': '是 FIFO、套接字或设备，而不是普通文件；不会读取它（读取可能一直阻塞）',
  'too-large': '超过 {mb} MB；不会读取它',
  unreadable: '无法读取',
  'git-folder': '位于 `.git` 文件夹内；不会读取它',
  'outside-repository': '是指向仓库之外的符号链接；不会读取它',
};

/** A file named by an option that `readNamedFile` (src/common/read-named-file.ts) refused before reading. */
export const optionFileRefused = (option: string, file: string, reason: NamedFileRefusal, limit: number): Text => {
  const mb = String(Math.round(limit / (1024 * 1024)));
  return {
    en: `--${option} ${code(file)} ${REFUSED_EN[reason].replace('{mb}', mb)}`,
    'zh-CN': `--${option} 指定的 ${code(file)} ${REFUSED_ZH[reason].replace('{mb}', mb)}`,
  };
};

/** `explain --input @FILE`. */
export const inputFileMissing = (file: string): Text => ({
  en: `the input file ${code(file)} does not exist`,
  'zh-CN': `输入文件 ${code(file)} 不存在`,
});

export const inputFileUnreadable = (file: string): Text => ({
  en: `cannot read the input file ${code(file)}`,
  'zh-CN': `无法读取输入文件 ${code(file)}`,
});

// ---- config --------------------------------------------------------------------------------------

/** The config cannot be used at all; the printer lists its problems on the lines after this one. */
export const configUnusable = (path: string): Text => ({
  en: `cannot use config file ${code(path)}`,
  'zh-CN': `无法使用配置文件 ${code(path)}`,
});

// ---- explain -------------------------------------------------------------------------------------

export const noRoutingFile = (): Text => ({
  en: 'no routing file: pass --routing FILE or set `routing:` in the config',
  'zh-CN': '没有路由文件：请传入 --routing FILE，或在配置文件中设置 `routing:`',
});

export const routingFileUnreadable = (file: string): Text => ({
  en: `cannot read ${code(file)}`,
  'zh-CN': `无法读取 ${code(file)}`,
});

/** What is wrong with an `--input` routing input (src/routing/input/check-input.ts, `problem`). */
function inputProblem(p: RoutingInputProblem): Text {
  switch (p.kind) {
    case 'syntax':
      return { en: p.detail, 'zh-CN': `JSON 语法错误：${p.detail}` };
    case 'not-object':
      return { en: 'the input must be a JSON object', 'zh-CN': '输入必须是一个 JSON 对象' };
    case 'not-string':
      return {
        en: `${code(p.key)} must be a string, got ${p.got}`,
        'zh-CN': `${code(p.key)} 必须是字符串，收到的是 ${p.got}`,
      };
    case 'not-flag':
      return {
        en: `${code(p.key)} must be true or false, got ${p.got}`,
        'zh-CN': `${code(p.key)} 必须是 true 或 false，收到的是 ${p.got}`,
      };
    case 'custom':
      return {
        en: '`custom` must map custom predicate ids to true or false',
        'zh-CN': '`custom` 必须把自定义谓词 id 映射到 true 或 false',
      };
    case 'unknown-field':
      return {
        en: `unknown input field ${code(p.key)} (known: ${p.known.join(', ')})`,
        'zh-CN': `未知的输入字段 ${code(p.key)}（可用字段：${p.known.join('、')}）`,
      };
  }
}

export const invalidRoutingInput = (
  at: { readonly line: number; readonly column: number } | null,
  problem: RoutingInputProblem,
): Text => {
  const detail = inputProblem(problem);
  return {
    en: `--input is not a valid routing input${at ? ` at line ${at.line}, column ${at.column}` : ''}: ${detail.en}`,
    'zh-CN': `--input 不是有效的路由输入${at ? `（第 ${at.line} 行第 ${at.column} 列）` : ''}：${detail['zh-CN']}`,
  };
};

// ---- site ----------------------------------------------------------------------------------------

export const baseNotAPath = (base: string): Text => ({
  en: `--base must be a URL path like /my-repo/, got ${code(base)}`,
  'zh-CN': `--base 必须是形如 /my-repo/ 的 URL 路径，收到的是 ${code(base)}`,
});

export const repoUrlNotHttp = (url: string): Text => ({
  en: `--repo-url must be an http(s) URL, got ${code(url)}`,
  'zh-CN': `--repo-url 必须是 http(s) 网址，收到的是 ${code(url)}`,
});

export const siteUrlNotHttp = (url: string): Text => ({
  en: `--site must be the http(s) address the site is published at (e.g. https://owner.github.io), got ${code(url)}`,
  'zh-CN': `--site 必须是站点发布的 http(s) 地址（例如 https://owner.github.io），收到的是 ${code(url)}`,
});

/** The places `--out` must not overlap (src/cli/site-out.ts, `GuardedPlace.what`). */
export const placeWorkingDirectory = (): Text => ({ en: 'the working directory', 'zh-CN': '当前工作目录' });
export const placeAssetRoot = (root: string): Text => ({
  en: `the asset root ${code(root)}`,
  'zh-CN': `资产根目录 ${code(root)}`,
});
export const placeSiteSources = (): Text => ({
  en: 'the site sources of rp-assets',
  'zh-CN': 'rp-assets 的站点源码',
});
export const placeConfigFile = (): Text => ({ en: 'the config file', 'zh-CN': '配置文件所在的文件夹' });
export const placeRoutingFile = (): Text => ({ en: 'the routing file', 'zh-CN': '路由文件所在的文件夹' });

export const outOverlaps = (out: string, same: boolean, place: Text): Text => ({
  en: `--out ${code(out)} ${same ? 'is' : 'contains'} ${place.en}; choose a folder of its own, e.g. \`_site\``,
  'zh-CN': `--out ${code(out)} ${same ? '就是' : '包含了'}${place['zh-CN']}；请为站点单独选一个文件夹，例如 \`_site\``,
});

export const outInside = (out: string, place: Text): Text => ({
  en: `--out ${code(out)} is inside ${place.en}; choose a folder outside it, or one whose name starts with \`_\`, e.g. \`_site\``,
  'zh-CN': `--out ${code(out)} 位于${place['zh-CN']}之内；请选择它之外的文件夹，或名称以 \`_\` 开头的文件夹，例如 \`_site\``,
});

export const outBelowFile = (out: string): Text => ({
  en: `--out ${code(out)} is below a file, not a folder`,
  'zh-CN': `--out ${code(out)} 位于一个文件之下，不是文件夹`,
});

export const outUnusable = (out: string, detail: string): Text => ({
  en: `--out ${code(out)} cannot be used: ${detail}`,
  'zh-CN': `--out ${code(out)} 无法使用：${detail}`,
});

export const outIsFile = (out: string): Text => ({
  en: `--out ${code(out)} is a file, not a folder`,
  'zh-CN': `--out ${code(out)} 是文件，不是文件夹`,
});

export const outNotCatalog = (out: string, marker: string): Text => ({
  en: `--out ${code(out)} already holds files that are not a catalog built by rp-assets (no ${marker}); nothing was removed. Empty it, or choose another folder`,
  'zh-CN': `--out ${code(out)} 里已有不是 rp-assets 生成的站点的文件（没有 ${marker}）；没有删除任何东西。请清空它，或换一个文件夹`,
});

export const outBusy = (out: string, pid: number): Text => ({
  en: `another build is writing here: --out ${code(out)} is locked${pid > 0 ? ` by process ${pid}` : ''}; wait for it to finish, or choose another folder`,
  'zh-CN': `另一个构建正在写入这里：--out ${code(out)} 已被${pid > 0 ? `进程 ${pid} ` : ''}锁定；请等它结束，或换一个文件夹`,
});

export const outDanglingLink = (out: string): Text => ({
  en: `--out ${code(out)} is a symlink to something that does not exist; nothing was built. Remove the link, or point it at a folder`,
  'zh-CN': `--out ${code(out)} 是指向不存在目标的符号链接；没有构建任何东西。请删除该链接，或让它指向一个文件夹`,
});

export const outChangedDuringBuild = (out: string): Text => ({
  en: `--out ${code(out)} received files that are not a catalog while the site was built; nothing was replaced`,
  'zh-CN': `构建站点期间 --out ${code(out)} 里出现了不属于站点的文件；没有替换任何东西`,
});

// ---- routing migrate -----------------------------------------------------------------------------

const ROUTING_USAGE = '`routing migrate FILE`';

export const routingSubcommandMissing = (): Text => ({
  en: `missing sub-command: expected ${ROUTING_USAGE}`,
  'zh-CN': `缺少子命令：用法是 ${ROUTING_USAGE}`,
});

export const routingSubcommandUnknown = (sub: string): Text => ({
  en: `unknown sub-command ${code(sub)}: expected ${ROUTING_USAGE}`,
  'zh-CN': `未知子命令 ${code(sub)}：用法是 ${ROUTING_USAGE}`,
});

export const routingFileArgumentMissing = (): Text => ({
  en: `missing FILE: expected ${ROUTING_USAGE}`,
  'zh-CN': `缺少 FILE 参数：用法是 ${ROUTING_USAGE}`,
});

export const routingExtraArgument = (arg: string): Text => ({
  en: `unexpected argument ${code(arg)}: expected ${ROUTING_USAGE}`,
  'zh-CN': `多余的参数 ${code(arg)}：用法是 ${ROUTING_USAGE}`,
});

/** Why `routing migrate` cannot read its FILE (nothing was changed). */
export type MigrateReadProblem =
  | { readonly kind: 'missing' }
  | { readonly kind: 'not-regular' }
  | { readonly kind: 'too-large'; readonly mib: number }
  | { readonly kind: 'permission' }
  | { readonly kind: 'other'; readonly detail: string };

export const migrateInGitFolder = (file: string): Text => ({
  en: `${code(file)} lies inside a \`.git\` folder; it is not read; nothing changed`,
  'zh-CN': `${code(file)} 位于 \`.git\` 文件夹内；不会读取它；未做任何修改`,
});

export const migrateUnreadable = (file: string, p: MigrateReadProblem): Text => {
  const f = code(file);
  switch (p.kind) {
    case 'missing':
      return { en: `${f} does not exist; nothing changed`, 'zh-CN': `${f} 不存在；未做任何修改` };
    case 'not-regular':
      return { en: `${f} is not a regular file; nothing changed`, 'zh-CN': `${f} 不是普通文件；未做任何修改` };
    case 'too-large':
      return {
        en: `${f} is larger than ${p.mib} MiB; nothing changed`,
        'zh-CN': `${f} 超过 ${p.mib} MiB；未做任何修改`,
      };
    case 'permission':
      return {
        en: `${f} cannot be read (permission denied); nothing changed`,
        'zh-CN': `${f} 无法读取（没有权限）；未做任何修改`,
      };
    case 'other':
      return {
        en: `${f} cannot be read: ${p.detail}; nothing changed`,
        'zh-CN': `${f} 无法读取：${p.detail}；未做任何修改`,
      };
  }
};

// ---- diff ----------------------------------------------------------------------------------------

export const diffNotInRepository = (): Text => ({
  en: 'the working directory is not inside a git repository; `diff` reads both sides from git',
  'zh-CN': '当前目录不在 git 仓库中；`diff` 需要从 git 读取比较的两侧',
});

export const diffRefUnknown = (option: string, ref: string): Text => ({
  en: `${option} ${code(ref)} names no commit git knows (fetch it first, e.g. \`git fetch origin ${shellWord(ref)}\`)`,
  'zh-CN': `${option} ${code(ref)} 不是 git 已知的提交（请先获取，例如 \`git fetch origin ${shellWord(ref)}\`）`,
});

export const diffTreeUnreadable = (side: string, detail: string): Text => ({
  en: `cannot read the files of ${code(side)} from git: ${detail}`,
  'zh-CN': `无法从 git 读取 ${code(side)} 的文件：${detail}`,
});

export const diffProbeInvalid = (file: string, line: number | null, detail: string): Text => ({
  en: `--probe ${code(line === null ? file : `${file}:${line}`)} is not a list of routing inputs: ${detail}`,
  'zh-CN': `--probe ${code(line === null ? file : `${file}:${line}`)} 不是路由输入列表：${detail}`,
});

// ---- import / export -----------------------------------------------------------------------------

export const importNeedsFile = (): Text => ({
  en: 'give at least one FILE to import (a World Info JSON, a lorebook, or a card as JSON, PNG or CHARX)',
  'zh-CN': '请给出至少一个要导入的文件（SillyTavern 世界书 JSON、世界书，或 JSON / PNG / CHARX 角色卡）',
});

export const exportNeedsOne = (): Text => ({
  en: 'give either `--world ID` or `--character ID`',
  'zh-CN': '请给出 `--world ID` 或 `--character ID` 之一',
});

export const exportFormatFor = (what: 'world' | 'character', got: string, formats: readonly string[]): Text =>
  what === 'world'
    ? {
        en: `a world exports as ${formats.map((f) => `\`--format ${f}\``).join(' or ')}, not ${code(got)}`,
        'zh-CN': `世界书只能导出为 ${formats.map((f) => `\`--format ${f}\``).join(' 或 ')}，不是 ${code(got)}`,
      }
    : {
        en: `a character exports as ${formats.map((f) => `\`--format ${f}\``).join(' or ')}, not ${code(got)}`,
        'zh-CN': `角色只能导出为 ${formats.map((f) => `\`--format ${f}\``).join(' 或 ')}，不是 ${code(got)}`,
      };

export const unknownAsset = (kind: 'world' | 'character', id: string, suggestion: string | null): Text => ({
  en: `no ${kind} ${code(id)}${suggestion !== null ? `; did you mean ${code(suggestion)}?` : ''}`,
  'zh-CN': `没有${kind === 'world' ? '世界书' : '角色'} ${code(id)}${suggestion !== null ? `；是不是 ${code(suggestion)}？` : ''}`,
});

export const exportOutExtension = (out: string, format: string, extensions: readonly string[]): Text => ({
  en: `--out ${code(out)}: \`--format ${format}\` is written as ${extensions.map((e) => `\`${e}\``).join(' or ')}`,
  'zh-CN': `--out ${code(out)}：\`--format ${format}\` 只能写成 ${extensions.map((e) => `\`${e}\``).join(' 或 ')}`,
});

// ---- optional packages ---------------------------------------------------------------------------

/** `rp-assets site` without its peer packages (package.json `peerDependencies`, docs/site.md). */
export const sitePeersMissing = (missing: readonly string[], install: string): Text => ({
  en: `building the site needs ${missing.map(code).join(' and ')}, not installed beside rp-assets; install ${missing.length === 1 ? 'it' : 'them'} with: ${install}`,
  'zh-CN': `构建站点需要 ${zhList(missing)}，但它们没有和 rp-assets 装在一起；安装命令：${install}`,
});
