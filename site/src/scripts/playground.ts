/**
 * The playground: the core's retrieval and routing functions (the ones the CLI runs), bundled for
 * the browser by Vite, over the catalog's data under data/playground/ (index.json first, then a
 * character's file and its worlds' files when it is chosen, routing.json when routing is used).
 * Routing schemas are checked by validators compiled ahead of time (virtual:rp-assets/validators),
 * so no JSON Schema compiler is shipped. No server.
 */
import {
  characterGraph,
  PLAYGROUND_INDEX,
  type PlaygroundCharacterFile,
  type PlaygroundEntriesFile,
  type PlaygroundIndex,
  type PlaygroundRoutingFile,
  type PlaygroundRulesFile,
  type PlaygroundWorldFile,
  routingOf,
} from '@rp-assets/core/catalog/playground.js';
import { retrieve } from '@rp-assets/core/retrieval/retrieve.js';
import type { RetrievalResult } from '@rp-assets/core/retrieval/types.js';
import { routerFor } from '@rp-assets/core/routing/router/router-for-config.js';
import { precompiledCompiler } from '@rp-assets/core/routing/namespaces/schema-compiler.js';
import type { Explanation, RoutingInput } from '@rp-assets/core/routing/model/types.js';
import { validators } from 'virtual:rp-assets/validators';
import { base } from '../paths.js';
import { el, table } from './dom.js';

/** One fetch per file, shared by every use. */
const fetched = new Map<string, Promise<unknown>>();
function load<T>(file: string): Promise<T> {
  let p = fetched.get(file);
  if (!p) {
    p = fetch(`${base}data/playground/${file}`).then((r) => {
      if (!r.ok) throw new Error(`${r.status} ${file}`);
      return r.json() as Promise<unknown>;
    });
    p.catch(() => fetched.delete(file)); // a failed fetch is tried again next time
    fetched.set(file, p);
  }
  return p as Promise<T>;
}

/** The character's file, its worlds' files and their parts, assembled into the graph retrieval reads. */
async function graphFor(file: string) {
  const character = await load<PlaygroundCharacterFile>(file);
  const worlds = await Promise.all(character.worlds.map((w) => load<PlaygroundWorldFile>(w)));
  const more = await Promise.all(worlds.flatMap((w) => w.more.map((m) => load<PlaygroundEntriesFile>(m))));
  return characterGraph(character, worlds, more);
}

type Labels = Record<string, string> & { reasons: Record<string, string> };

const root = document.getElementById('playground') as HTMLElement;
const t = JSON.parse(root.dataset.labels ?? '{}') as Labels;

function showRetrieval(out: HTMLElement, r: RetrievalResult): void {
  const keys = (m: readonly { key: string; kind: string }[]) => m.map((k) => `${k.key} (${k.kind})`).join(', ');
  out.replaceChildren(
    el('h3', {}, t.pgInjected ?? ''),
    table(
      [
        '#',
        t.entries ?? '',
        t.pgScore ?? '',
        t.pgMatched ?? '',
        t.tokens ?? '',
        t.pgRunning ?? '',
        t.pgRemaining ?? '',
      ],
      r.injected.map((e) => [
        String(e.order),
        `${e.world} / ${e.id}${e.constant ? ` (${t.constant})` : ''}`,
        String(e.score),
        keys(e.matched),
        String(e.tokens),
        String(e.runningTokens),
        String(e.remainingTokens),
      ]),
      'pg-injected',
      t.pgInjected ?? '',
    ),
    el('h3', {}, t.pgExcluded ?? ''),
    table(
      [t.entries ?? '', t.pgReason ?? '', t.pgScore ?? '', t.pgMatched ?? '', t.tokens ?? ''],
      r.excluded.map((e) => [
        `${e.world} / ${e.id}`,
        (t.reasons[e.reason] ?? e.reason) +
          (e.budget ? ` (${e.budget.name}: ${e.budget.needed} > ${e.budget.available})` : ''),
        String(e.score),
        keys(e.matched),
        String(e.tokens),
      ]),
      'pg-excluded',
      t.pgExcluded ?? '',
    ),
    el(
      'details',
      {},
      el('summary', {}, t.pgJson ?? ''),
      el('pre', { id: 'pg-retrieval-json' }, JSON.stringify(r, null, 2)),
    ),
  );
}

