import { describe, expect, it } from 'vitest';
import { CLASS_COLOURS, nextClassColour } from './class-colours.js';

describe('a new class gets a colour no other class has (issue #37 point 6)', () => {
  it('gives five new classes five different colours', () => {
    const used: string[] = [];
    for (let i = 0; i < 5; i++) used.push(nextClassColour(used).color);
    expect(new Set(used).size).toBe(5);
  });
  it('skips the colours existing classes have, whatever their case', () => {
    expect(nextClassColour(['#1C7ED6', '#e03131']).color).toBe('#2f9e44');
  });
  it('goes round again past the palette', () => {
    const all = CLASS_COLOURS.map((c) => c.color);
    expect(all).toContain(nextClassColour(all).color);
  });
});
