import { describe, expect, it } from 'vitest';
import { safariStartingTown } from './cross-sell';

const towns = [
  { name: 'Arusha', can_alight: true },
  { name: 'Moshi', can_alight: true },
  { name: 'Dar es Salaam', can_alight: true },
  { name: 'Chalinze', can_alight: false },
];

describe('safariStartingTown', () => {
  it('is the location when trips stop there', () => {
    expect(safariStartingTown(' moshi ', 'Arrival in Arusha', towns)).toBe('Moshi');
  });
  it("is the first town the first day's title names", () => {
    expect(safariStartingTown('Serengeti National Park', 'Arrival in Arusha', towns)).toBe('Arusha');
    expect(safariStartingTown('Mikumi', 'Dar es Salaam to Mikumi via Arusha?', towns)).toBe('Dar es Salaam');
  });
  it('matches whole words only, and never a town passengers cannot get off at', () => {
    expect(safariStartingTown('Arusha National Park', 'Day in Arusha National Park', towns)).toBe('Arusha');
    expect(safariStartingTown('Park', 'Moshiland camp', towns)).toBeNull();
    expect(safariStartingTown('Park', 'Via Chalinze', towns)).toBeNull();
  });
  it('is null without a town', () => {
    expect(safariStartingTown('Serengeti National Park', undefined, towns)).toBeNull();
    expect(safariStartingTown('Serengeti National Park', 'Into the Serengeti', towns)).toBeNull();
  });
});
