import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, tooManyLoginAttemptsMessage } from '../auth/messages';
import { MAX_DOCUMENT_BYTES, PASSWORD_MAX_LENGTH } from '../auth/constants';
import {
  BALANCE_DUE_DAYS_RANGE,
  DEFAULT_PHONE_CODE,
  DEPOSIT_PERCENT_RANGE,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { NEWSLETTER_MESSAGES } from '../content/newsletter';
import { SANE_DATE_RANGE, TEXT_UNSAFE_CHARACTERS_MESSAGE } from '../input';
import { SAFARI_LIMITS, SAFARI_MESSAGES } from '../safaris/constants';
import { safariInputSchema } from '../safaris/operator';
import { LANGUAGES } from './languages';
import en from './messages/en';
import sw from './messages/sw';
import {
  catalogKeys,
  isMessageKey,
  languageFromAcceptLanguage,
  messageKeys,
  renderMessage,
  replaceCatalog,
  translate,
  type MessageCatalog,
  type MessageKey,
  type MessageValues,
} from './translate';

describe('the English catalog', () => {
  it('has a non-empty text for every key', () => {
    const keys = catalogKeys();
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const text = translate('en', key, { count: 2 });
      expect(text, key).not.toBe(key);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('has both plural forms wherever it has one', () => {
    const walk = (node: MessageCatalog, path: string) => {
      for (const [name, value] of Object.entries(node)) {
        if (typeof value !== 'string') walk(value, `${path}${name}.`);
        else if (name.endsWith('_one'))
          expect(node, `${path}${name}`).toHaveProperty(name.replace(/_one$/, '_other'));
      }
    };
    walk(en as MessageCatalog, '');
  });

  it('every value of the key maps is a catalog key', () => {
    for (const map of [AUTH_MESSAGES, SAFARI_MESSAGES, NEWSLETTER_MESSAGES]) {
      for (const key of Object.values(map)) expect(isMessageKey(key), key).toBe(true);
    }
    expect(isMessageKey(TEXT_UNSAFE_CHARACTERS_MESSAGE)).toBe(true);
    expect(AUTH_MESSAGES.emailRequired).toBe('auth.emailRequired');
    expect(
      messageKeys('newsletter', ['subscribed', 'already_subscribed', 'emailTooLong', 'tooManySignups'])
        .emailTooLong,
    ).toBe('newsletter.emailTooLong');
    // Plural keys appear once, by their base name.
    expect(AUTH_MESSAGES.tooManyLoginAttempts).toBe('auth.tooManyLoginAttempts');
  });

  it('the key maps hold every key of their section (their names are listed without the texts)', () => {
    const sections = { auth: AUTH_MESSAGES, safaris: SAFARI_MESSAGES, newsletter: NEWSLETTER_MESSAGES };
    for (const [section, map] of Object.entries(sections)) {
      const catalog = (en as MessageCatalog)[section] as MessageCatalog;
      expect(Object.values(map).sort(), section).toEqual(catalogKeys(catalog, `${section}.`).sort());
      expect(Object.isFrozen(map)).toBe(true);
    }
  });

  it('writes out the limits the code enforces', () => {
    expect(translate('en', AUTH_MESSAGES.fileTooLarge)).toBe(
      `The file is too large: the maximum is ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`,
    );
    expect(translate('en', AUTH_MESSAGES.passwordTooShort)).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(translate('en', AUTH_MESSAGES.passwordTooLong)).toContain(` ${PASSWORD_MAX_LENGTH} `);
    expect(translate('en', 'safaris.publishTitle')).toContain(` ${SAFARI_LIMITS.titleMinToPublish} `);
    expect(translate('en', 'safaris.publishSummary')).toContain(` ${SAFARI_LIMITS.summaryMinToPublish} `);
    expect(translate('en', 'safaris.publishDescription')).toContain(
      ` ${SAFARI_LIMITS.descriptionMinToPublish} `,
    );
  });

  it('writes out the limits of the shared schemas', () => {
    const en = (key: Parameters<typeof translate>[1]) => translate('en', key);
    expect(en('common.dateOutOfRange')).toBe(
      `Enter a date between ${SANE_DATE_RANGE.min.slice(0, 4)} and ${SANE_DATE_RANGE.max.slice(0, 4)}`,
    );
    expect(en('bookings.leadPhoneInvalid')).toBe(
      `Enter the phone number with its country code (e.g. ${DEFAULT_PHONE_CODE}712345678)`,
    );
    expect(en('safaris.titleTooLong')).toBe(`Title is at most ${SAFARI_LIMITS.titleMax} characters`);
    expect(en('safaris.summaryTooLong')).toBe(`Summary is at most ${SAFARI_LIMITS.summaryMax} characters`);
    expect(en('safaris.tooManyDestinations')).toBe(`At most ${SAFARI_LIMITS.destinationsMax} destinations`);
    expect(en('safaris.durationTooLong')).toBe(`Duration is at most ${SAFARI_LIMITS.durationDays.max} days`);
    expect(en('safaris.groupSizeTooLarge')).toBe(
      `Maximum group size is at most ${SAFARI_LIMITS.maxGroupSize.max}`,
    );
    expect(en('safaris.capacityTooLarge')).toBe(`Capacity is at most ${SAFARI_LIMITS.maxGroupSize.max}`);
    expect(en('safaris.inclusionTooLong')).toBe(
      `Inclusions are at most ${SAFARI_LIMITS.listItemMax} characters`,
    );
    expect(en('safaris.exclusionTooLong')).toBe(
      `Exclusions are at most ${SAFARI_LIMITS.listItemMax} characters`,
    );
    expect(en('safaris.tooManyInclusions')).toBe(`At most ${SAFARI_LIMITS.listItemsMax} inclusions`);
    expect(en('safaris.tooManyExclusions')).toBe(`At most ${SAFARI_LIMITS.listItemsMax} exclusions`);
    expect(en('safaris.noticeTooLong')).toBe(
      `Minimum notice is at most ${SAFARI_LIMITS.minNoticeDays.max} days`,
    );
    expect(en('safaris.depositRange')).toBe(
      `Deposit must be between ${DEPOSIT_PERCENT_RANGE.min}% and ${DEPOSIT_PERCENT_RANGE.max}%`,
    );
    expect(en('safaris.balanceDueRange')).toBe(
      `The balance is due ${BALANCE_DUE_DAYS_RANGE.min} to ${BALANCE_DUE_DAYS_RANGE.max} days before departure`,
    );
    expect(en('search.guestsInvalid')).toContain(` ${SAFARI_LIMITS.maxGroupSize.max}`);
    expect(en('search.minDaysInvalid')).toContain(` ${SAFARI_LIMITS.durationDays.max}`);
    expect(en('search.maxDaysInvalid')).toContain(` ${SAFARI_LIMITS.durationDays.max}`);
  });

  it('carries the values of messages built at runtime in the issue (params.values)', () => {
    const day = (n: number) => ({ day: n, title: `Day ${n}`, description: 'Drive' });
    const result = safariInputSchema.safeParse({
      title: 'Serengeti',
      duration_days: 3,
      itinerary: [day(2), day(1)],
      adult_price_usd: 100,
      child_price_usd: 50,
      max_group_size: 6,
    });
    const texts = result.error?.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${translate('en', issue.message, (issue as { params?: { values?: MessageValues } }).params?.values)}`,
    );
    expect(texts).toEqual([
      'itinerary: The duration is 3 days but the itinerary has 2',
      'itinerary.0.day: Day 1 is out of order',
      'itinerary.1.day: Day 2 is out of order',
    ]);
  });

  it('supports every language it names', () => {
    for (const language of LANGUAGES) expect(translate(language, AUTH_MESSAGES.emailRequired)).not.toBe('');
  });
});

describe('translate', () => {
  it('gives the English text of a key', () => {
    expect(translate('en', AUTH_MESSAGES.emailRequired)).toBe('Email is required');
    expect(translate('en', NEWSLETTER_MESSAGES.already_subscribed)).toBe(
      "You're already on the list — thanks for travelling with us!",
    );
  });

  it('falls back to English for an unknown or unsupported language', () => {
    expect(translate('xx', AUTH_MESSAGES.emailRequired)).toBe('Email is required');
  });

  it('passes anything that is not a key through unchanged', () => {
    expect(translate('en', 'Already written out.')).toBe('Already written out.');
    expect(translate('en', 'auth.noSuchKey')).toBe('auth.noSuchKey');
    expect(translate('en', 'auth')).toBe('auth');
    expect(translate('en', 'toString')).toBe('toString');
    expect(translate('en', '__proto__.x')).toBe('__proto__.x');
  });

  it('fills {{placeholders}} and leaves unknown ones', () => {
    expect(translate('en', 'payments.cannotPayStatus', { status: 'cancelled' })).toBe(
      'A cancelled booking cannot be paid',
    );
    expect(translate('en', 'safaris.noticeRequired', { count: 3, date: '2030-01-04' })).toBe(
      "This safari needs 3 days' notice: the first date is 2030-01-04",
    );
    expect(translate('en', 'payments.cannotPayStatus')).toBe('A {{status}} booking cannot be paid');
  });

  it('renders a message given as a value in the same language', () => {
    expect(
      renderMessage('en', {
        key: 'safaris.cannotPublishYet',
        values: { reason: { key: 'safaris.publishCover' } },
      }),
    ).toBe('This safari cannot be published yet: Choose a cover image');
  });

  it('picks the plural form by count', () => {
    expect(renderMessage('en', tooManyLoginAttemptsMessage(30))).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
    expect(renderMessage('en', tooManyLoginAttemptsMessage(61))).toBe(
      'Too many failed sign-in attempts. Please try again in 2 minutes.',
    );
  });

  it('writes no count as "(s)": every counted text has its forms', () => {
    const slips: string[] = [];
    const walk = (node: MessageCatalog, path: string) => {
      for (const [name, value] of Object.entries(node)) {
        if (typeof value !== 'string') walk(value, `${path}${name}.`);
        else if (/\w\((s|es|ren)\)/.test(value)) slips.push(`${path}${name}`);
      }
    };
    walk(en as MessageCatalog, '');
    walk(sw, '');
    expect(slips).toEqual([]);
  });

  it('reads right for one and for many, in English and in Swahili', () => {
    const both = (key: MessageKey, values: MessageValues) => [
      translate('en', key, values),
      translate('sw', key, values),
    ];
    const booked = { name: 'Neema', safari: 'Serengeti Classic', date: '10 Jan 2027', reference: 'DR-1' };
    expect(both('notifications.newBooking', { ...booked, count: 1 })).toEqual([
      'Neema booked Serengeti Classic for 10 Jan 2027 (1 seat), reference DR-1.',
      'Neema ameweka nafasi ya Serengeti Classic tarehe 10 Jan 2027 (kiti 1), namba ya uhifadhi DR-1.',
    ]);
    expect(both('notifications.newBooking', { ...booked, count: 3 })).toEqual([
      'Neema booked Serengeti Classic for 10 Jan 2027 (3 seats), reference DR-1.',
      'Neema ameweka nafasi ya Serengeti Classic tarehe 10 Jan 2027 (viti 3), namba ya uhifadhi DR-1.',
    ]);
    expect(translate('en', 'payouts.resendTooOften', { count: 1 })).toBe(
      'Too many codes asked for: try again in 1 minute',
    );
    expect(translate('en', 'payouts.resendTooOften', { count: 5 })).toBe(
      'Too many codes asked for: try again in 5 minutes',
    );
    expect(translate('sw', 'payouts.resendTooOften', { count: 5 })).toBe(
      'Umeomba misimbo mingi mno: jaribu tena baada ya dakika 5',
    );
    expect(translate('en', 'payouts.codeWrong', { count: 1 })).toBe('That code is not right: 1 try left');
    expect(translate('sw', 'payouts.codeWrong', { count: 1 })).toBe(
      'Msimbo huo si sahihi: umebakiwa na jaribio 1',
    );
    expect(translate('en', 'safaris.itineraryLength', { count: 1, itineraryDays: 2 })).toBe(
      'The duration is 1 day but the itinerary has 2',
    );
    expect(translate('sw', 'safaris.itineraryLength', { count: 4, itineraryDays: 3 })).toBe(
      'Muda ni siku 4 lakini ratiba ina siku 3',
    );
    expect(translate('en', 'safaris.noticeRequired', { count: 1, date: '2030-01-02' })).toBe(
      "This safari needs 1 day's notice: the first date is 2030-01-02",
    );
    expect(translate('en', 'safaris.seatsTaken', { count: 1 })).toBe(
      '1 seat is already booked or held on this departure',
    );
    expect(translate('sw', 'safaris.seatsTaken', { count: 2 })).toBe(
      'Viti 2 tayari vimewekewa nafasi au vimeshikiliwa kwenye tarehe hii ya kuondoka',
    );
    expect(translate('en', 'fleet.vehicleOnTrips', { plate: 'T 1 AAA', count: 1 })).toBe(
      'Vehicle T 1 AAA is on 1 upcoming trip or schedule: move it to another vehicle or cancel it first',
    );
    expect(translate('sw', 'fleet.driverOnTrips', { name: 'Juma', count: 2 })).toBe(
      'Juma ana safari au ratiba 2 zijazo: zipe dereva mwingine au zighairi kwanza',
    );
    expect(translate('en', 'trips.routeHasUpcomingTrips', { count: 1 })).toBe(
      'This route still has 1 upcoming trip or active schedule: cancel or end it before archiving the route.',
    );
    expect(translate('en', 'trips.routeHasUpcomingTrips', { count: 4 })).toBe(
      'This route still has 4 upcoming trips or active schedules: cancel or end them before archiving it.',
    );
    expect(translate('en', 'payments.refundReason.travelerCancelledDays', { count: 1, percent: 0 })).toBe(
      'Cancelled by the traveler 1 day before departure: 0% refund',
    );
    expect(translate('sw', 'payments.refundReason.travelerCancelledHours', { count: 30, percent: 90 })).toBe(
      'Imeghairiwa na msafiri saa 30 kabla ya kuondoka: marejesho ya 90%',
    );
  });

  it('names a status inside a text with a word of the same language', () => {
    const status = (key: MessageKey) => ({ status: { key } });
    expect(translate('en', 'payments.cannotPayStatus', status('bookings.statusName.cancelled'))).toBe(
      'A cancelled booking cannot be paid',
    );
    expect(translate('sw', 'payments.cannotPayStatus', status('bookings.statusName.cancelled'))).toBe(
      'Uhifadhi wenye hali "imeghairiwa" hauwezi kulipiwa',
    );
    expect(translate('en', 'payments.alreadyFinal', status('payments.statusName.failed'))).toBe(
      'This payment is already failed',
    );
    expect(translate('sw', 'payments.alreadyFinal', status('payments.statusName.succeeded'))).toBe(
      'Malipo haya tayari yamefanikiwa',
    );
    expect(translate('en', 'payouts.notRequested', status('payouts.statusName.sending'))).toBe(
      'Only a requested payout can be approved or rejected (this one is being sent)',
    );
    expect(translate('sw', 'payouts.notRequested', status('payouts.statusName.paid'))).toBe(
      'Malipo yaliyoombwa tu ndiyo yanaweza kuidhinishwa au kukataliwa (haya yamelipwa)',
    );
    expect(translate('sw', 'travel.checkInTripClosed', status('trips.statusCancelled'))).toBe(
      'Abiria hawawezi kupandishwa tena: safari hii imeghairiwa',
    );
  });

  it('reads the texts from the catalog', () => {
    const restore = replaceCatalog('en', { auth: { emailRequired: 'E-mail, please ({{who}})' } });
    try {
      expect(translate('en', AUTH_MESSAGES.emailRequired, { who: 'you' })).toBe('E-mail, please (you)');
      expect(translate('en', AUTH_MESSAGES.emailInvalid)).toBe(AUTH_MESSAGES.emailInvalid);
    } finally {
      restore();
    }
    expect(translate('en', AUTH_MESSAGES.emailRequired)).toBe('Email is required');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the best supported language, else nothing', () => {
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, de;q=0.5, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, de;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('en;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,,q=x')).toBeUndefined();
  });
});
