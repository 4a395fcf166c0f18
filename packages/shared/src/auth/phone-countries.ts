import { DEFAULT_PHONE_CODE } from '../constants';

export interface PhoneCountry {
  /** Calling code with its plus sign, e.g. '+255'. */
  code: string;
  /** Country name in English. */
  country: string;
  /** ISO 3166-1 alpha-2, a stable key for lists (codes are unique in this list too). */
  iso: string;
}

/** The phone country picker of spec §3: 44 entries, from +255 Tanzania to +64 New Zealand. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: '+255', country: 'Tanzania', iso: 'TZ' },
  { code: '+254', country: 'Kenya', iso: 'KE' },
  { code: '+256', country: 'Uganda', iso: 'UG' },
  { code: '+250', country: 'Rwanda', iso: 'RW' },
  { code: '+257', country: 'Burundi', iso: 'BI' },
  { code: '+243', country: 'DR Congo', iso: 'CD' },
  { code: '+258', country: 'Mozambique', iso: 'MZ' },
  { code: '+260', country: 'Zambia', iso: 'ZM' },
  { code: '+265', country: 'Malawi', iso: 'MW' },
  { code: '+251', country: 'Ethiopia', iso: 'ET' },
  { code: '+252', country: 'Somalia', iso: 'SO' },
  { code: '+211', country: 'South Sudan', iso: 'SS' },
  { code: '+27', country: 'South Africa', iso: 'ZA' },
  { code: '+263', country: 'Zimbabwe', iso: 'ZW' },
  { code: '+267', country: 'Botswana', iso: 'BW' },
  { code: '+264', country: 'Namibia', iso: 'NA' },
  { code: '+234', country: 'Nigeria', iso: 'NG' },
  { code: '+233', country: 'Ghana', iso: 'GH' },
  { code: '+20', country: 'Egypt', iso: 'EG' },
  { code: '+212', country: 'Morocco', iso: 'MA' },
  { code: '+1', country: 'United States', iso: 'US' },
  { code: '+44', country: 'United Kingdom', iso: 'GB' },
  { code: '+353', country: 'Ireland', iso: 'IE' },
  { code: '+49', country: 'Germany', iso: 'DE' },
  { code: '+33', country: 'France', iso: 'FR' },
  { code: '+39', country: 'Italy', iso: 'IT' },
  { code: '+34', country: 'Spain', iso: 'ES' },
  { code: '+31', country: 'Netherlands', iso: 'NL' },
  { code: '+32', country: 'Belgium', iso: 'BE' },
  { code: '+41', country: 'Switzerland', iso: 'CH' },
  { code: '+46', country: 'Sweden', iso: 'SE' },
  { code: '+47', country: 'Norway', iso: 'NO' },
  { code: '+45', country: 'Denmark', iso: 'DK' },
  { code: '+48', country: 'Poland', iso: 'PL' },
  { code: '+971', country: 'United Arab Emirates', iso: 'AE' },
  { code: '+966', country: 'Saudi Arabia', iso: 'SA' },
  { code: '+974', country: 'Qatar', iso: 'QA' },
  { code: '+91', country: 'India', iso: 'IN' },
  { code: '+86', country: 'China', iso: 'CN' },
  { code: '+81', country: 'Japan', iso: 'JP' },
  { code: '+82', country: 'South Korea', iso: 'KR' },
  { code: '+65', country: 'Singapore', iso: 'SG' },
  { code: '+61', country: 'Australia', iso: 'AU' },
  { code: '+64', country: 'New Zealand', iso: 'NZ' },
];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = PHONE_COUNTRIES.find(
  (c) => c.code === DEFAULT_PHONE_CODE,
)!;

/** The list entry for a calling code such as '+255' (or '255'); undefined when not in the list. */
export function findPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  if (!code) return undefined;
  const normalized = `+${code.replace(/\D/g, '')}`;
  return PHONE_COUNTRIES.find((c) => c.code === normalized);
}

/**
 * Spec §5: non-digits are stripped; the value passed on is country code plus digits ('+255712345678').
 * A leading 0 of a local number is dropped (0712… → +255712…). Empty digits give ''.
 */
export function composePhoneNumber(code: string, localNumber: string): string {
  const digits = localNumber.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  return `+${code.replace(/\D/g, '')}${digits}`;
}

/** Splits '+255712345678' into the longest matching list code and the rest (for editing forms). */
export function splitPhoneNumber(phone: string | null | undefined): { code: string; localNumber: string } {
  const value = (phone ?? '').replace(/[^\d+]/g, '');
  if (value.startsWith('+')) {
    const match = [...PHONE_COUNTRIES]
      .sort((a, b) => b.code.length - a.code.length)
      .find((c) => value.startsWith(c.code));
    if (match) return { code: match.code, localNumber: value.slice(match.code.length) };
  }
  return { code: DEFAULT_PHONE_CODE, localNumber: value.replace(/\D/g, '') };
}
