import { describe, expect, it } from 'vitest';
import { informalEstonian } from './estonian-register.js';

describe('informalEstonian', () => {
  it('finds the informal pronoun and verb forms', () => {
    expect(informalEstonian('Sul pole selleks õigust.')).toEqual(['Sul']);
    expect(informalEstonian('Kas oled kindel, et soovid osaleja Mari kustutada?')).toEqual(['oled', 'soovid']);
    expect(informalEstonian('Sa juba küsisid selle hinnangu kohta')).toEqual(['Sa', 'küsisid']);
    expect(informalEstonian('Palun värskenda lehte ja proovi uuesti.')).toEqual(['palun värskenda']);
  });

  it('passes the formal plural and words that merely contain the informal ones', () => {
    expect(informalEstonian('Teil pole selleks õigust.')).toEqual([]);
    expect(informalEstonian('Kas olete kindel, et soovite osaleja Mari kustutada?')).toEqual([]);
    expect(informalEstonian('Palun värskendage lehte ja proovige uuesti. Palun oodake.')).toEqual([]);
    // "Sulge", "sulgudes", "Võru" and "sõidavad" hold "sul", "su" and "sa" only inside a word.
    expect(informalEstonian('Sulge menüü (sulgudes), Võru, sõidavad, salvesta')).toEqual([]);
  });
});
