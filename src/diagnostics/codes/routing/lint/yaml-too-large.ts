import { tooLargeText } from '../../../../common/yaml/too-large-text.js';
import { defineCode } from '../../../define.js';

export const yamlTooLarge = defineCode<{ reason: string; limit: number }>({
  code: 'routing.yaml-too-large',
  severity: 'error',
  spec: 'decision:docs/routing-validation.md',
  since: '0.2.0',
  title: { en: 'Routing YAML expands too far', 'zh-CN': '路由 YAML 展开后过大' },
  message: {
    en: (d) => tooLargeText('en', d.reason, d.limit),
    'zh-CN': (d) => tooLargeText('zh-CN', d.reason, d.limit),
  },
  consequence: {
    en: 'A loader that expands it runs out of memory or refuses the file, so no rule of this file (not even `global`) can be relied on; nothing else in the file is checked.',
    'zh-CN':
      '展开它的加载器会耗尽内存或拒绝该文件，因此该文件的任何规则（包括 `global`）都不可靠；文件的其余内容不再检查。',
  },
  fix: {
    en: 'Write the values out instead of stacking aliases (`*a`) on anchors (`&a`) that hold aliases; a few aliases for shared values are fine.',
    'zh-CN': '把值直接写出来，不要让别名（`*a`）层层指向含有别名的锚点（`&a`）；少量用于复用的别名没有问题。',
  },
  fixable: 'none',
  why: {
    en: 'Anchors and aliases let a few lines stand for billions of values (the "billion laughs" attack). The validator expands at most a fixed number of values per file and stops at the first alias that goes past it, instead of silently reading the rest as empty.',
    'zh-CN':
      '锚点与别名可以让几行文字代表数十亿个值（「billion laughs」攻击）。校验器每个文件最多展开固定数量的值，在第一个超出的别名处停下并报告，而不是把其余内容悄悄当成空值。',
  },
  example: {
    file: 'routing.yaml',
    bad: "- id: global\n  filter: { kind: 'true' }\n  x-bomb:\n    a: &a [x, x, x, x, x, x, x, x, x, x]\n    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n",
    good: "- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: openai:gpt-4o-mini }\n",
  },
});
