import { FLEET_LIMITS, type FleetPhoto } from '@dala/shared';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { messageText } from '../../../lib/i18n';
import { useRefreshFleet, useVehiclePhotoActions } from '../api/fleet-vehicles';

/** Photo types the server takes (it also checks each file's content). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the browser can tell is wrong before uploading a photo: a message key, or null. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'fleet.photoTypeNotAllowed';
  if (file.size > FLEET_LIMITS.photoMaxBytes) return 'fleet.photoTooLarge';
  return null;
}

/** The first field message of a failed upload, else its text. */
function uploadError(error: unknown, fallback: string): string {
  const fields = (error as { fields?: Record<string, string[]> } | null)?.fields;
  const first = fields ? Object.values(fields)[0]?.[0] : undefined;
  return first ?? toastMessageFor(error, fallback);
}

/** A vehicle's photos: upload (checked by content on the server), remove; the first is the cover. */
export function VehiclePhotos({
  vehicleId,
  plate,
  photos,
}: {
  vehicleId: number;
  plate: string;
  photos: FleetPhoto[];
}) {
  const { t } = useTranslation('fleet');
  const actions = useVehiclePhotoActions();
  const refresh = useRefreshFleet();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<FleetPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const full = ordered.length >= FLEET_LIMITS.photosMax;

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const list = Array.from(files).slice(0, FLEET_LIMITS.photosMax - ordered.length);
    const problems: string[] = [];
    let added = 0;
    for (const [index, file] of list.entries()) {
      const problem = photoFileProblem(file);
      if (problem) {
        problems.push(t('photos.fileProblem', { name: file.name, problem: messageText(problem) }));
        continue;
      }
      setUploading({ name: file.name, progress: 0 });
      try {
        await actions.upload({
          vehicleId,
          file,
          alt: t('photos.alt', { plate, number: ordered.length + index + 1 }),
          onProgress: (progress) => setUploading({ name: file.name, progress }),
        });
        added += 1;
      } catch (error) {
        problems.push(
          t('photos.fileProblem', {
            name: file.name,
            problem: messageText(uploadError(error, t('photos.uploadFailed'))),
          }),
        );
      }
    }
    setUploading(null);
    setErrors(problems);
    if (inputRef.current) inputRef.current.value = '';
    if (added > 0) {
      toast.success(t('photos.uploaded', { count: added }));
      await refresh();
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await actions.remove({ vehicleId, photoId: removing.id });
      toast.success(t('photos.removed'));
      setRemoving(null);
      await refresh();
    } catch (error) {
      toast.error(toastMessageFor(error, t('photos.removeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('photos.title')}</h2>
          <p className="text-sm text-stone-600">{t('photos.lead', { max: FLEET_LIMITS.photosMax })}</p>
        </div>
        <div>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            className="peer sr-only"
            onChange={(event) => void upload(event.currentTarget.files)}
            disabled={!!uploading || full}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-trip-600',
              (uploading || full) && 'pointer-events-none opacity-55',
            )}
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden
            >
              <path d="M10 13V3m0 0L6 7m4-4 4 4M3 13v3h14v-3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('photos.upload')}
          </label>
        </div>
      </div>
      {uploading && (
        <div role="status" className="text-sm text-stone-600">
          {t('photos.uploading', { name: uploading.name, percent: Math.round(uploading.progress * 100) })}
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-sand-200">
            <div
              className="h-full bg-trip-600 transition-all"
              style={{ width: `${Math.round(uploading.progress * 100)}%` }}
            />
          </div>
        </div>
      )}
      {errors.length > 0 && (
        <Alert tone="error" title={t('photos.someFailed')}>
          <ul className="list-disc space-y-0.5 pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      )}
      {ordered.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-600">
          {t('photos.none')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={busy}>
          {ordered.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
              <div className="relative">
                <img
                  src={photo.url}
                  srcSet={photo.srcset || undefined}
                  sizes={photo.srcset ? '200px' : undefined}
                  alt={photo.alt || t('photos.photo', { number: index + 1 })}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-trip-50 object-cover"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-trip-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('photos.cover')}
                  </span>
                )}
              </div>
              <div className="flex justify-end p-1.5">
                <button
                  type="button"
                  className="min-h-9 rounded-lg px-2 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-30"
                  disabled={busy}
                  onClick={() => setRemoving(photo)}
                  aria-label={t('photos.removeLabel', { number: index + 1 })}
                >
                  {t('photos.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        closeDisabled={busy}
        title={t('photos.removeTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={busy}>
              {t('photos.keep')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void remove()}>
              {t('photos.removePhoto')}
            </Button>
          </>
        }
      >
        {t('photos.removeBody')}
      </Modal>
    </Card>
  );
}
