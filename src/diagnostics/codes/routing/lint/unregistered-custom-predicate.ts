import { defineCode } from '../../../define.js';

export const unregisteredCustomPredicate = defineCode<{ id: string }>({
  code: 'routing.unregistered-custom-predicate',
  severity: 'warning',
  spec: 'routing-rules.md#条件谓词',
  since: '0.1.0',
  title: { en: 'Custom predicate is not registered', 'zh-CN': '自定义谓词未注册' },
  message: {
    en: (d) => `Custom predicate \`${d.id}\` is not declared in \`customPredicates\``,
    'zh-CN': (d) => `自定义谓词 \`${d.id}\` 未在 \`customPredicates\` 中声明`,
  },
  consequence: {
    en: 'An unregistered custom predicate always evaluates to false, silently.',
    'zh-CN': '未注册的自定义谓词恒为 false，且不会有任何提示。',
  },
  fix: {
    en: 'Declare it under `customPredicates:` in rp-assets.config.yaml (with its preview result), or fix the id.',
    'zh-CN': '在 rp-assets.config.yaml 的 `customPredicates:` 中声明它（并给出预览结果），或修正 id。',
  },
  fixable: 'none',
  why: {
    en: 'Plugins register custom predicates at run time; the validator only knows the ones the config declares.',
    'zh-CN': '插件在运行时注册自定义谓词；校验器只知道配置中声明过的那些。',
  },
});
