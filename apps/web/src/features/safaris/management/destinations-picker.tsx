import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { messageText } from '../../../lib/i18n';
import { useDestinations } from '../api/use-destinations';

/** Several destinations from the destinations table, chosen with checkboxes and a filter box. */
export function DestinationsPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (slugs: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('safaris');
  const destinations = useDestinations();
  const [filter, setFilter] = useState('');
  const id = useId();
  const all = destinations.data?.items ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((d) => `${d.name} ${d.region}`.toLowerCase().includes(needle)) : all;
  const chosen = value.map(
    (slug) => all.find((d) => d.slug === slug) ?? { slug, name: slug, region: '', type: '' },
  );

  const toggle = (slug: string) =>
    onChange(value.includes(slug) ? value.filter((s) => s !== slug) : [...value, slug]);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">
        {t('destinationsPicker.legend')}
      </legend>
      {chosen.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t('destinationsPicker.chosen')}>
          {chosen.map((d) => (
            <li key={d.slug}>
              <button
                type="button"
                onClick={() => toggle(d.slug)}
                className="inline-flex items-center gap-1 rounded-full bg-primary-100 px-2.5 py-1 text-xs font-semibold text-primary-900 hover:bg-primary-200"
                aria-label={t('destinationsPicker.remove', { name: d.name })}
              >
                {d.name} <span aria-hidden>{t('destinationsPicker.removeMark')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        type="search"
        aria-label={t('destinationsPicker.filter')}
        placeholder={t('destinationsPicker.filterPlaceholder')}
        className={inputClasses}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div
        className={cn(
          'mt-2 max-h-48 overflow-y-auto rounded-xl p-1 ring-1 ring-inset',
          error ? 'ring-red-300' : 'ring-sand-200',
        )}
      >
        {destinations.isPending ? (
          <p className="p-2 text-sm text-stone-500">{t('destinationsPicker.loading')}</p>
        ) : destinations.isError ? (
          <p className="p-2 text-sm text-red-700">{messageText(destinations.error.message)}</p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-sm text-stone-500">{t('destinationsPicker.none')}</p>
        ) : (
          shown.map((d) => (
            <label
              key={d.slug}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-sand-100"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                checked={value.includes(d.slug)}
                onChange={() => toggle(d.slug)}
              />
              <span className="text-stone-900">{d.name}</span>
              <span className="text-xs text-stone-500">{d.region}</span>
            </label>
          ))
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}
