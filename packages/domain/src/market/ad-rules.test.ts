import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adAge,
  adCategories,
  adSearchText,
  adTitle,
  canChangeAd,
  canDeleteAd,
  canSeeAd,
  whatsappUrl,
} from './ad-rules.js';
import { adFormSchema, adListQuerySchema } from './ad-schemas.js';

const valid = {
  description: 'Beta EVO 300 2019, new tyres, ready to ride.',
  price: 3500,
  category: 'bikes',
  location: 'Sigulda',
  imageFileId: '0b8f6a2e-1111-4222-8333-444455556666',
  phone: '+371 2000 0000',
  whatsapp: 'wa.me/37120000000',
  consent: true,
};

/** The message key the schema gives for one field, or null when the form is accepted. */
function messageFor(patch: Record<string, unknown>, field: string): string | null {
  const result = adFormSchema.safeParse({ ...valid, ...patch });
  if (result.success) return null;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message ?? null;
}

describe('the ad form (spec §5 Market ad)', () => {
  it('accepts a complete ad and normalises the phone', () => {
    const ad = adFormSchema.parse(valid);
    expect(ad.phone).toBe('+37120000000');
    expect(ad.location).toBe('Sigulda');
  });

  it.each([
    ['description', { description: '' }, 'market.descriptionRequired'],
    ['description', { description: undefined }, 'market.descriptionRequired'],
    ['description', { description: 'too short, 19 chars' }, 'market.descriptionTooShort'],
    ['description', { description: '   padded but short    ' }, 'market.descriptionTooShort'],
    ['price', { price: -1 }, 'market.priceMin'],
    ['price', { price: '10' }, 'market.priceNumber'],
    ['price', { price: Number.NaN }, 'market.priceNumber'],
    ['price', { price: 1.234 }, 'market.priceNumber'],
    ['price', { price: 1_000_001 }, 'market.priceMax'],
    ['category', { category: undefined }, 'market.categoryRequired'],
    ['category', { category: 'Bikes' }, 'market.categoryRequired'],
    ['imageFileId', { imageFileId: '' }, 'market.imageRequired'],
    ['imageFileId', { imageFileId: undefined }, 'market.imageRequired'],
    ['phone', { phone: 'call me' }, 'market.phoneInvalid'],
    ['phone', { phone: '12' }, 'market.phoneInvalid'],
    ['phone', { phone: '+371 2000 000x' }, 'market.phoneInvalid'],
    ['whatsapp', { whatsapp: 'https://whatsapp.com/37120000000' }, 'market.whatsappInvalid'],
    ['whatsapp', { whatsapp: 'http://wa.me/371' }, 'market.whatsappInvalid'],
    ['whatsapp', { whatsapp: 'wa.me.evil.example/1' }, 'market.whatsappInvalid'],
    ['phone', { phone: '', whatsapp: null }, 'market.contactRequired'],
    ['consent', { consent: false }, 'market.consentRequired'],
    ['phone', { description: '', phone: null, whatsapp: null }, 'market.contactRequired'],
    ['consent', { consent: undefined }, 'market.consentRequired'],
  ])('%s: %j → %s', (field, patch, key) => {
    expect(messageFor(patch, field)).toBe(key);
  });

  it.each([
    [{ price: 0 }],
    [{ price: 19.99 }],
    [{ description: 'x'.repeat(20) }],
    [{ phone: null }],
    [{ whatsapp: null }],
    [{ whatsapp: 'https://wa.me/37120000000?text=Hi' }],
    [{ location: '' }],
    [{ phone: '20000000' }],
  ])('accepts %j', (patch) => {
    expect(adFormSchema.safeParse({ ...valid, ...patch }).success).toBe(true);
  });

  it('refuses fields it does not know (no smuggled status or seller)', () => {
    expect(adFormSchema.safeParse({ ...valid, status: 'sold' }).success).toBe(false);
  });

  it('has the nine categories of spec §3', () => {
    expect(adCategories).toHaveLength(9);
  });

  it('any price from 0 to a million with cents is accepted, any negative refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(adFormSchema.safeParse({ ...valid, price: cents / 100 }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.double({ max: -0.001, noNaN: true }), (price) => {
        expect(messageFor({ price }, 'price')).not.toBeNull();
      }),
    );
  });
});

describe('title, search text, age', () => {
  it.each([
    ['Gas Gas TXT 280\nWell kept, serviced.', 'Gas Gas TXT 280'],
    ['  Short one-liner description here  ', 'Short one-liner description here'],
    [
      'Montesa Cota 4RT 260 Repsol edition with lots of extras and a spare rear wheel plus a stand',
      'Montesa Cota 4RT 260 Repsol edition with lots of extras and a spare rear wheel…',
    ],
  ])('title of %j is %j', (description, title) => {
    expect(adTitle(description)).toBe(title);
  });

  it('titles are never longer than 80 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (text) => {
        expect(adTitle(text).length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('search text is folded: case and diacritics blind', () => {
    expect(adSearchText({ description: 'Ķivere Airoh, izmērs M', location: 'Cēsis' })).toBe(
      'kivere airoh, izmers m cesis',
    );
  });

  it.each([
    [0, { value: 0, unit: 'minute' }],
    [59 * 60_000, { value: 59, unit: 'minute' }],
    [3 * 3_600_000, { value: 3, unit: 'hour' }],
    [3 * 86_400_000 + 5, { value: 3, unit: 'day' }],
    [65 * 86_400_000, { value: 2, unit: 'month' }],
    [800 * 86_400_000, { value: 2, unit: 'year' }],
    [-5_000, { value: 0, unit: 'minute' }],
  ])('an ad %d ms old is %j', (ms, age) => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(adAge(new Date(now.getTime() - ms), now)).toEqual(age);
  });

  it('whatsapp links open over https', () => {
    expect(whatsappUrl('wa.me/371')).toBe('https://wa.me/371');
    expect(whatsappUrl('https://wa.me/371')).toBe('https://wa.me/371');
  });
});

describe('the list query', () => {
  it('defaults to newest first, page 1, and reads numbers from the query string', () => {
    expect(adListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1 });
    expect(adListQuerySchema.parse({ minPrice: '10', maxPrice: '20', page: '2' })).toMatchObject({
      minPrice: 10,
      maxPrice: 20,
      page: 2,
    });
  });

  it.each([
    [{ minPrice: '30', maxPrice: '20' }],
    [{ sort: 'cheapest' }],
    [{ category: 'boats' }],
    [{ page: '0' }],
    [{ minPrice: '-1' }],
  ])('refuses %j', (query) => expect(adListQuerySchema.safeParse(query).success).toBe(false));
});

describe('who may see and change an ad', () => {
  const seller = { userId: 'u1', isAdmin: false };
  const other = { userId: 'u2', isAdmin: false };
  const admin = { userId: 'u3', isAdmin: true };
  it.each([
    ['active', null, true, false, false],
    ['active', other, true, false, false],
    ['active', seller, true, true, true],
    ['sold', seller, true, true, true],
    ['removed', null, false, false, false],
    ['removed', other, false, false, false],
    ['removed', admin, true, false, false],
    ['removed', seller, true, false, true],
  ] as const)('%s ad, viewer %j: see %s, change %s, delete %s', (status, viewer, see, change, del) => {
    const ad = { status, sellerId: 'u1' };
    expect(canSeeAd(ad, viewer)).toBe(see);
    expect(canChangeAd(ad, viewer)).toBe(change);
    expect(canDeleteAd(ad, viewer)).toBe(del);
  });
});