function showExplain(out: HTMLElement, x: Explanation): void {
  out.replaceChildren(
    el(
      'dl',
      { class: 'facts', id: 'pg-explain-result' },
      el('dt', {}, t.resolvedRules ?? ''),
      el('dd', { class: 'mono', id: 'pg-rule-ids' }, x.ruleIds.join(' → ')),
      el('dt', {}, t.decidedBy ?? ''),
      el('dd', { class: 'mono' }, ...Object.entries(x.decidedBy).map(([ns, id]) => el('div', {}, `${ns}: ${id}`))),
      el('dt', {}, t.suppressed ?? ''),
      el(
        'dd',
        { class: 'mono' },
        ...x.suppressed.map((s) =>
          el(
            'div',
            {},
            `${s.path} ← ${s.ruleId}${s.lockedBy ? ` (${t.lockedBy} ${s.lockedBy.path} @ ${s.lockedBy.ruleId})` : ''}`,
          ),
        ),
      ),
    ),
    el(
      'details',
      {},
      el('summary', {}, t.values ?? ''),
      el('pre', { id: 'pg-values' }, JSON.stringify(x.values, null, 2)),
    ),
    el(
      'details',
      {},
      el('summary', {}, t.pgJson ?? ''),
      el('pre', { id: 'pg-explain-json' }, JSON.stringify(x, null, 2)),
    ),
  );
}

function readInput(form: HTMLFormElement): RoutingInput {
  const data = new FormData(form);
  const text = (k: string) => {
    const v = data.get(k);
    return typeof v === 'string' && v !== '' ? { [k]: v } : {};
  };
  const flag = (k: string) => (data.get(k) === 'on' ? { [k]: true } : {});
  const customText = String(data.get('custom') ?? '').trim();
  const custom = customText === '' ? {} : { custom: JSON.parse(customText) as Record<string, boolean> };
  return {
    ...text('platform'),
    ...text('selfId'),
    ...text('guildId'),
    ...text('channelId'),
    ...text('userId'),
    ...text('routeId'),
    ...flag('isDirect'),
    ...flag('isAtMe'),
    ...flag('isQuotingMe'),
    ...flag('isSelf'),
    ...(typeof data.get('content') === 'string' ? { content: String(data.get('content')) } : {}),
    ...custom,
  } as RoutingInput;
}

async function main(): Promise<void> {
  const index = await load<PlaygroundIndex>(PLAYGROUND_INDEX);
  const status = document.getElementById('pg-status');
  status?.classList.add('hidden');

  const select = document.getElementById('pg-character') as HTMLSelectElement;
  const files = new Map(index.characters.map((c) => [c.id, c.file]));
  for (const c of index.characters) select.append(el('option', { value: c.id }, `${c.name || c.id} (${c.id})`));
  // the chosen character's files are fetched on choice, so a run usually finds them loaded
  const prefetch = () => void graphFor(files.get(select.value) ?? '').catch(() => {});
  select.addEventListener('change', prefetch);
  if (select.value !== '') prefetch();
  const retrievalForm = document.getElementById('pg-retrieval-form') as HTMLFormElement;
  const retrievalOut = document.getElementById('pg-retrieval-out') as HTMLElement;
  retrievalForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const messages = (document.getElementById('pg-messages') as HTMLTextAreaElement).value
      .split('\n')
      .filter((m) => m.trim() !== '');
    const id = select.value;
    retrievalOut.setAttribute('aria-busy', 'true');
    graphFor(files.get(id) ?? '')
      .then((graph) => showRetrieval(retrievalOut, retrieve(graph, id, messages)))
      .catch((e: unknown) => retrievalOut.replaceChildren(el('p', { class: 'bad' }, String(e))))
      .finally(() => retrievalOut.removeAttribute('aria-busy'));
  });

  const routingForm = document.getElementById('pg-routing-form') as HTMLFormElement;
  const routingOut = document.getElementById('pg-routing-out') as HTMLElement;
  if (index.routing === null) {
    routingForm.classList.add('hidden');
    document.getElementById('pg-no-routing')?.classList.remove('hidden');
    return;
  }
  const routingFile = index.routing;
  let router: Promise<ReturnType<typeof routerFor>> | null = null;
  const routerNow = () => {
    router ??= load<PlaygroundRoutingFile>(routingFile).then(async (file) => {
      const r = routingOf(file, await Promise.all(file.more.map((m) => load<PlaygroundRulesFile>(m))));
      return routerFor(r.rules, r.config, precompiledCompiler(validators));
    });
    router.catch(() => (router = null)); // a failed load is tried again on the next run
    return router;
  };
  routingForm.addEventListener('focusin', () => void routerNow().catch(() => {}), { once: true });
  routingForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    routingOut.setAttribute('aria-busy', 'true');
    routerNow()
      .then((r) => showExplain(routingOut, r.explain(readInput(routingForm))))
      .catch((e: unknown) => routingOut.replaceChildren(el('p', { class: 'bad' }, String(e))))
      .finally(() => routingOut.removeAttribute('aria-busy'));
  });
}

void main();
