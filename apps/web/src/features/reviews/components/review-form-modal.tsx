import {
  REVIEW_MAX_PHOTOS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  type MyReview,
  type ReviewSubject,
} from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import {
  useAddReviewPhoto,
  useCreateReview,
  useRemoveReviewPhoto,
  useUpdateReview,
} from '../api/reviews-api';
import { StarInput } from './stars';

export type ReviewFormTarget =
  { mode: 'create'; bookingId: string; subject: ReviewSubject } | { mode: 'edit'; review: MyReview };

type Field = 'rating' | 'title' | 'text' | 'photo';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Writing or editing a review: stars, title, text and up to four photos (checked here for type and
 * size as a courtesy; the server checks them by content). Field errors come from the server's answer.
 */
export function ReviewFormModal({ target, onClose }: { target: ReviewFormTarget; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const editing = target.mode === 'edit' ? target.review : null;
  const subject = editing ? editing.subject : target.mode === 'create' ? target.subject : null;
  const [rating, setRating] = useState<number | null>(editing?.rating ?? null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const addPhoto = useAddReviewPhoto();
  const removePhoto = useRemoveReviewPhoto();
  const [photos, setPhotos] = useState(editing?.photos ?? []);
  const busy = create.isPending || update.isPending || addPhoto.isPending;
  const room = REVIEW_MAX_PHOTOS - photos.length - files.length;

  function check(): boolean {
    const found: Partial<Record<Field, string>> = {};
    if (rating === null) found.rating = t('form.ratingRequired');
    if (!title.trim()) found.title = t('form.titleRequired');
    if (text.trim().length < REVIEW_TEXT_MIN) found.text = t('form.textTooShort', { min: REVIEW_TEXT_MIN });
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function showServerError(err: unknown) {
    if (err instanceof ApiRequestError && err.fields) {
      const next: Partial<Record<Field, string>> = {};
      for (const [field, messages] of Object.entries(err.fields)) {
        if (['rating', 'title', 'text', 'photo'].includes(field) && messages[0]) {
          next[field as Field] = messageText(messages[0]);
        }
      }
      if (Object.keys(next).length > 0) {
        setErrors(next);
        return;
      }
    }
    setFormError(err instanceof Error ? messageText(err.message) : t('form.failed'));
  }

  function pickFiles(list: FileList | null) {
    if (!list) return;
    const chosen = Array.from(list);
    const bad = chosen.find((f) => !PHOTO_TYPES.includes(f.type) || f.size > REVIEW_PHOTO_MAX_BYTES);
    if (bad) {
      setErrors((e) => ({ ...e, photo: t('form.photoInvalid') }));
      return;
    }
    if (chosen.length > room) {
      setErrors((e) => ({ ...e, photo: t('form.tooManyPhotos', { max: REVIEW_MAX_PHOTOS }) }));
      return;
    }
    setErrors((e) => ({ ...e, photo: undefined }));
    setFiles((current) => [...current, ...chosen]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!check() || rating === null) return;
    let reviewId: number;
    try {
      if (target.mode === 'create') {
        const created = await create.mutateAsync({ booking_id: target.bookingId, rating, title, text });
        reviewId = created.id;
      } else {
        reviewId = target.review.id;
        await update.mutateAsync({ id: reviewId, body: { rating, title, text } });
      }
    } catch (err) {
      showServerError(err);
      return;
    }
    // The review is saved; a photo the server refuses is said, the others still go up.
    let failed = 0;
    for (const file of files) {
      try {
        await addPhoto.mutateAsync({ id: reviewId, file });
      } catch {
        failed++;
      }
    }
    if (failed > 0) toast.error(t('form.photosFailed', { count: failed }));
    toast.success(target.mode === 'create' ? t('form.published') : t('form.saved'));
    onClose();
  }

  async function deletePhoto(photoId: number) {
    if (!editing) return;
    try {
      const updated = await removePhoto.mutateAsync({ id: editing.id, photoId });
      setPhotos(updated.photos);
    } catch (err) {
      showServerError(err);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeDisabled={busy}
      title={editing ? t('form.editTitle') : t('form.writeTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form="review-form" busy={busy}>
            {editing ? t('form.save') : t('form.publish')}
          </Button>
        </>
      }
    >
      <form id="review-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {subject && (
          <p className="text-sm text-stone-600">
            {t('form.of', { subject: subject.title, operator: subject.operator_name })}
          </p>
        )}
        {formError && <Alert tone="error">{formError}</Alert>}
        <StarInput value={rating} onChange={setRating} error={errors.rating} />
        <TextField
          label={t('form.titleLabel')}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextareaField
          label={t('form.textLabel')}
          hint={t('form.textHint', { min: REVIEW_TEXT_MIN })}
          rows={6}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          error={errors.text}
        />
        <div>
          <p className="text-sm font-semibold text-stone-800">
            {t('form.photos', { max: REVIEW_MAX_PHOTOS })}
          </p>
          {(photos.length > 0 || files.length > 0) && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {photos.map((photo, i) => (
                <li key={photo.id} className="relative">
                  <img
                    src={photo.url}
                    alt={t('form.photoAlt', { n: i + 1 })}
                    className="size-20 rounded-lg object-cover"
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-1 w-20"
                    onClick={() => void deletePhoto(photo.id)}
                    disabled={removePhoto.isPending}
                  >
                    {t('form.removePhoto')}
                  </Button>
                </li>
              ))}
              {files.map((file, i) => (
                <li key={`${file.name}-${i}`} className="w-20 text-xs text-stone-600">
                  <span className="block truncate">{file.name}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="mt-1"
                    onClick={() => setFiles((current) => current.filter((_, k) => k !== i))}
                  >
                    {t('form.removePhoto')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {room > 0 && (
            <label className="mt-2 block text-sm">
              <span className="sr-only">{t('form.addPhotos')}</span>
              <input
                type="file"
                accept={PHOTO_TYPES.join(',')}
                multiple
                aria-label={t('form.addPhotos')}
                onChange={(e) => {
                  pickFiles(e.target.files);
                  e.target.value = '';
                }}
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:font-semibold"
              />
            </label>
          )}
          {errors.photo && <p className="mt-1 text-sm text-red-700">{errors.photo}</p>}
        </div>
      </form>
    </Modal>
  );
}
