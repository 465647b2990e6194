/**
 * A SillyTavern World Info file of N entries for the import benchmark: every entry has the fields
 * SillyTavern writes, keys in Chinese and English, a paragraph of content, and one in five carries
 * a setting our retrieval does not apply (probability, a regex key, selectiveLogic, a group), so
 * the ledger and the kept fields are exercised as in a real lorebook. Deterministic.
 */
const PLACES = ['王都', '港口', '观星塔', '城门', '北境', 'harbour', 'lighthouse', 'market', 'archive', 'citadel'];
const THINGS = ['守卫', '商人', '地图', '律法', '节日', 'smuggler', 'keeper', 'ledger', 'bell', 'ferry'];

export function worldInfo(n) {
  const entries = {};
  for (let uid = 0; uid < n; uid++) {
    const place = PLACES[uid % PLACES.length];
    const thing = THINGS[(uid * 7) % THINGS.length];
    const odd = uid % 5 === 0;
    entries[String(uid)] = {
      uid,
      key: odd && uid % 10 === 0 ? [`${place}${uid}`, `/${thing}\\d+/i`] : [`${place}${uid}`, `${thing}${uid}`],
      keysecondary: uid % 3 === 0 ? [`${thing}`] : [],
      comment: `${place}的${thing} ${uid}`,
      content: `${place}的${thing}（第 ${uid} 条）：这里记录着一段与之相关的设定，约两三句话。The ${thing} of the ${place} keeps its own customs, and travellers are told about them at the gate.`,
      constant: uid % 97 === 0,
      vectorized: false,
      selective: true,
      selectiveLogic: odd ? 3 : 0,
      addMemo: true,
      order: 100 + (uid % 50),
      position: uid % 2,
      disable: uid % 211 === 0,
      excludeRecursion: false,
      preventRecursion: false,
      delayUntilRecursion: false,
      probability: odd ? 60 : 100,
      useProbability: true,
      depth: 4,
      group: odd ? `${place}组` : '',
      groupOverride: false,
      groupWeight: 100,
      scanDepth: null,
      caseSensitive: null,
      matchWholeWords: null,
      useGroupScoring: null,
      automationId: '',
      role: null,
      sticky: 0,
      cooldown: 0,
      delay: 0,
      displayIndex: uid,
    };
  }
  return { entries };
}
