import {
  fillPath,
  type ApiRoutes,
  type DocumentKind,
  type FleetDocument,
  type FleetDocumentState,
  type RouteResponse,
} from '@dala/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiUpload, callApi } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /operator/fleet/documents: every document of the active vehicles and drivers (missing ones
 * as rows too), of one state or all, with the count per state over all of them. */
export function useFleetDocuments(state: FleetDocumentState | null) {
  return useQuery({
    queryKey: fleetKeys.documents(state ?? 'all'),
    queryFn: ({ signal }) =>
      callApi('GET /operator/fleet/documents', { query: { state: state ?? undefined } }, { signal }),
  });
}

type UploadAnswer = RouteResponse<ApiRoutes['POST /operator/vehicles/:id/documents/:kind']>;

export interface DocumentUpload {
  holder: FleetDocument['holder'];
  kind: DocumentKind;
  file: File;
  /** Last valid day, 'YYYY-MM-DD'. */
  expiresOn: string;
  onProgress?: (fraction: number) => void;
}

/** POST /operator/{vehicles|drivers}/:id/documents/:kind (multipart, with progress): the document
 * replaces the kind's previous one and waits for review. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ holder, kind, file, expiresOn, onProgress }: DocumentUpload) => {
      const form = new FormData();
      // Text fields first: the server reads the fields sent before the file part.
      form.append('expires_on', expiresOn);
      form.append('file', file);
      const path =
        holder.type === 'vehicle'
          ? fillPath('/operator/vehicles/:id/documents/:kind', { id: holder.id, kind })
          : fillPath('/operator/drivers/:id/documents/:kind', { id: holder.id, kind });
      return apiUpload<UploadAnswer>(path, form, onProgress);
    },
  });
}

/** Downloads a document's file (a file, not JSON: no contract answer). */
export function downloadFleetDocument(document: Pick<FleetDocument, 'file_url' | 'original_name' | 'kind'>) {
  if (!document.file_url) return Promise.resolve();
  return apiDownload(document.file_url, document.original_name ?? `${document.kind}`);
}
