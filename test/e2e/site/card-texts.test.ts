/**
 * Issue 44, point 5 (first half): what an imported card carries shows on its character page: the
 * first message, each alternate greeting, the creator's notes and the system prompt, with
 * `{{char}}` shown as the character's name and `{{user}}` as the reader (marked, the macro kept in
 * the title). The card is written by hand as a Character Card V2 and imported with
 * `rp-assets import`; the page is checked in Chromium at 390 and 1280 px, light and dark, with axe
 * and without sideways scrolling.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';
import { axeViolations, phoneFacts } from './audit.js';
import { launch } from './browser.js';
import { buildSite, type Built } from './build-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

const CARD = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Lin Wei',
    description: '{{char}} keeps the lighthouse on the northern cape.',
    personality: 'patient',
    scenario: '{{user}} arrives in a storm.',
    first_mes: '*{{char}} lifts the lantern.* "You made it, {{user}}. Come in out of the rain."',
    mes_example: '',
    creator_notes: 'Slow-burn mystery; <BOT> never lies to <USER>.',
    system_prompt: 'Write as {{char}}. Never speak for {{user}}. Keep {{random:storm,calm}} as written.',
    post_history_instructions: '',
    alternate_greetings: ['"Another ship?" {{char}} asks.', 'The lamp is out when {{user}} knocks.'],
    tags: ['mystery'],
    creator: 'test',
    character_version: '1',
    extensions: {},
  },
};

describe('the card texts on an imported character page', () => {
  let built: Built;
  let html: string;
  let href: string;
  let server: StaticServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;

  beforeAll(async () => {
    const root = tempDir('rp-card-texts-');
    mkdirSync(join(root, 'in'));
    writeFileSync(join(root, 'in/lin-wei.json'), JSON.stringify(CARD));
    const imported = await runCli(['import', 'in/lin-wei.json', '--out', 'assets', '--quiet'], root);
    expect(imported.code).toBe(0);
    built = await buildSite(root, ['assets', '--locale', 'en']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const slug = readdirSync(join(built.dir, 'characters'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'tags' && !/^\d+$/.test(d.name))
      .map((d) => d.name)[0]!;
    href = `/characters/${slug}/`;
    html = readFileSync(join(built.dir, 'characters', slug, 'index.html'), 'utf8');
    server = await serveStatic(built.dir, '/');
    browser = await launch();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (built) await rm(built.dir, { recursive: true, force: true });
  });

  it('lists the first message, each alternate greeting, the notes and the system prompt', () => {
    const kinds = [...html.matchAll(/<figure class="card-text" data-kind="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual(['firstMessage', 'alternateGreeting', 'alternateGreeting', 'creatorNotes', 'systemPrompt']);
    expect(html).toContain('Alternate greeting 2');
  });

  it('shows {{char}} as the name and {{user}} as the reader, the macro in the title; others as written', () => {
    expect(html).toContain('<mark class="macro" title="{{char}}">Lin Wei</mark>');
    expect(html).toContain('<mark class="macro" title="{{user}}">you</mark>');
    expect(html).toContain('<mark class="macro" title="<BOT>">Lin Wei</mark>');
    expect(html).toContain('{{random:storm,calm}}');
  });

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const)
      it(`reads at ${width} px, ${scheme}: no sideways scrolling, no axe finding`, async () => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(server.origin + href);
        await page.locator('#card-texts').scrollIntoViewIfNeeded();
        expect((await phoneFacts(page)).overflow).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
});
