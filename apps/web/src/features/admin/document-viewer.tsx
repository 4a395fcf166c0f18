import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toastMessageFor } from '../../lib/api-client';
import { formatTimestampDate } from '../../lib/format';
import { intlLocale } from '../../lib/i18n';
import { downloadAdminDocument, useDocumentFile } from './api/document-file';

export interface ViewableDocument {
  /** The API path of the file (GET with the bearer token). */
  url: string;
  name: string;
  contentType: string;
  kindLabel: string;
  owner: string;
  sizeBytes?: number | null;
  uploadedAt?: string | null;
}

/** The file itself, inline: an image as an image, a PDF in a frame. */
function InlineFile({ doc }: { doc: ViewableDocument }) {
  const { t } = useTranslation('admin');
  const file = useDocumentFile(doc.url);
  if (file.state === 'loading') {
    return (
      <div aria-busy className="mt-3">
        <span className="sr-only">{t('viewer.loading')}</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (file.state === 'error') {
    return (
      <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('viewer.failed')}
      </p>
    );
  }
  // The type the server found in the file's bytes at upload; the answer's header otherwise.
  const type = doc.contentType || file.contentType;
  return type === 'application/pdf' ? (
    <iframe
      src={file.url}
      title={t('viewer.pdfTitle', { kind: doc.kindLabel, owner: doc.owner })}
      className="mt-3 h-[28rem] w-full rounded-xl border border-sand-200 bg-sand-50 sm:h-[36rem]"
    />
  ) : (
    <img
      src={file.url}
      alt={t('viewer.imageAlt', { kind: doc.kindLabel, owner: doc.owner })}
      className="mt-3 max-h-[36rem] w-auto max-w-full rounded-xl border border-sand-200 bg-sand-50 object-contain"
    />
  );
}

/** One document: its kind, name and size, View (inline, on demand) and Download. */
export function DocumentViewer({
  doc,
  initiallyOpen = false,
}: {
  doc: ViewableDocument;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(initiallyOpen);
  const number = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });
  // Scans are megabytes; a small PDF reads better in kilobytes than as '0.0 MB'.
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('viewer.kilobytes', { value: number.format(Math.max(1, Math.round(bytes / 1024))) })
      : t('viewer.megabytes', { value: number.format(bytes / (1024 * 1024)) });
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-sm font-semibold text-stone-900">{doc.kindLabel}</p>
          <p className="text-xs break-all text-stone-500" title={doc.name}>
            {doc.name}
            {doc.sizeBytes != null && doc.uploadedAt
              ? ` · ${t('viewer.size', {
                  size: size(doc.sizeBytes),
                  date: formatTimestampDate(doc.uploadedAt),
                })}`
              : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('viewer.hide') : t('viewer.show')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('viewer.downloadLabel', { name: doc.name })}
            onClick={() =>
              void downloadAdminDocument(doc.url, doc.name).catch((error: unknown) =>
                toast.error(toastMessageFor(error, t('viewer.failed'))),
              )
            }
          >
            {t('viewer.download')}
          </Button>
        </div>
      </div>
      {open && <InlineFile doc={doc} />}
    </div>
  );
}
