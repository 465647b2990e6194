import { defineCode } from '../../../define.js';

export const testsNotRun = defineCode<{ file: string }>({
  code: 'routing.tests-not-run',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.1.0',
  title: { en: 'Routing scenarios found but not run', 'zh-CN': '找到路由场景测试但未运行' },
  message: {
    en: (d) => `Found routing scenarios \`${d.file}\` but no routing file to run them against, expected \`routing:\``,
    'zh-CN': (d) => `找到路由场景测试 \`${d.file}\`，但没有可供运行的路由文件，应配置 \`routing:\``,
  },
  consequence: {
    en: 'None of its scenarios runs: the check would pass without testing any routing.',
    'zh-CN': '其中的场景一个也不会运行：检查会在没有测试任何路由的情况下「通过」。',
  },
  fix: {
    en: 'Name the routing file in `rp-assets.config.yaml` (`routing: routing.yaml`) or pass `--routing FILE`; delete the scenario file if the project has no routing rules.',
    'zh-CN':
      '在 `rp-assets.config.yaml` 中写明路由文件（`routing: routing.yaml`），或传入 `--routing FILE`；如果项目没有路由规则，删除这个场景文件。',
  },
  fixable: 'none',
  why: {
    en: 'A scenario file is a promise that routing is tested. Without a routing file nothing is run, and "no problems found" would read as if the scenarios had passed.',
    'zh-CN': '场景文件意味着路由是经过测试的。没有路由文件时什么也不会运行，「未发现问题」会被误读为场景都通过了。',
  },
});
