import { defineCode } from '../../define.js';

type Data = { source: string; quote: string; closest: string; kind: string };

const EN: Readonly<Record<string, string>> = {
  'quotation-marks': 'it has added quotation marks',
  whitespace: 'its spacing differs',
  punctuation: 'its punctuation or character width differs',
  spliced: 'it joins fragments that are not adjacent',
  paraphrase: 'it is reworded',
};
const ZH: Readonly<Record<string, string>> = {
  'quotation-marks': '多加了引号',
  whitespace: '空白不一致',
  punctuation: '标点或全角/半角不一致',
  spliced: '拼接了不相邻的片段',
  paraphrase: '内容被改写',
};

export const quoteNotVerbatim = defineCode<Data>({
  code: 'turn.quote-not-verbatim',
  severity: 'error',
  spec: 'asset-format-v1.md#model-semantic-output-schema',
  since: '0.1.0',
  title: { en: 'Quote is not verbatim', 'zh-CN': '引文不是逐字原文' },
  message: {
    en: (d) =>
      d.closest === ''
        ? `Found quote \`${d.quote}\` that is not in the final ${d.source} text, expected a contiguous verbatim substring`
        : `Found quote \`${d.quote}\` that is not in the final ${d.source} text (${EN[d.kind] ?? EN.paraphrase}), expected a contiguous verbatim substring; closest passage: \`${d.closest}\``,
    'zh-CN': (d) =>
      d.closest === ''
        ? `引文 \`${d.quote}\` 不在最终的 ${d.source} 文本中，应为连续的逐字子串`
        : `引文 \`${d.quote}\` 不在最终的 ${d.source} 文本中（${ZH[d.kind] ?? ZH.paraphrase}），应为连续的逐字子串；最接近的原文：\`${d.closest}\``,
  },
  consequence: {
    en: 'The state change it supports is not trusted: the plugin rejects the call instead of recording a change nobody said.',
    'zh-CN': '它所支撑的状态变化不可信：插件会拒绝这次调用，而不是记录一个没人说过的变化。',
  },
  fix: {
    en: 'Copy the passage exactly as it appears, without adding quotation marks or changing punctuation; use one evidence item per fragment.',
    'zh-CN': '按原文逐字复制这一段，不要加引号、不要改标点；多个片段请分成多条证据。',
  },
  fixable: 'suggestion',
  why: {
    en: 'Evidence quotes let the plugin verify every change against the text of the turn (asset-format-v1.md). Only CRLF vs LF line breaks are treated as equal; everything else must match character for character. The closest passage is the substring of the text with the smallest edit distance to the quote.',
    'zh-CN':
      '证据引文让插件能用本轮文本核实每一个变化（见 asset-format-v1.md）。只有 CRLF 与 LF 换行视为相同，其他字符都必须逐字一致。「最接近的原文」是文本中与引文编辑距离最小的子串。',
  },
  example: {
    file: 'args.json',
    bad: '{ "source": "assistant", "quote": "「原本齐肩的黑发已经停在耳下」" }',
    good: '{ "source": "assistant", "quote": "原本齐肩的黑发已经停在耳下" }',
  },
});
