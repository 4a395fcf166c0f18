import { useEffect, useState } from 'react';
import { API_BASE_URL, apiDownload, silentRefresh, tokenStore } from '../../../lib/api-client';

export type DocumentFile =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; url: string; contentType: string };

async function fetchWithToken(path: string): Promise<Response> {
  const get = () =>
    fetch(`${API_BASE_URL}${path}`, {
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(tokenStore.get() ? { Authorization: `Bearer ${tokenStore.get()}` } : {}),
      },
    });
  const first = await get();
  // An access token that expired while the page was open: refreshed once, as callApi does.
  if (first.status !== 401 || !(await silentRefresh())) return first;
  return get();
}

/**
 * A protected document (an operator's verification file, a transporter's vehicle or driver document)
 * fetched with the bearer token and held as an object URL for the page to show inline; the URL is
 * revoked when the document changes or the viewer goes away.
 */
export function useDocumentFile(url: string | null): DocumentFile {
  // The answer is kept with the URL it is for: another URL reads as loading until its own arrives.
  const [file, setFile] = useState<{ for: string; file: DocumentFile } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const path = url.startsWith(API_BASE_URL) ? url.slice(API_BASE_URL.length) : url;
    fetchWithToken(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ for: url, file: { state: 'ready', url: objectUrl, contentType: blob.type } });
      })
      .catch(() => {
        if (!cancelled) setFile({ for: url, file: { state: 'error' } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return file && file.for === url ? file.file : { state: 'loading' };
}

/** Saves a protected document as a file (the viewer's download button). */
export function downloadAdminDocument(url: string, name: string) {
  return apiDownload(url, name);
}
