/** The Action's own words (summary, notices), per locale. Finding texts come from the registry. */
import type { Locale } from '../diagnostics/define.js';
import type { FilterMode } from './inputs.js';

export interface ActionMessages {
  readonly title: string;
  readonly overflowTitle: string;
  readonly overflow: (n: number, e: number, w: number, h: number) => string;
  readonly findings: (e: number, w: number, h: number) => string;
  readonly conclusion: (failed: boolean, failOn: string) => string;
  readonly countsHeader: readonly [string, string, string, string, string];
  readonly reportedRow: string;
  readonly totalRow: string;
  readonly filterLine: (mode: FilterMode, asked: FilterMode) => string;
  readonly annotatedLine: (annotated: number, omitted: number, where: string) => string;
  /** The scenario counts (labels.ts `scenarios`) as a sentence. */
  readonly scenariosLine: (text: string) => string;
  readonly tableHeader: readonly [string, string, string, string, string];
  readonly noFindings: string;
  readonly findingsHeading: string;
  readonly otherHeading: (n: number) => string;
  readonly truncated: (shown: number, all: number) => string;
  readonly charactersHeading: string;
  readonly charactersHeader: readonly [string, string, string];
  readonly notesHeading: string;
  readonly fork: string;
  readonly forkNotice: string;
  readonly checkRunNotice: (n: number, url: string) => string;
  readonly reviewPosted: (n: number) => string;
  readonly reviewOverCap: (n: number, cap: number) => string;
  readonly reviewStale: (removed: number, marked: number) => string;
  /** The head of a replied-to comment whose finding is gone, and the fold title of its old text. */
  readonly reviewResolved: (shortSha: string) => string;
  readonly reviewEarlier: string;
  readonly whereCommands: string;
  readonly whereCheckRun: string;
  readonly new: string;
  readonly old: string;
  /** The behaviour diff (issue 17): comment outcome, and why there is none. */
  readonly behaviourComment: (outcome: 'created' | 'updated' | 'unchanged' | 'skipped') => string;
  readonly behaviourUnavailable: (why: string) => string;
  readonly behaviourTruncated: string;
}

const SEV_EN = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

const BEHAVIOUR_EN = {
  behaviourComment: (o: 'created' | 'updated' | 'unchanged' | 'skipped') =>
    ({
      created: 'Behaviour comment posted.',
      updated: 'Behaviour comment updated.',
      unchanged: 'Behaviour comment already up to date.',
      skipped: 'No behaviour change, so no behaviour comment (`behaviour-comment: on-change`).',
    })[o],
  behaviourUnavailable: (why: string) => `No behaviour diff: ${why}.`,
  behaviourTruncated: '… cut to fit; the whole diff is in the `behaviour-file` output.',
};

const BEHAVIOUR_ZH = {
  behaviourComment: (o: 'created' | 'updated' | 'unchanged' | 'skipped') =>
    ({
      created: '已发布行为变化评论。',
      updated: '已更新行为变化评论。',
      unchanged: '行为变化评论已是最新。',
      skipped: '没有行为变化，因此未发布评论（`behaviour-comment: on-change`）。',
    })[o],
  behaviourUnavailable: (why: string) => `无法给出行为变化：${why}。`,
  behaviourTruncated: '……内容过长已截断；完整结果见 `behaviour-file` 输出。',
};

