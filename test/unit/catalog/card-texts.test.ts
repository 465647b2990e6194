/** The card's texts on the character page (src/catalog/card-texts.ts): macros as what they stand for. */
import { describe, expect, it } from 'vitest';
import { withMacros } from '../../../src/catalog/card-texts.js';

describe('withMacros', () => {
  it('shows {{char}} and <BOT> as the name, {{user}} and <USER> as the reader, in any case', () => {
    expect(withMacros('{{Char}} waves at {{ user }}.', '米拉', 'zh-CN')).toEqual([
      { macro: '{{Char}}', shown: '米拉' },
      { text: ' waves at ' },
      { macro: '{{ user }}', shown: '你' },
      { text: '.' },
    ]);
    expect(withMacros('<BOT> and <USER>', 'Mira', 'en')).toEqual([
      { macro: '<BOT>', shown: 'Mira' },
      { text: ' and ' },
      { macro: '<USER>', shown: 'you' },
    ]);
  });

  it('keeps any other macro as written, and a text without macros whole', () => {
    expect(withMacros('{{random:a,b}} {{time}}', 'Mira', 'en')).toEqual([{ text: '{{random:a,b}} {{time}}' }]);
    expect(withMacros('plain', 'Mira', 'en')).toEqual([{ text: 'plain' }]);
    expect(withMacros('', 'Mira', 'en')).toEqual([]);
  });
});
