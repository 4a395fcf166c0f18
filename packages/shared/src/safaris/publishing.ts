import type { Message, MessageKey, MessageValues } from '../i18n/translate';
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
export function publishProblems(p: PublishCandidate): Record<string, Message[]> {
  const problems: Record<string, Message[]> = {};
  const add = (field: string, key: MessageKey, values?: MessageValues) =>
    (problems[field] ??= []).push(values ? { key, values } : { key });
  if (p.title.trim().length < SAFARI_LIMITS.titleMinToPublish) {
    add('title', 'safaris.publishTitle');
  }
  if (p.summary.trim().length < SAFARI_LIMITS.summaryMinToPublish) {
    add('summary', 'safaris.publishSummary');
  }
  if (p.description.trim().length < SAFARI_LIMITS.descriptionMinToPublish) {
    add('description', 'safaris.publishDescription');
  }
  if (p.destinations < 1) add('destinations', 'safaris.publishDestinations');
  if (p.itinerary_days !== p.duration_days) {
    add('itinerary', 'safaris.publishItinerary', {
      count: p.duration_days,
      itineraryDays: p.itinerary_days,
    });
  }
  if (p.inclusions < 1) add('inclusions', 'safaris.publishInclusions');
  if (p.adult_price_usd < 1) add('adult_price_usd', 'safaris.publishPrice');
  if (p.images < 1) add('images', 'safaris.publishImages');
  else if (!p.has_cover) add('images', 'safaris.publishCover');
  if (!p.is_private && p.upcoming_departures < 1) add('departures', 'safaris.publishDepartures');
  return problems;
}
