import { describe, expect, it } from 'vitest';
import { renderMessage } from '../i18n/translate';
import { publishProblems, type PublishCandidate } from './publishing';

const complete: PublishCandidate = {
  title: 'Serengeti Great Migration',
  summary: 'Follow the herds across the plains with an expert guide.',
  description: 'x'.repeat(80),
  destinations: 1,
  duration_days: 3,
  itinerary_days: 3,
  inclusions: 1,
  adult_price_usd: 1,
  images: 1,
  has_cover: true,
  is_private: false,
  upcoming_departures: 1,
};

describe('publishProblems', () => {
  it('accepts a complete package at every minimum', () => {
    expect(publishProblems(complete)).toEqual({});
    expect(publishProblems({ ...complete, title: 'x'.repeat(10), summary: 'y'.repeat(30) })).toEqual({});
  });
  it('names each missing part by its field', () => {
    const problems = publishProblems({
      ...complete,
      title: 'Too short',
      summary: 'y'.repeat(29),
      description: 'z'.repeat(79),
      destinations: 0,
      itinerary_days: 2,
      inclusions: 0,
      adult_price_usd: 0,
      images: 0,
      upcoming_departures: 0,
    });
    expect(Object.keys(problems).sort()).toEqual(
      [
        'adult_price_usd',
        'departures',
        'description',
        'destinations',
        'images',
        'inclusions',
        'itinerary',
        'summary',
        'title',
      ].sort(),
    );
    expect(problems.itinerary?.map((m) => renderMessage('en', m))).toEqual([
      'Describe every day of the itinerary (2 of 3 days so far)',
    ]);
  });
  it('asks for a cover, and for departures only on group tours', () => {
    expect(
      publishProblems({ ...complete, has_cover: false }).images?.map((m) => renderMessage('en', m)),
    ).toEqual(['Choose a cover image']);
    expect(publishProblems({ ...complete, is_private: true, upcoming_departures: 0 })).toEqual({});
  });
});
