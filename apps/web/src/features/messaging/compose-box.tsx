import { MESSAGE_MAX_LENGTH } from '@dala/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { cn } from '../../lib/cn';

/**
 * The send box of a thread or a new conversation: trimmed text, 1 … MESSAGE_MAX_LENGTH characters
 * (the server checks the same), Enter sends and Shift+Enter adds a line. A refused message stays in
 * the box with the server's reason under it.
 */
export function ComposeBox({
  onSend,
  busy,
  autoFocus,
  className,
}: {
  onSend: (body: string) => Promise<unknown>;
  busy: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const canSend = trimmed.length > 0 && !tooLong && !busy;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fields?.body?.[0] : undefined;
      setError(field ?? t('thread.sendFailed', { reason: toastMessageFor(err) }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      onSubmit={(event) => void send(event)}
      className={cn('border-t border-sand-200 bg-white p-3', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('thread.composeLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={2}
          autoFocus={autoFocus}
          placeholder={t('thread.placeholder')}
          aria-invalid={Boolean(error) || tooLong}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-y rounded-xl border border-sand-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none',
            (error || tooLong) && 'border-red-600',
          )}
        />
        <Button type="submit" disabled={!canSend} busy={busy}>
          {busy ? t('thread.sending') : t('thread.send')}
        </Button>
      </div>
      <div id={`${id}-help`} className="mt-1 flex justify-between gap-2 text-xs">
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : (
          <p className="hidden text-stone-500 sm:block">{t('thread.enterHint')}</p>
        )}
        <p className={cn('ml-auto shrink-0', tooLong ? 'font-semibold text-red-700' : 'text-stone-500')}>
          {t('thread.count', { count: trimmed.length, max: MESSAGE_MAX_LENGTH })}
        </p>
      </div>
    </form>
  );
}
