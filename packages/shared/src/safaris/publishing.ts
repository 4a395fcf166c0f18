import { SAFARI_LIMITS } from './constants';

export interface PublishCandidate {
  title: string;
  summary: string;
  description: string;
  destinations: number;
  duration_days: number;
  itinerary_days: number;
  inclusions: number;
  adult_price_usd: number;
  images: number;
  has_cover: boolean;
  is_private: boolean;
  upcoming_departures: number;
}

/**
 * What a package still lacks before it can be published, keyed by form field. Empty when complete.
 * A draft may be saved with any of these missing.
 */
export function publishProblems(p: PublishCandidate): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (p.title.trim().length < SAFARI_LIMITS.titleMinToPublish) {
    add('title', `Give the safari a title of at least ${SAFARI_LIMITS.titleMinToPublish} characters`);
  }
  if (p.summary.trim().length < SAFARI_LIMITS.summaryMinToPublish) {
    add('summary', `Write a summary of at least ${SAFARI_LIMITS.summaryMinToPublish} characters`);
  }
  if (p.description.trim().length < SAFARI_LIMITS.descriptionMinToPublish) {
    add('description', `Write a description of at least ${SAFARI_LIMITS.descriptionMinToPublish} characters`);
  }
  if (p.destinations < 1) add('destinations', 'Choose at least one destination');
  if (p.itinerary_days !== p.duration_days) {
    add(
      'itinerary',
      `Describe every day of the itinerary (${p.itinerary_days} of ${p.duration_days} days so far)`,
    );
  }
  if (p.inclusions < 1) add('inclusions', 'List at least one thing the price includes');
  if (p.adult_price_usd < 1) add('adult_price_usd', 'Set a price per adult');
  if (p.images < 1) add('images', 'Upload at least one image');
  else if (!p.has_cover) add('images', 'Choose a cover image');
  if (!p.is_private && p.upcoming_departures < 1) add('departures', 'Add at least one upcoming departure');
  return problems;
}