const en: ActionMessages = {
  title: 'rp-assets',
  overflowTitle: 'rp-assets: more findings',
  overflow: (n, e, w, h) =>
    `${n} more finding${n === 1 ? '' : 's'} (${SEV_EN(e, 'error')}, ${SEV_EN(w, 'warning')}, ${SEV_EN(h, 'hint')}) not annotated: GitHub keeps only 10 annotations of each level per step. The job summary lists every finding.`,
  findings: (e, w, h) => `${SEV_EN(e, 'error')}, ${SEV_EN(w, 'warning')}, ${SEV_EN(h, 'hint')}`,
  conclusion: (failed, failOn) =>
    failed ? `❌ Failed: findings at or above \`${failOn}\`.` : `✅ Passed (fail-on: \`${failOn}\`).`,
  countsHeader: ['', 'Errors', 'Warnings', 'Hints', 'All'],
  reportedRow: 'Reported (after the filter)',
  totalRow: 'Found (before the filter)',
  filterLine: (mode, asked) =>
    mode === asked
      ? `Filter: \`${mode}\`.`
      : `Filter: \`${mode}\` (asked for \`${asked}\`, which was not possible here; see the notes).`,
  annotatedLine: (a, o, where) => `Annotated: ${a} (${where}); not annotated: ${o}.`,
  scenariosLine: (t) => `Scenarios: ${t}.`,
  tableHeader: ['', 'Code', 'Where', 'Problem', 'Fix'],
  noFindings: 'No findings.',
  findingsHeading: 'Findings',
  otherHeading: (n) => `Pre-existing or outside the filter (${n})`,
  truncated: (shown, all) =>
    `… ${all - shown} more rows not shown to keep the summary under GitHub's 1 MiB limit (counts above are exact; use \`report-file\` for the full list).`,
  charactersHeading: 'Characters and their worlds',
  charactersHeader: ['Character', 'File', 'Worlds'],
  notesHeading: 'Notes',
  fork: 'This pull request comes from a fork: its token is read-only, so no API was called (no check run, no review comments). Annotations, this summary and the report files are complete. To publish from a trusted workflow, see docs/action.md (workflow_run).',
  forkNotice:
    'Pull request from a fork: read-only token, so rp-assets reports through annotations and the job summary only.',
  checkRunNotice: (n, url) => `${n} finding${n === 1 ? '' : 's'} annotated on the check run "rp-assets": ${url}`,
  reviewPosted: (n) => `Review comments posted: ${n}.`,
  reviewOverCap: (n, cap) =>
    `${n} more ${n === 1 ? 'finding' : 'findings'} in the diff got no review comment (at most ${cap} per review): see the table above.`,
  reviewStale: (removed, marked) =>
    `Review comments of earlier runs whose finding is gone: ${removed} removed, ${marked} with replies marked as resolved.`,
  reviewResolved: (sha) => `✅ **Resolved**: rp-assets no longer reports this at ${sha}.`,
  reviewEarlier: 'Earlier comment',
  whereCommands: 'workflow commands',
  whereCheckRun: 'check run',
  new: 'new',
  old: 'pre-existing',
  ...BEHAVIOUR_EN,
};

const zh: ActionMessages = {
  title: 'rp-assets',
  overflowTitle: 'rp-assets：还有更多问题',
  overflow: (n, e, w, h) =>
    `另有 ${n} 个问题（${e} 个错误、${w} 个警告、${h} 个提示）未标注：GitHub 每个步骤每种级别只保留 10 条标注。作业摘要（job summary）列出了全部问题。`,
  findings: (e, w, h) => `${e} 个错误、${w} 个警告、${h} 个提示`,
  conclusion: (failed, failOn) =>
    failed ? `❌ 未通过：存在 \`${failOn}\` 及以上级别的问题。` : `✅ 通过（fail-on：\`${failOn}\`）。`,
  countsHeader: ['', '错误', '警告', '提示', '合计'],
  reportedRow: '报告（过滤后）',
  totalRow: '发现（过滤前）',
  filterLine: (mode, asked) =>
    mode === asked ? `过滤方式：\`${mode}\`。` : `过滤方式：\`${mode}\`（请求的 \`${asked}\` 在此无法使用，见备注）。`,
  annotatedLine: (a, o, where) => `已标注：${a}（${where}）；未标注：${o}。`,
  scenariosLine: (t) => `场景：${t}。`,
  tableHeader: ['', '代码', '位置', '问题', '修复'],
  noFindings: '未发现问题。',
  findingsHeading: '问题',
  otherHeading: (n) => `已有问题或不在过滤范围内（${n}）`,
  truncated: (shown, all) =>
    `… 另有 ${all - shown} 行未显示，以使摘要不超过 GitHub 的 1 MiB 上限（上方计数准确；完整列表请用 \`report-file\`）。`,
  charactersHeading: '角色及其世界',
  charactersHeader: ['角色', '文件', '世界'],
  notesHeading: '备注',
  fork: '此拉取请求来自 fork：令牌只读，因此没有调用任何 API（没有 check run，没有审查评论）。标注、本摘要和报告文件是完整的。如需从受信任的工作流发布，见 docs/action.md（workflow_run）。',
  forkNotice: '来自 fork 的拉取请求：令牌只读，rp-assets 只通过标注和作业摘要报告。',
  checkRunNotice: (n, url) => `已在 check run “rp-assets” 上标注 ${n} 个问题：${url}`,
  reviewPosted: (n) => `已发布审查评论：${n} 条。`,
  reviewOverCap: (n, cap) => `差异中还有 ${n} 个问题没有审查评论（每次审查最多 ${cap} 条）：见上表。`,
  reviewStale: (removed, marked) =>
    `早先运行的审查评论中，问题已不存在的：删除 ${removed} 条，有回复的 ${marked} 条标记为已解决。`,
  reviewResolved: (sha) => `✅ **已解决**：rp-assets 在 ${sha} 不再报告此问题。`,
  reviewEarlier: '先前的评论',
  whereCommands: '工作流命令',
  whereCheckRun: 'check run',
  new: '新增',
  old: '已有',
  ...BEHAVIOUR_ZH,
};

export function messagesFor(locale: Locale): ActionMessages {
  return locale === 'en' ? en : zh;
}
