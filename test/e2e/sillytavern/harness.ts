/**
 * A real SillyTavern, driven as a user's files meet it: its server started headless on
 * 127.0.0.1 with an empty data folder, its own web client loaded in Chromium, and its own code
 * doing the work — World Info import (`importWorldInfo`, which runs SillyTavern's converters),
 * character import and export (`/api/characters/import`, `/api/characters/export`), "Import Card
 * Lore" (`importEmbeddedWorldInfo`, which saves the world and then the character linked to it),
 * and the World Info scan that decides what fires (`checkWorldInfo`). Nothing of SillyTavern is
 * copied here: the test gets a checkout through `SILLYTAVERN_DIR` (with its dependencies
 * installed) and is skipped without one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch } from '../site/browser.js';

export const SILLYTAVERN_DIR = process.env.SILLYTAVERN_DIR ?? '';

/** Where one entry ended up in one scan: its title, the prompt slot, its place in that slot. */
export interface Placed {
  readonly title: string;
  /** `before`, `after` (the character), `depth:<n>:<role>`, `an-top`, `an-bottom`, `em-top`, `em-bottom`, `outlet:<name>`. */
  readonly slot: string;
  readonly rank: number;
}

export interface SillyTavern {
  /** "Import World Info" with a file of this name; returns the world's name. */
  importWorldInfo(fileName: string, json: unknown): Promise<string>;
  /** The world as SillyTavern stores and exports it. */
  world(name: string): Promise<Record<string, unknown>>;
  /** What fires for each message with only `world` active, each entry where it lands. */
  fires(world: string, messages: readonly string[]): Promise<Placed[][]>;
  /** Imports a character card file; returns its avatar file name. */
  importCard(fileName: string, bytes: Uint8Array): Promise<string>;
  /** The character as SillyTavern holds it. */
  character(avatar: string): Promise<Record<string, unknown>>;
  /** "Import Card Lore" on the character, then Save, as a user does (the world saved and linked, the character saved with it); returns the world's name. */
  importCardLore(avatar: string): Promise<string>;
  /** The character exported as SillyTavern exports it. */
  exportCard(avatar: string, format: 'png' | 'json'): Promise<Uint8Array>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataRoot: string, port: number): Promise<ChildProcess & { port: number }> {
  const child = spawn(
    process.execPath,
    [
      'server.js',
      '--port',
      String(port),
      '--listen',
      'false',
      '--browserLaunchEnabled',
      'false',
      '--dataRoot',
      dataRoot,
    ],
    { cwd: SILLYTAVERN_DIR, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`SillyTavern did not start in 180 s:\n${log.slice(-2000)}`)),
      180_000,
    );
    const onData = (b: Buffer) => {
      log += b.toString();
      if (log.includes('is listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`SillyTavern exited (${code}):\n${log.slice(-2000)}`));
    });
  });
  return Object.assign(child, { port });
}

/**
 * A fresh data folder makes the client ask for the user's name first (its onboarding), and the
 * client's settings wait for the answer: the user's settings say the first run is done.
 */
async function skipOnboarding(dataRoot: string): Promise<void> {
  const file = join(dataRoot, 'default-user', 'settings.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...settings, firstRun: false }, null, 4));
}

async function openClient(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  // the client is ready when its settings are loaded: a character save before that is dropped
  const ready = page.evaluate(async () => {
    const script = (await new Function('p', 'return import(p)')('/script.js')) as ScriptClient;
    while (!script.settingsReady) await new Promise((r) => setTimeout(r, 250));
  });
  const late = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('SillyTavern’s client was not ready in 120 s')), 120_000).unref(),
  );
  await Promise.race([ready, late]);
  await page.evaluate(async () => {
    const wi = (await new Function('p', 'return import(p)')('/scripts/world-info.js')) as WorldInfoClient;
    await wi.updateWorldInfoList();
    // probability and inclusion groups roll dice: a roll of 0 always passes, so scans repeat exactly
    Math.random = () => 0;
  });
}

/*
 * Inside the page, SillyTavern's modules are imported through `new Function`: the test runner
 * rewrites an `import()` written in this file, and the page has no such rewrite.
 */

export async function startSillyTavern(): Promise<SillyTavern> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'rp-sillytavern-'));
  let server: ChildProcess | null = null;
  let browser: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    server = await startServer(dataRoot, await freePort());
    await skipOnboarding(dataRoot);
    browser = await launch();
    return await drive(server, browser, dataRoot);
  } catch (e) {
    await browser?.close();
    server?.kill();
    await rm(dataRoot, { recursive: true, force: true });
    throw e;
  }
}

