/**
 * The playground: the core's retrieval and routing modules, bundled for the browser by Vite, run over
 * the catalog's data (data/playground.json). No server.
 */
import type { PlaygroundData } from '@rp-assets/core/catalog/playground.js';
import { retrieve } from '@rp-assets/core/retrieval/index.js';
import type { RetrievalResult } from '@rp-assets/core/retrieval/index.js';
import { routerFor } from '@rp-assets/core/routing/router-for-config.js';
import type { Explanation, RoutingInput } from '@rp-assets/core/routing/types.js';
import { base } from '../paths.js';
import { el, table } from './dom.js';

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
    ),
    el('details', {}, el('summary', {}, t.pgJson ?? ''), el('pre', {}, JSON.stringify(r, null, 2))),
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
      { open: '' },
      el('summary', {}, t.values ?? ''),
      el('pre', { id: 'pg-values' }, JSON.stringify(x.values, null, 2)),
    ),
    el('details', {}, el('summary', {}, t.pgJson ?? ''), el('pre', {}, JSON.stringify(x, null, 2))),
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
  const data = (await (await fetch(`${base}data/playground.json`)).json()) as PlaygroundData;
  const status = document.getElementById('pg-status');
  status?.classList.add('hidden');

  const select = document.getElementById('pg-character') as HTMLSelectElement;
  for (const c of data.graph.characters) select.append(el('option', { value: c.id }, `${c.name || c.id} (${c.id})`));
  const retrievalForm = document.getElementById('pg-retrieval-form') as HTMLFormElement;
  const retrievalOut = document.getElementById('pg-retrieval-out') as HTMLElement;
  retrievalForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const messages = (document.getElementById('pg-messages') as HTMLTextAreaElement).value
      .split('\n')
      .filter((m) => m.trim() !== '');
    try {
      showRetrieval(retrievalOut, retrieve(data.graph, select.value, messages));
    } catch (e) {
      retrievalOut.replaceChildren(el('p', { class: 'bad' }, String(e)));
    }
  });

  const routingForm = document.getElementById('pg-routing-form') as HTMLFormElement;
  const routingOut = document.getElementById('pg-routing-out') as HTMLElement;
  if (data.routing === null) {
    routingForm.classList.add('hidden');
    document.getElementById('pg-no-routing')?.classList.remove('hidden');
    return;
  }
  const router = routerFor(data.routing.rules, data.routing.config);
  routingForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    try {
      showExplain(routingOut, router.explain(readInput(routingForm)));
    } catch (e) {
      routingOut.replaceChildren(el('p', { class: 'bad' }, String(e)));
    }
  });
}

void main();
