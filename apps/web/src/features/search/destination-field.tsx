import type { SearchMode } from '@dala/shared';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Spinner } from '../../components/ui/spinner';
import { useDestinationSuggestions, type Suggestion } from './api/use-destination-suggestions';
import { useDismiss } from '../../components/ui/use-dismiss';

export function PinIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/**
 * The destination field (spec §2): a combobox with suggestions from the destinations table (in Trips
 * mode, the towns trips stop at), keyboard navigable, closing on outside click and Escape; 'No
 * destinations found' when nothing matches.
 */
export function DestinationField({
  value,
  onChange,
  accent,
  mode = 'safari',
}: {
  value: string;
  onChange: (value: string) => void;
  accent: 'primary' | 'trip';
  mode?: SearchMode;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const listId = `${id}-list`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  useDismiss(open, close, containerRef);
  const { data, isFetching, isError } = useDestinationSuggestions(value, open, mode);
  const items: Suggestion[] = data?.items ?? [];

  const choose = (destination: Suggestion) => {
    onChange(destination.name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && open && activeIndex >= 0 && items[activeIndex]) {
      event.preventDefault();
      choose(items[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {t('destination.label')}
      </label>
      <div className="relative">
        <PinIcon
          className={cn(
            'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2',
            accent === 'trip' ? 'text-trip-600' : 'text-primary-600',
          )}
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined}
          placeholder={t('destination.placeholder')}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-12 w-full rounded-xl border border-sand-300 bg-white pr-9 pl-10 text-base font-medium text-stone-900 placeholder:font-normal placeholder:text-stone-400 focus:ring-3 focus:outline-none sm:text-sm',
            accent === 'trip'
              ? 'focus:border-trip-500 focus:ring-trip-200'
              : 'focus:border-primary-500 focus:ring-primary-200',
          )}
        />
        {isFetching && open && (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-400" />
        )}
      </div>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('destination.suggestions')}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-auto rounded-xl border border-sand-200 bg-white p-1.5 shadow-raised"
        >
          {items.map((d, i) => (
            <li
              key={d.key}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(d)}
              onMouseEnter={() => setActiveIndex(i)}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5',
                i === activeIndex ? (accent === 'trip' ? 'bg-trip-50' : 'bg-primary-50') : '',
              )}
            >
              <PinIcon className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <span>
                <span className="block text-sm font-semibold text-stone-900">{d.name}</span>
                <span className="block text-xs text-stone-500">
                  {d.region} · {d.type ?? t('destination.town')}
                </span>
              </span>
            </li>
          ))}
          {items.length === 0 && !isFetching && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-3 py-3 text-sm text-stone-500"
            >
              {isError ? t('destination.unavailable') : t('destination.none')}
            </li>
          )}
          {items.length === 0 && isFetching && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-3 py-3 text-sm text-stone-500"
            >
              {t('destination.looking')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
