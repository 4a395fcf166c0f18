import type { VerificationDocument } from '@dala/shared';
import { apiDownload } from '../../../lib/api-client';

/** Downloads one of the operator's own verification documents (a file, not JSON: no contract answer). */
export function downloadDocument(doc: Pick<VerificationDocument, 'download_url' | 'original_name'>) {
  return apiDownload(doc.download_url, doc.original_name);
}
