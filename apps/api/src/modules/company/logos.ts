import { join } from 'node:path';
import { COMPANY_LIMITS, COMPANY_LOGO_WIDTHS } from '@dala/shared';
import type { StoredLogoVariant } from '../../db/schema';
import {
  processImageVariants,
  removeImageVariantFiles,
  type ProcessedImage,
} from '../../lib/images/variants';

/** Company logos are public: DATA_DIR/uploads/logos, served by GET /api/companies/logos/{file}. */
export function companyLogosDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'logos');
}

/** Checks a logo by content (JPEG, PNG or WebP, ≤ 2 MB, decodable, ≥ 96 px) and stores WebP variants. */
export function processCompanyLogo(dataDir: string, data: Buffer): Promise<ProcessedImage> {
  return processImageVariants(data, {
    dir: companyLogosDir(dataDir),
    maxBytes: COMPANY_LIMITS.logoMaxBytes,
    widths: COMPANY_LOGO_WIDTHS,
    minWidth: COMPANY_LIMITS.logoMinSize,
    minHeight: COMPANY_LIMITS.logoMinSize,
    field: 'file',
    messages: {
      tooLarge: 'company.logoTooLarge',
      typeNotAllowed: 'company.logoTypeNotAllowed',
      damaged: 'company.logoDamaged',
      tooSmall: 'company.logoTooSmall',
    },
  });
}

export async function removeCompanyLogoFiles(dataDir: string, variants: StoredLogoVariant[]): Promise<void> {
  await removeImageVariantFiles(companyLogosDir(dataDir), variants);
}
