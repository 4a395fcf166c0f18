/**
 * A company's public address, /operators/{slug}: lower-case letters and digits joined by single
 * hyphens, 3–60 characters. Derived from the company name when the profile is created (the database
 * does it at registration, `company_slug_for` in migration 0014; this is the same rule for the form's
 * suggestion); the operator may change it, and every former slug keeps leading to the company.
 */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COMPANY_SLUG_MIN_LENGTH = 3;
export const COMPANY_SLUG_MAX_LENGTH = 60;

/** 'Kilele Safaris & Tours Ltd.' → 'kilele-safaris-tours-ltd'; accents are dropped ('Ké' → 'ke'). */
export function slugifyCompanyName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  if (base.length >= COMPANY_SLUG_MIN_LENGTH) return base;
  return base ? `operator-${base}` : 'operator';
}

/** Two letters for the initials mark of a company without a logo: 'Kilele Safaris' → 'KS'. */
export function companyInitials(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !/^(ltd|limited|co|company|and|the|&)$/i.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}
