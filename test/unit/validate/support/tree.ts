/** A small asset repository with findings of several kinds, as memory-fs file maps. */
export const CHARACTER_ALICE = `---
spec: pi-roleplay/character@1
id: alice
name: 爱丽丝
description: 见习骑士
worlds: [astra, astara]
---

# 爱丽丝
`;

export const CHARACTER_BOB = `---
spec: pi-roleplay/character@1
id: bob
name: Bob
description: A merchant
worlds: [astra]
budgets:
  maxEntries: 4
---

# Bob
`;

export const WORLD_ASTRA = `---
spec: pi-roleplay/world@1
id: astra
name: 阿斯特拉
description: 王国
---

# 世界核心
`;

export const WORLD_OTHER = `---
spec: pi-roleplay/world@1
id: other
name: Other
description: Unrelated world
---

# Other
`;

export const entry = (id: string, keys: string, extra = '') => `---
spec: pi-roleplay/world-entry@1
id: ${id}
name: ${id}
keys: ${keys}
${extra}---

# ${id}
`;

export const ROUTING = `rules:
  - id: global
    filter: { kind: 'true' }
    values:
      chat.engine:
        id: agent
  - id: tech
    filter: { kind: 'scope', field: 'guild', values: ['1'] }
    values:
      chat.preset:
        preset: code-helper
`;

/** Two roots: global (lower) and project; alice is overridden, entries include a duplicate and a never-matchable one. */
export function sampleTree(): Record<string, string> {
  return {
    'global/characters/alice/CHARACTER.md': CHARACTER_ALICE.replace('见习骑士', '旧版'),
    'project/characters/alice/CHARACTER.md': CHARACTER_ALICE,
    'project/characters/bob/CHARACTER.md': CHARACTER_BOB,
    'project/worlds/astra/WORLD.md': WORLD_ASTRA,
    'project/worlds/astra/entries/npc/guard.md': entry('guard', '[守卫]'),
    'project/worlds/astra/entries/rules/guard.md': entry('guard', '[规则]'),
    'project/worlds/astra/entries/capital.md': entry('capital', '[王都, 首都]'),
    'project/worlds/astra/entries/silent.md': entry('silent', '[]'),
    'project/worlds/astra/entries/off.md': entry('off', '[关闭]', 'enabled: false\n'),
    'project/worlds/other/WORLD.md': WORLD_OTHER,
    'project/worlds/other/entries/x.md': entry('x', '[x]'),
    'routing.yaml': ROUTING,
  };
}
