import { describe, expect, it } from 'vitest';
import {
  emptyPackageForm,
  fieldLabel,
  filledDaysLost,
  resizeItinerary,
  serverFieldErrors,
  toSafariInput,
  validatePackageForm,
  type PackageFormState,
} from './package-form';
import { messageText } from '../../../lib/i18n';

const day = (title = '') => ({
  title,
  description: title ? `${title} description` : '',
  accommodation: '',
  meals: [],
});

function completeForm(): PackageFormState {
  return {
    ...emptyPackageForm(),
    title: 'Serengeti Migration Safari',
    summary: 'Follow the great migration across the Serengeti plains.',
    description: 'A'.repeat(100),
    destinations: ['serengeti-national-park'],
    duration_days: '2',
    itinerary: [day('Arrive'), day('Game drive')],
    inclusions: 'Park fees\n\n  Meals  ',
    exclusions: 'Flights',
    adult_price_usd: '1299',
    child_price_usd: '650',
  };
}

describe('package editor form', () => {
  it('keeps one itinerary day per day of the duration', () => {
    const days = [day('a'), day('b'), day('c')];
    expect(resizeItinerary(days, 5)).toHaveLength(5);
    expect(resizeItinerary(days, 5).slice(0, 3)).toEqual(days);
    expect(resizeItinerary(days, 2)).toEqual(days.slice(0, 2));
    expect(resizeItinerary(days, 3)).toBe(days);
  });

  it('ignores unusable durations while typing', () => {
    const days = [day('a')];
    expect(resizeItinerary(days, 0)).toBe(days);
    expect(resizeItinerary(days, Number.NaN)).toBe(days);
    expect(resizeItinerary(days, 31)).toBe(days);
    expect(resizeItinerary(days, 2.5)).toBe(days);
  });

  it('counts the written days a shorter duration would drop', () => {
    const days = [day('a'), day(''), day('c'), day('d')];
    expect(filledDaysLost(days, 1)).toBe(2);
    expect(filledDaysLost(days, 4)).toBe(0);
  });

  it('sends whole numbers, trimmed list lines and numbered days', () => {
    const input = toSafariInput(completeForm(), 'published');
    expect(input.adult_price_usd).toBe(1299);
    expect(input.duration_days).toBe(2);
    expect(input.inclusions).toEqual(['Park fees', 'Meals']);
    expect(input.itinerary?.map((d) => d.day)).toEqual([1, 2]);
    expect(input.status).toBe('published');
  });

  it('sends an untouched itinerary as empty (a draft may be incomplete)', () => {
    const input = toSafariInput({ ...emptyPackageForm(), title: 'Draft' }, 'draft');
    expect(input.itinerary).toEqual([]);
  });

  it('validates with the shared rules and keys errors by field', () => {
    expect(validatePackageForm(completeForm(), 'published')).toEqual({});
    const errors = validatePackageForm(
      {
        ...completeForm(),
        adult_price_usd: '12.5',
        child_price_usd: '-1',
        itinerary: [day('Arrive'), day('')],
      },
      'draft',
    );
    expect(messageText(errors.adult_price_usd!)).toBe('Price per adult must be a whole number of dollars');
    expect(messageText(errors.child_price_usd!)).toBe('Price per child cannot be negative');
    expect(messageText(errors['itinerary.1.title']!)).toBe('Give each day a title');
    expect(messageText(errors['itinerary.1.description']!)).toBe('Describe each day');
  });

  it('refuses a deposit outside 25–30 %', () => {
    expect(
      messageText(
        validatePackageForm({ ...completeForm(), deposit_percent: '20' }, 'draft').deposit_percent!,
      ),
    ).toBe('Deposit must be between 25% and 30%');
  });

  it('shows messages the schema builds with values (itinerary length, day order) filled in', () => {
    const errors = validatePackageForm({ ...completeForm(), duration_days: '3' }, 'draft');
    expect(errors.itinerary).toBe('The duration is 3 days but the itinerary has 2');
  });

  it("maps the server's field errors, including list items, onto the form", () => {
    expect(
      serverFieldErrors({
        'itinerary.0.title': ['Give each day a title'],
        'itinerary[1].description': ['Describe each day'],
        'inclusions.3': ['Inclusions cannot be empty'],
        images: ['Add at least one photo before publishing'],
      }),
    ).toEqual({
      'itinerary.0.title': 'Give each day a title',
      'itinerary.1.description': 'Describe each day',
      inclusions: 'Inclusions cannot be empty',
      images: 'Add at least one photo before publishing',
    });
    expect(fieldLabel('itinerary.1.description')).toBe('Day 2 description');
    expect(fieldLabel('images')).toBe('Photos');
  });
});
