/**
 * The files `rp-assets init` writes (README.md, "Start a repository"): a small repository that validates
 * clean and shows each kind of file once — the config, one character reading one world, the world
 * with two entries, routing rules with a scenario test, a retrieval scenario, the Action's
 * workflow and the editor settings (JSON schemas for the YAML files, the language server). In the
 * author's language: zh-CN or en. Plain data; the command decides what is written.
 */
import type { Locale } from '../../common/locale.js';
import { TOOL_VERSION } from '../../report/format/tool.js';

export interface StarterFile {
  /** Relative to the folder, forward slashes. */
  readonly path: string;
  readonly text: string;
}

const SCHEMAS = `https://raw.githubusercontent.com/rp-assets/rp-assets/v${TOOL_VERSION}/schemas`;

interface Words {
  readonly character: { id: string; name: string; description: string; language: string; tags: string; body: string };
  readonly world: { id: string; name: string; description: string; core: string };
  readonly entries: readonly { file: string; id: string; name: string; keys: string; body: string }[];
  readonly comments: { config: string; routing: string; tests: string; retrieval: string };
  readonly message: { hit: string; miss: string };
  readonly scenario: { routing: string; retrieval: string };
}

const WORDS: Readonly<Record<Locale, Words>> = {
  'zh-CN': {
    character: {
      id: 'lin-yue',
      name: '林月',
      description: '长安东市一间茶馆的老板娘，消息灵通，嘴上不饶人。',
      language: 'zh-CN',
      tags: '[武侠, 茶馆]',
      body: '# 林月\n\n林月三十出头，经营东市的听雨茶馆。她记得每位熟客的口味，也记得他们欠下的茶钱。\n\n- **性格：** 爽利、精明，心软却不肯承认。\n- **说话：** 短句，爱用市井俗语。\n\n以林月的视角扮演她：她知道的只有茶馆里听来的消息。',
    },
    world: {
      id: 'chang-an',
      name: '长安',
      description: '一座繁华而不太平的都城。',
      core: '# 世界核心\n\n长安是天下最大的城，东西两市昼夜喧闹。城中有宵禁，夜里坊门关闭，只有持令牌的人能在街上行走。',
    },
    entries: [
      {
        file: 'east-market.md',
        id: 'east-market',
        name: '东市',
        keys: '[东市, 市集]',
        body: '# 东市\n\n东市多卖奢货与外来的香料，茶馆、酒肆、当铺挤在一起。午后最热闹，日落前三刻敲鼓闭市。',
      },
      {
        file: 'curfew.md',
        id: 'curfew',
        name: '宵禁',
        keys: '[宵禁, 夜禁, 坊门]',
        body: '# 宵禁\n\n日落鼓响后坊门关闭，街上巡夜的金吾卫盘查行人；无令牌者要挨二十板子。',
      },
    ],
    comments: {
      config: '# rp-assets 配置：资产根目录、路由文件和报告语言（docs/format.md）',
      routing: '# 路由规则：每条消息由哪条规则决定模型、预设等（docs/routing.md）',
      tests: '# 路由场景测试：`rp-assets validate` 会逐条运行并对比结果',
      retrieval: '# 检索场景测试：哪些世界条目会被注入（docs/retrieval.md）',
    },
    message: { hit: '我们去东市的茶馆坐坐吧', miss: '今天天气不错' },
    scenario: { routing: '私聊用默认模型', retrieval: '提到东市时注入东市条目' },
  },
  en: {
    character: {
      id: 'ada',
      name: 'Ada Reyes',
      description: 'The harbour master of a small port town, who hears every rumour first.',
      language: 'en',
      tags: '[fantasy, harbour]',
      body: "# Ada Reyes\n\nAda is in her forties and has run the harbour office for twelve years. She knows every captain by name and every cargo by smell.\n\n- **Personality:** brisk, fair, quietly kind.\n- **Voice:** short sentences, sailors' slang.\n\nPlay Ada from her point of view: she knows only what reaches the harbour.",
    },
    world: {
      id: 'saltmere',
      name: 'Saltmere',
      description: 'A fishing town on a cold coast, where the tide decides everything.',
      core: '# World core\n\nSaltmere is a fishing town of two thousand people on a cold northern coast. The tide rises twice a day, and the lower streets flood at spring tide.',
    },
    entries: [
      {
        file: 'harbour.md',
        id: 'harbour',
        name: 'The harbour',
        keys: '[harbour, docks, pier]',
        body: '# The harbour\n\nThe harbour holds forty boats behind a stone breakwater. The fish market opens on the pier at dawn and closes when the ice runs out.',
      },
      {
        file: 'spring-tide.md',
        id: 'spring-tide',
        name: 'Spring tide',
        keys: '[spring tide, flood]',
        body: '# Spring tide\n\nTwice a month the sea rises over the lower streets. Shops there keep their goods on high shelves and their doors sandbagged.',
      },
    ],
    comments: {
      config: '# rp-assets config: the asset roots, the routing file and the report language (docs/format.md)',
      routing: '# Routing rules: which rule decides the model, preset and so on for each message (docs/routing.md)',
      tests: '# Routing scenario tests: `rp-assets validate` runs each one and compares the result',
      retrieval: '# Retrieval scenario tests: which world entries are injected (docs/retrieval.md)',
    },
    message: { hit: 'Shall we walk down to the harbour?', miss: 'Nice weather today' },
    scenario: {
      routing: 'direct messages use the default model',
      retrieval: 'the harbour entry comes in when the harbour is named',
    },
  },
};

