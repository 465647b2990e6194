import { defineCode } from '../../define.js';

export const avatarUnreadable = defineCode<{ id: string; problem: string }>({
  code: 'character.avatar-unreadable',
  severity: 'warning',
  spec: 'decision:docs/format.md',
  since: '0.2.0',
  title: { en: 'Avatar cannot be read', 'zh-CN': '头像无法读取' },
  message: {
    en: (d) =>
      `Found an avatar for \`${d.id}\` that is no usable image (${d.problem}), expected a whole PNG, WebP or JPEG of at most 268 megapixels`,
    'zh-CN': (d) =>
      `角色 \`${d.id}\` 的头像不是可用的图片（${d.problem}），应为完整的 PNG、WebP 或 JPEG，最多 2.68 亿像素`,
  },
  consequence: {
    en: 'The avatar is not used: the catalog shows the character’s generated picture, and an exported PNG card is written over a plain image instead.',
    'zh-CN': '头像不会被使用：目录站显示角色的生成图，导出的 PNG 角色卡写在一张纯色图上。',
  },
  fix: {
    en: 'Save the image again with an image editor as PNG, WebP or JPEG under the name its format has (`avatar.png`, `avatar.webp`, `avatar.jpg`), scaled down if it is larger than 16,383 × 16,383 pixels (a few thousand pixels a side is plenty for a card), or remove the file.',
    'zh-CN':
      '用图片编辑器把图片重新保存成 PNG、WebP 或 JPEG，文件名与格式一致（`avatar.png`、`avatar.webp`、`avatar.jpg`），超过 16383 × 16383 像素的先缩小（角色卡每边几千像素足够），或删掉这个文件。',
  },
  fixable: 'none',
  why: {
    en: 'A damaged or mislabelled image (a bad chunk checksum, no end marker, an SVG named `.png`) breaks some readers: Astro stops a whole site build on it, and a card written over it may not open. So does a picture of more than 268,402,689 pixels (the input limit of sharp, which resizes the catalog’s pictures): it cannot be resized, and a 1 MB PNG of 400 megapixels would be served as it is, 1.6 GB to decode in a phone’s browser. Checked when the character is loaded, so `validate` says it before `site` or `export` meets it. A warning: the character still works, without its picture.',
    'zh-CN':
      '损坏或名不副实的图片（块校验和错误、没有结束标记、命名为 `.png` 的 SVG）会让一些读取方出错：Astro 会因此中止整个站点构建，写在它上面的角色卡也可能打不开。超过 268,402,689 像素的图片同样不用（这是目录站缩放图片所用的 sharp 的输入上限）：它无法缩放，一张 1 MB、4 亿像素的 PNG 会原样发布，在手机浏览器里解码要 1.6 GB。加载角色时检查，所以 `validate` 会在 `site` 或 `export` 遇到它之前报告。定为警告：角色照常可用，只是没有头像。',
  },
});
