import { OPERATOR_TYPE_CHOICES, isLanguage, type User } from '@dala/shared';

/**
 * The last signed-in user, kept on this device so that a reload with no network still knows who is
 * signed in (tokens live in memory only, and the refresh that restores them needs the network). Only
 * what the screens and their guards need — id, name, role — never a token, email or phone. Removed on
 * sign-out, when the session ends (a refused refresh) and when another account signs in.
 */
export interface StoredProfile {
  id: string;
  first_name: string;
  last_name: string;
  type: User['type'];
  operator_type: User['operator_type'];
  is_verified: boolean;
  preferred_language: User['preferred_language'];
}

const STORAGE_KEY = 'dala.offline-profile';
const USER_TYPES: readonly string[] = ['traveler', 'operator', 'admin'];
const OPERATOR_TYPES: readonly string[] = OPERATOR_TYPE_CHOICES;

/** Keeps the signed-in user's minimal profile. */
export function storeProfile(user: User): void {
  const profile: StoredProfile = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    type: user.type,
    operator_type: user.operator_type,
    is_verified: user.is_verified,
    preferred_language: user.preferred_language,
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(profile));
  } catch {
    // storage blocked or full: no offline sign-in on this device
  }
}

/** The kept profile, or null (none, or not one this version wrote). */
export function readStoredProfile(): StoredProfile | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredProfile> | null;
    if (
      !value ||
      typeof value.id !== 'string' ||
      typeof value.first_name !== 'string' ||
      typeof value.last_name !== 'string' ||
      !USER_TYPES.includes(String(value.type)) ||
      !(value.operator_type === null || OPERATOR_TYPES.includes(String(value.operator_type))) ||
      typeof value.is_verified !== 'boolean' ||
      !isLanguage(value.preferred_language)
    ) {
      return null;
    }
    return value as StoredProfile;
  } catch {
    return null;
  }
}

/** Forgets the kept profile. */
export function clearStoredProfile(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The user an offline session shows: the kept profile, with the fields it does not keep empty (the
 * screens that open offline — tickets, bookings, the manifest — do not show them).
 */
export function userFromProfile(profile: StoredProfile): User {
  return {
    ...profile,
    email: '',
    phone_number: null,
    email_verified: true,
    verification_status: null,
    rejection_reason: null,
    company_name: null,
    has_password: true,
    created_at: '',
  };
}
