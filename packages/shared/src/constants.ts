/** Business constants and limits of the product specification (§9). One place for each. */

export const REQUEST_TIMEOUT_MS = 10_000;
export const REFRESH_TIMEOUT_MS = 5_000;
export const MIN_LOADING_DISPLAY_MS = 2_000;
export const TOKEN_STORAGE_LIFETIME_S = 3_600;

export const LOADING_PHRASE_ROTATION_MS = 3_000;
export const HERO_ROTATION_MS = 5_000;
export const HERO_FADE_MS = 500;
export const LOGIN_TIPS_ROTATION_MS = 8_000;
export const REGISTRATION_COUNTDOWN_S = 5;

export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_DURATIONS_MS = {
  blank: 4_000,
  error: 4_000,
  success: 2_000,
  loading: Infinity,
  custom: 4_000,
} as const;

export const HEADER_HIDE_AFTER_PX = 100;
export const SCROLL_TOP_AFTER_PX = 200;

export const ADULT_MIN_AGE = 13;
export const CHILD_AGE_RANGE = { min: 2, max: 12 } as const;
export const INFANT_MAX_AGE_EXCLUSIVE = 2;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_STAY_DAYS = 5;

export const CURRENCY = 'USD';
export const DATE_DISPLAY_FORMAT = 'dd MMM yyyy';

export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PHONE_CODE = '+255';

/** Deposit and balance (ARCHITECTURE §7, spec §9). */
export const DEPOSIT_PERCENT_RANGE = { min: 25, max: 30, default: 30 } as const;
export const BALANCE_DUE_DAYS_RANGE = { min: 30, max: 60, default: 45 } as const;

/** Lists (ARCHITECTURE §4). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Time zone every date is shown in (ARCHITECTURE §4). */
export const DISPLAY_TIME_ZONE = 'Africa/Dar_es_Salaam';
/** Its offset from UTC: East Africa Time, +03:00 all year (Tanzania keeps no daylight saving time). */
export const DISPLAY_TIME_ZONE_OFFSET_MINUTES = 180;