const WORKFLOW = `# Checks the assets on every pull request and annotates the diff (README.md of rp-assets,
# "The GitHub Action": every input, and the publish workflow of the catalog).
name: assets
on: [pull_request]
permissions:
  contents: read
jobs:
  validate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: rp-assets/rp-assets@v${TOOL_VERSION}
`;

const VSCODE_SETTINGS = `${JSON.stringify(
  {
    'yaml.schemas': {
      [`${SCHEMAS}/config.schema.json`]: ['rp-assets.config.yaml'],
      [`${SCHEMAS}/routing.schema.json`]: ['routing.yaml'],
      [`${SCHEMAS}/retrieval-tests.schema.json`]: ['retrieval.tests.yaml'],
    },
    'rpAssets.server.command': '',
  },
  null,
  2,
)}\n`;

const VSCODE_EXTENSIONS = `${JSON.stringify({ recommendations: ['redhat.vscode-yaml', 'rp-assets.rp-assets'] }, null, 2)}\n`;

export function starterFiles(locale: Locale): StarterFile[] {
  const w = WORDS[locale];
  const c = w.character;
  const world = w.world;
  const [first] = w.entries;
  return [
    {
      path: 'rp-assets.config.yaml',
      text: `# yaml-language-server: $schema=${SCHEMAS}/config.schema.json\n${w.comments.config}\nroots: [.]\nrouting: routing.yaml\nlocale: ${locale}\n`,
    },
    {
      path: `characters/${c.id}/CHARACTER.md`,
      text: `---\nspec: pi-roleplay/character@1\nid: ${c.id}\nname: ${c.name}\ndescription: ${c.description}\nlanguage: ${c.language}\nworlds: [${world.id}]\ntags: ${c.tags}\n---\n\n${c.body}\n`,
    },
    {
      path: `worlds/${world.id}/WORLD.md`,
      text: `---\nspec: pi-roleplay/world@1\nid: ${world.id}\nname: ${world.name}\ndescription: ${world.description}\n---\n\n${world.core}\n`,
    },
    ...w.entries.map((e) => ({
      path: `worlds/${world.id}/entries/${e.file}`,
      text: `---\nspec: pi-roleplay/world-entry@1\nid: ${e.id}\nname: ${e.name}\nkeys: ${e.keys}\n---\n\n${e.body}\n`,
    })),
    {
      path: 'routing.yaml',
      text: `# yaml-language-server: $schema=${SCHEMAS}/routing.schema.json\n${w.comments.routing}\n- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: openai:gpt-4o-mini }\n    chat.session: { ownership: shared }\n\n- id: direct-messages\n  filter: { kind: direct }\n  values:\n    chat.session: { ownership: personal }\n`,
    },
    {
      path: 'routing.tests.yaml',
      text: `${w.comments.tests}\n- name: ${w.scenario.routing}\n  input: { platform: onebot, selfId: bot, userId: u1, isDirect: true, content: ${JSON.stringify(w.message.miss)} }\n  expect:\n    chat.model.model: openai:gpt-4o-mini\n    chat.session.ownership: personal\n  decidedBy: { chat.session: direct-messages }\n`,
    },
    {
      path: 'retrieval.tests.yaml',
      text: `# yaml-language-server: $schema=${SCHEMAS}/retrieval-tests.schema.json\n${w.comments.retrieval}\n- name: ${w.scenario.retrieval}\n  character: ${c.id}\n  messages: [${JSON.stringify(w.message.hit)}]\n  expect:\n    injected: [${first?.id ?? ''}]\n`,
    },
    { path: '.github/workflows/rp-assets.yml', text: WORKFLOW },
    { path: '.vscode/settings.json', text: VSCODE_SETTINGS },
    { path: '.vscode/extensions.json', text: VSCODE_EXTENSIONS },
  ];
}
