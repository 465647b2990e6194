/**
 * Realistic role-play prose, in Chinese and English, for generated asset bodies.
 * Vocabulary is small on purpose: what matters for the benchmarks is the size, the script mix
 * (multi-byte UTF-8) and the Markdown shape (headings, lists, emphasis), not literary merit.
 */

const SURNAMES = ['林', '苏', '沈', '顾', '陆', '叶', '白', '秦', '楚', '江', '温', '萧', '许', '程', '柳', '韩'];
const GIVEN = [
  '清',
  '雪',
  '月',
  '言',
  '安',
  '宁',
  '星',
  '岚',
  '墨',
  '然',
  '晴',
  '羽',
  '澜',
  '瑶',
  '辰',
  '夜',
  '歌',
  '初',
  '云',
  '风',
  '霜',
  '琴',
  '书',
  '画',
  '竹',
  '兰',
  '梅',
  '松',
  '柏',
  '岩',
  '川',
  '海',
  '江',
  '河',
  '溪',
  '泉',
  '舟',
  '帆',
  '远',
  '之',
  '若',
  '如',
  '思',
  '念',
  '知',
  '行',
  '修',
  '明',
  '昭',
  '华',
  '容',
  '婉',
  '柔',
  '静',
  '笙',
  '箫',
  '弦',
  '韵',
  '涵',
  '沐',
  '泽',
  '霖',
  '凝',
  '霁',
  '昀',
  '曦',
  '晨',
  '暮',
  '秋',
  '冬',
  '夏',
  '春',
  '青',
  '白',
  '朱',
  '玄',
  '素',
  '锦',
  '绣',
  '萱',
  '芷',
  '蘅',
  '薇',
  '茵',
  '苓',
  '蕊',
  '菱',
  '荷',
  '莲',
  '桐',
  '枫',
  '槐',
  '柳',
  '杉',
  '桦',
];
const PLACE_A = ['王', '白', '青', '霜', '金', '暮', '星', '风', '灰', '赤', '云', '雾'];
const PLACE_B = ['都', '港', '城', '岭', '谷', '塔', '渡', '湖', '原', '林', '关', '宫'];
const ZH_SUBJECTS = ['她', '他', '守卫', '商人', '旅人', '学者', '骑士团', '王都的居民', '北境的猎人', '这座城市'];
const ZH_VERBS = ['记得', '守护着', '注视着', '厌恶', '追寻', '隐瞒了', '想起', '等待', '相信', '害怕'];
const ZH_OBJECTS = [
  '旧日的誓言',
  '被遗忘的地图',
  '城墙下的暗门',
  '一封没有寄出的信',
  '北方传来的消息',
  '夜里的钟声',
  '港口的走私船',
  '古老的契约',
  '失踪的继承人',
  '冬天第一场雪',
  '魔法学院的禁书',
  '母亲留下的怀表',
];
const ZH_TAILS = [
  '，却从不提起。',
  '，直到今天。',
  '，这是所有人都知道的秘密。',
  '。',
  '，而且不打算改变。',
  '——至少表面上如此。',
];
const ZH_STYLE = [
  '说话时习惯先停顿半拍，再用很轻的声音补上一句。',
  '面对陌生人时礼貌而疏离，熟悉之后会露出孩子气的一面。',
  '不会主动提起自己的过去；被追问时会转移话题。',
  '喜欢用比喻，常拿天气和季节形容别人的心情。',
  '遇到危险时反而异常冷静，会先确认同伴是否安全。',
];
const EN_WORDS = [
  'the',
  'old',
  'harbour',
  'guard',
  'remembers',
  'a',
  'promise',
  'made',
  'under',
  'winter',
  'stars',
  'and',
  'keeps',
  'watch',
  'over',
  'northern',
  'gate',
  'where',
  'merchants',
  'trade',
  'silver',
  'for',
  'salt',
  'quiet',
  'library',
  'hides',
  'letters',
  'nobody',
  'answered',
  'city',
  'bells',
  'ring',
  'at',
  'midnight',
  'knight',
  'order',
  'swore',
  'to',
  'protect',
  'heir',
  'lost',
  'map',
  'river',
  'crossing',
  'tower',
  'mist',
];

/** @param {ReturnType<import('./rng.js').createRng>} rng */
export function personName(rng) {
  return rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.5) ? rng.pick(GIVEN) : '');
}

/** @param {ReturnType<import('./rng.js').createRng>} rng */
export function placeName(rng) {
  return rng.pick(PLACE_A) + rng.pick(PLACE_B);
}

/** @param {ReturnType<import('./rng.js').createRng>} rng */
export function zhSentence(rng) {
  return rng.pick(ZH_SUBJECTS) + rng.pick(ZH_VERBS) + rng.pick(ZH_OBJECTS) + rng.pick(ZH_TAILS);
}

/** @param {ReturnType<import('./rng.js').createRng>} rng */
export function enSentence(rng) {
  const n = rng.int(8, 18);
  const words = [];
  for (let i = 0; i < n; i++) words.push(rng.pick(EN_WORDS));
  const s = words.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

/**
 * A paragraph of about `chars` characters; `zhShare` of the sentences are Chinese.
 * @param {ReturnType<import('./rng.js').createRng>} rng
 */
export function paragraph(rng, chars, zhShare = 0.75) {
  let out = '';
  while (out.length < chars) {
    out += rng.chance(zhShare) ? zhSentence(rng) : (out ? ' ' : '') + enSentence(rng) + ' ';
  }
  return out.trim();
}

/**
 * A Markdown body: a heading, a few paragraphs, sometimes a list and emphasis.
 * @param {ReturnType<import('./rng.js').createRng>} rng
 */
export function markdownBody(rng, title, chars) {
  const parts = [`# ${title}`, ''];
  let used = 0;
  while (used < chars) {
    const size = Math.min(chars - used, rng.int(80, 260));
    const p = paragraph(rng, size);
    parts.push(rng.chance(0.2) ? `**${p.slice(0, 12)}**${p.slice(12)}` : p, '');
    used += p.length;
    if (rng.chance(0.25)) {
      for (let i = rng.int(2, 4); i > 0; i--) parts.push(`- ${rng.pick(ZH_STYLE)}`);
      parts.push('');
    }
  }
  return parts.join('\n');
}

/** A line of dialogue examples for `examples.md`. @param {ReturnType<import('./rng.js').createRng>} rng */
export function dialogue(rng, name, turns) {
  const out = [];
  for (let i = 0; i < turns; i++) {
    out.push(
      `{{user}}: ${zhSentence(rng)}`,
      `${name}: ${zhSentence(rng)}${rng.chance(0.3) ? ' ' + enSentence(rng) : ''}`,
      '',
    );
  }
  return out.join('\n');
}
