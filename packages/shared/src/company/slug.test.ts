import { describe, expect, it } from 'vitest';
import { COMPANY_SLUG_PATTERN, companyInitials, slugifyCompanyName } from './slug';

describe('slugifyCompanyName', () => {
  it('joins lower-case words with single hyphens', () => {
    expect(slugifyCompanyName('Kilele Safaris')).toBe('kilele-safaris');
    expect(slugifyCompanyName('  Twiga Coaches & Tours Ltd. ')).toBe('twiga-coaches-tours-ltd');
  });

  it('drops accents and other characters', () => {
    expect(slugifyCompanyName('Safari Découverte')).toBe('safari-decouverte');
    expect(slugifyCompanyName('Ziwa—Express!!')).toBe('ziwa-express');
  });

  it('keeps at most 50 characters and never ends with a hyphen', () => {
    const slug = slugifyCompanyName(`${'a'.repeat(49)} b c`);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug).toMatch(COMPANY_SLUG_PATTERN);
  });

  it('names a company too short or without letters "operator…"', () => {
    expect(slugifyCompanyName('K2')).toBe('operator-k2');
    expect(slugifyCompanyName('!!!')).toBe('operator');
  });
});

describe('companyInitials', () => {
  it('takes the first letters of the first two words, leaving out Ltd and the like', () => {
    expect(companyInitials('Kilele Safaris')).toBe('KS');
    expect(companyInitials('The Twiga Coaches Ltd')).toBe('TC');
    expect(companyInitials('Mlima')).toBe('M');
    expect(companyInitials('')).toBe('?');
  });
});