async function drive(
  server: ChildProcess,
  browser: Awaited<ReturnType<typeof launch>>,
  dataRoot: string,
): Promise<SillyTavern> {
  const page = await browser.context.newPage();
  const port = (server as ChildProcess & { port?: number }).port;
  const url = `http://127.0.0.1:${port}/`;
  await openClient(page, url);

  const post = async (path: string, body: unknown): Promise<unknown> =>
    page.evaluate(
      async ([p, b]) => {
        const { getRequestHeaders } = (await new Function('p', 'return import(p)')('/script.js')) as ScriptClient;
        const r = await fetch(p, { method: 'POST', headers: getRequestHeaders(), body: JSON.stringify(b) });
        if (!r.ok) throw new Error(`${p}: ${r.status} ${await r.text()}`);
        return r.json();
      },
      [path, body] as const,
    );

  return {
    async importWorldInfo(fileName, json) {
      const name = fileName.replace(/\.[^.]*$/, '');
      await page.evaluate(
        async ([f, text]) => {
          const wi = (await new Function('p', 'return import(p)')('/scripts/world-info.js')) as WorldInfoClient;
          await wi.importWorldInfo(new File([text], f, { type: 'application/json' }));
        },
        [fileName, JSON.stringify(json)] as const,
      );
      return name;
    },
    async world(name) {
      return (await post('/api/worldinfo/get', { name })) as Record<string, unknown>;
    },
    async fires(world, messages) {
      return page.evaluate(
        async ([w, list]) => {
          const wi = (await new Function('p', 'return import(p)')('/scripts/world-info.js')) as WorldInfoClient;
          // SillyTavern's default settings (default/content/settings.json), set for every scan: the
          // client loads the user's settings after the page, and a scan must not race them
          const defaults = {
            world_info_depth: 2,
            world_info_budget: 25,
            world_info_recursive: true,
            world_info_case_sensitive: false,
            world_info_match_whole_words: true,
            world_info_character_strategy: 1,
            world_info_budget_cap: 0,
            world_info_min_activations: 0,
            world_info_max_recursion_steps: 0,
          };
          wi.updateWorldInfoSettings(defaults, [w]);
          const out = [];
          for (const message of list) {
            const r = await wi.checkWorldInfo([message], 1_000_000, true);
            const titles = new Map<string, string>();
            for (const e of r.allActivatedEntries) titles.set(String(e.content).trim(), String(e.comment ?? ''));
            const title = (text: unknown) => titles.get(String(text).trim()) ?? `?${String(text).slice(0, 20)}`;
            const placed: { title: string; slot: string; rank: number }[] = [];
            const add = (slot: string, texts: readonly unknown[]) =>
              texts.forEach((t, rank) => placed.push({ title: title(t), slot, rank }));
            const split = (block: string) =>
              block === ''
                ? []
                : [...titles.keys()]
                    .filter((c) => block.includes(c))
                    .sort((a, b) => block.indexOf(a) - block.indexOf(b));
            add('before', split(r.worldInfoBefore));
            add('after', split(r.worldInfoAfter));
            for (const d of r.WIDepthEntries) add(`depth:${d.depth}:${d.role}`, d.entries);
            add('an-top', r.ANBeforeEntries);
            add('an-bottom', r.ANAfterEntries);
            add(
              'em',
              (r.EMEntries ?? []).map((x: { content: string }) => x.content),
            );
            for (const [name, texts] of Object.entries(r.outletEntries ?? {}))
              add(`outlet:${name}`, texts as unknown[]);
            out.push(placed);
          }
          wi.updateWorldInfoSettings({}, []);
          return out;
        },
        [world, [...messages]] as const,
      );
    },
    async importCard(fileName, bytes) {
      return page.evaluate(
        async ([f, data]) => {
          const { getRequestHeaders, getCharacters } = (await new Function('p', 'return import(p)')(
            '/script.js',
          )) as ScriptClient;
          const form = new FormData();
          form.append('avatar', new File([new Uint8Array(data)], f));
          form.append('file_type', f.replace(/^.*\./, '').toLowerCase());
          const r = await fetch('/api/characters/import', {
            method: 'POST',
            headers: getRequestHeaders({ omitContentType: true }),
            body: form,
          });
          const json = (await r.json()) as { file_name?: string; error?: boolean };
          if (!r.ok || !json.file_name) throw new Error(`import of ${f} refused: ${JSON.stringify(json)}`);
          await getCharacters();
          return `${json.file_name}.png`;
        },
        [fileName, [...bytes]] as const,
      );
    },
    async character(avatar) {
      return (await post('/api/characters/get', { avatar_url: avatar })) as Record<string, unknown>;
    },
    async importCardLore(avatar) {
      return page.evaluate(async (a) => {
        const script = (await new Function('p', 'return import(p)')('/script.js')) as ScriptClient;
        const wi = (await new Function('p', 'return import(p)')('/scripts/world-info.js')) as WorldInfoClient;
        await script.getCharacters();
        const chid = script.characters.findIndex((c: { avatar: string }) => c.avatar === a);
        if (chid < 0) throw new Error(`no character ${a}`);
        await script.selectCharacterById(chid);
        $('#import_character_info').data('chid', chid);
        await wi.importEmbeddedWorldInfo(true);
        // the world is now in the character's form; the user's next save (the Save button, or any
        // edit's debounced save) stores the character linked to it, its book rebuilt from the world
        await script.createOrEditCharacter();
        await script.getOneCharacter(a);
        const world = String(script.characters[chid]?.data?.extensions?.world ?? '');
        // and leaves the chat, so that scans see the world alone (and no author's note of an open chat)
        await script.closeCurrentChat();
        return world;
      }, avatar);
    },
    async exportCard(avatar, format) {
      const bytes = await page.evaluate(
        async ([a, f]) => {
          const { getRequestHeaders } = (await new Function('p', 'return import(p)')('/script.js')) as ScriptClient;
          const r = await fetch('/api/characters/export', {
            method: 'POST',
            headers: getRequestHeaders(),
            body: JSON.stringify({ format: f, avatar_url: a }),
          });
          if (!r.ok) throw new Error(`export ${a}: ${r.status}`);
          return [...new Uint8Array(await r.arrayBuffer())];
        },
        [avatar, format] as const,
      );
      return Uint8Array.from(bytes);
    },
    async close() {
      await browser.close();
      server.kill();
      await new Promise((r) => server.once('exit', r));
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}

declare const $: (selector: string) => { data(key: string, value: unknown): void };
