/**
 * A card's description, personality and scenario as one Markdown body: the description, then
 * `## Personality` and `## Scenario` sections when they are not empty. Both ways, so export can
 * split a body the author edited.
 */
const PERSONALITY = '\n\n## Personality\n\n';
const SCENARIO = '\n\n## Scenario\n\n';

export interface CardTexts {
  readonly description: string;
  readonly personality: string;
  readonly scenario: string;
}

export function composeBody(t: CardTexts): string {
  return (
    t.description +
    (t.personality === '' ? '' : PERSONALITY + t.personality) +
    (t.scenario === '' ? '' : SCENARIO + t.scenario)
  );
}

/** The last `## Scenario` section, then the last `## Personality` section before it. */
export function splitBody(body: string): CardTexts {
  let rest = body;
  let scenario = '';
  let personality = '';
  const s = rest.lastIndexOf(SCENARIO);
  if (s >= 0) {
    scenario = rest.slice(s + SCENARIO.length);
    rest = rest.slice(0, s);
  }
  const p = rest.lastIndexOf(PERSONALITY);
  if (p >= 0) {
    personality = rest.slice(p + PERSONALITY.length);
    rest = rest.slice(0, p);
  }
  return { description: rest, personality, scenario };
}
