import {
  SAFARI_IMAGE_MAX_BYTES,
  SAFARI_IMAGE_TYPES,
  SAFARI_LIMITS,
  type SafariImage as SafariImageData,
} from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n, messageText } from '../../../lib/i18n';
import { Modal } from '../../../components/ui/modal';
import { SafariImage } from '../components/safari-image';
import { useSafariImageActions } from '../api/use-safari-images';

/** A file the browser can tell is wrong before uploading (the server also checks the magic bytes). */
export function imageFileProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(SAFARI_IMAGE_TYPES as readonly string[]).includes(file.type))
    return i18n.t('images.wrongType', { ns: 'safaris', name: file.name });
  if (file.size > SAFARI_IMAGE_MAX_BYTES) return i18n.t('images.tooBig', { ns: 'safaris', name: file.name });
  return null;
}

/** Ordered photos with one cover: upload, move, choose the cover, remove. */
export function ImagesSection({
  packageId,
  packageTitle,
  images,
  error,
}: {
  packageId: number;
  /** Describes the photos for screen readers (alt text). */
  packageTitle: string;
  images: SafariImageData[];
  error?: string;
}) {
  const { t } = useTranslation('safaris');
  const client = useQueryClient();
  const imageApi = useSafariImageActions();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<SafariImageData | null>(null);
  const ordered = [...images].sort((a, b) => a.position - b.position);

  const refresh = () => client.invalidateQueries({ queryKey: ['operator', 'safaris'] });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const list = Array.from(files);
    if (ordered.length + list.length > SAFARI_LIMITS.imagesMax) {
      toast.error(t('images.tooMany', { max: SAFARI_LIMITS.imagesMax }));
      return;
    }
    for (const [index, file] of list.entries()) {
      const problem = imageFileProblem(file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      setUploading({ name: file.name, progress: 0 });
      try {
        await imageApi.upload({
          packageId,
          file,
          alt: t('images.alt', { title: packageTitle, number: ordered.length + index + 1 }),
          onProgress: (progress) => setUploading({ name: file.name, progress }),
        });
        toast.success(t('images.uploaded', { name: file.name }));
      } catch (e) {
        toast.error(toastMessageFor(e, t('images.uploadFailed', { name: file.name })));
      }
    }
    setUploading(null);
    if (inputRef.current) inputRef.current.value = '';
    await refresh();
  };

  const reorder = async (ids: number[], coverId?: number) => {
    setBusy(true);
    try {
      await imageApi.order({ packageId, imageIds: ids, coverImageId: coverId });
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, t('images.reorderFailed')));
    } finally {
      setBusy(false);
    }
  };

  const ids = ordered.map((i) => i.id).filter((id): id is number => id !== null);
  const move = (index: number, delta: number) => {
    const next = [...ids];
    const target = index + delta;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    void reorder(next);
  };

  const remove = async () => {
    if (!removing?.id) return;
    setBusy(true);
    try {
      await imageApi.remove({ packageId, imageId: removing.id });
      toast.success(t('images.removed'));
      setRemoving(null);
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, t('images.removeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('images.title')}</h2>
          <p className="text-sm text-stone-600">{t('images.lead')}</p>
        </div>
        <div>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={SAFARI_IMAGE_TYPES.join(',')}
            multiple
            className="sr-only"
            onChange={(e) => void upload(e.target.files)}
            disabled={!!uploading}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 has-[+*:focus-visible]:outline-2',
              uploading && 'pointer-events-none opacity-55',
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
            {t('images.upload')}
          </label>
        </div>
      </div>
      {uploading && (
        <div role="status" className="text-sm text-stone-600">
          {t('images.uploading', { name: uploading.name, percent: Math.round(uploading.progress * 100) })}
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-sand-200">
            <div
              className="h-full bg-primary-600 transition-all"
              style={{ width: `${Math.round(uploading.progress * 100)}%` }}
            />
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
      {ordered.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-600">
          {t('images.none')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={busy}>
          {ordered.map((image, i) => (
            <li key={image.id ?? image.url} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
              <div className="relative">
                <SafariImage
                  image={image}
                  alt={image.alt || t('images.photo', { number: i + 1 })}
                  sizes="200px"
                  className="aspect-[4/3] w-full"
                />
                {image.is_cover && (
                  <span className="absolute top-2 left-2 rounded-full bg-acacia-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('images.cover')}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-1 p-1.5">
                <div className="flex">
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-sm text-stone-700 hover:bg-sand-100 disabled:opacity-30"
                    disabled={busy || i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('images.moveEarlier', { number: i + 1 })}
                  >
                    {t('images.earlierMark')}
                  </button>
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-sm text-stone-700 hover:bg-sand-100 disabled:opacity-30"
                    disabled={busy || i === ordered.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('images.moveLater', { number: i + 1 })}
                  >
                    {t('images.laterMark')}
                  </button>
                </div>
                <div className="flex">
                  {!image.is_cover && image.id !== null && (
                    <button
                      type="button"
                      className="rounded-lg px-2 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-30"
                      disabled={busy}
                      onClick={() => void reorder(ids, image.id ?? undefined)}
                    >
                      {t('images.makeCover')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-30"
                    disabled={busy || image.id === null}
                    onClick={() => setRemoving(image)}
                    aria-label={t('images.removeLabel', { number: i + 1 })}
                  >
                    {t('images.remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        closeDisabled={busy}
        title={t('images.removeTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={busy}>
              {t('images.keepIt')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void remove()}>
              {t('images.removePhoto')}
            </Button>
          </>
        }
      >
        {t('images.removeBody')} {removing?.is_cover ? t('images.nextCover') : ''}
      </Modal>
    </Card>
  );
}
