import type { SavedIds, SavedItem } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastMessageFor } from '../../lib/api-client';
import { notify, loadToastModule } from '../../lib/notify';
import { SAVED_KEYS } from './api/saved-keys';
import { withListing } from './api/use-saved-ids';
import { saveRequest } from './api/use-toggle-saved';

/** How long "Undo" is offered before the item is removed for good. */
export const UNDO_MS = 6000;

const keyOf = (item: Pick<SavedItem, 'kind' | 'listing_id'>) => `${item.kind}:${item.listing_id}`;

/**
 * Remove without a question, with "Undo" in a toast: the item leaves the page (and its hearts empty) at
 * once, and the DELETE is sent when the toast's time is up, or at once when the page is left. Undo
 * within that time keeps the item as it was, with the price first seen (a new save would start over).
 */
export function useRemoveWithUndo() {
  const { t } = useTranslation('saved');
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>());

  const setHeart = useCallback(
    (item: SavedItem, saved: boolean) =>
      queryClient.setQueryData<SavedIds>(SAVED_KEYS.ids, (ids) =>
        ids ? withListing(ids, { kind: item.kind, id: item.listing_id }, saved) : ids,
      ),
    [queryClient],
  );
  const show = useCallback((key: string, visible: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (visible) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const remove = useCallback(
    (item: SavedItem) => {
      const key = keyOf(item);
      if (timers.current.has(key)) return;
      show(key, false);
      setHeart(item, false);
      const send = () => {
        timers.current.delete(key);
        saveRequest({ listing: { kind: item.kind, id: item.listing_id }, save: false }).then(
          () => {
            void queryClient.invalidateQueries({ queryKey: SAVED_KEYS.all });
          },
          (error: unknown) => {
            show(key, true);
            setHeart(item, true);
            notify.error(toastMessageFor(error));
          },
        );
      };
      timers.current.set(key, { timer: setTimeout(send, UNDO_MS), send });
      const undo = () => {
        const pending = timers.current.get(key);
        if (!pending) return;
        clearTimeout(pending.timer);
        timers.current.delete(key);
        show(key, true);
        setHeart(item, true);
      };
      void loadToastModule()
        .then(({ toast }) =>
          toast(
            (shown) => (
              <span className="flex items-center gap-3">
                <span>{t('item.removed', { title: item.title })}</span>
                <button
                  type="button"
                  className="shrink-0 rounded-lg px-2 py-1 font-semibold text-primary-700 hover:bg-primary-50"
                  onClick={() => {
                    undo();
                    toast.dismiss(shown.id);
                  }}
                >
                  {t('item.undo')}
                </button>
              </span>
            ),
            { id: `saved-undo-${key}`, duration: UNDO_MS },
          ),
        )
        .catch(() => {
          // Without the toast module there is no Undo: the removal goes ahead.
        });
    },
    [queryClient, setHeart, show, t],
  );

  // Leaving the page sends what is still waiting: a removal is not lost because the toast was.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, send } of [...pending.values()]) {
        clearTimeout(timer);
        send();
      }
    };
  }, []);

  const isHidden = useCallback((item: SavedItem) => hidden.has(keyOf(item)), [hidden]);
  return { remove, isHidden, hiddenCount: hidden.size };
}
