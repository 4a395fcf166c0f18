import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/form-field';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';

/**
 * A deal code at checkout: "Apply" asks the server's quote with the code (`check`); an unknown, expired
 * or otherwise unusable code is the quote's field message under the input and is not applied. An applied
 * code is kept by the caller (`onApply`) and sent with every quote and with the booking; the server
 * decides the discount either way. `appliedTitle`: the deal the current quote applied, if any.
 */
export function DealCodeField({
  applied,
  appliedTitle,
  check,
  onApply,
}: {
  applied: string | null;
  appliedTitle: string | null;
  check: (code: string) => Promise<unknown>;
  onApply: (code: string | null) => void;
}) {
  // Without suspending: the field sits in pages that do not load the deals texts up front (the
  // server-rendered safari page among them); it appears once they are in, on the server and in the browser alike.
  const { t, ready } = useTranslation('deals', { useSuspense: false });
  const id = useId();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    setError(null);
    if (!wanted) {
      onApply(null);
      return;
    }
    setChecking(true);
    try {
      await check(wanted);
      onApply(wanted);
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fields?.deal_code?.[0] : undefined;
      setError(field ? messageText(String(field)) : toastMessageFor(err));
    } finally {
      setChecking(false);
    }
  }

  if (!ready) return null;
  return (
    <form onSubmit={(e) => void apply(e)} noValidate className="text-sm">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {t('code.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          className={controlClasses}
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        {applied ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setCode('');
              setError(null);
              onApply(null);
            }}
          >
            {t('code.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" busy={checking}>
            {t('code.apply')}
          </Button>
        )}
      </div>
      <p
        id={`${id}-note`}
        role={error ? 'alert' : undefined}
        className={error ? 'mt-1 text-red-700' : 'mt-1 text-stone-500'}
      >
        {error ?? (applied && appliedTitle ? t('code.applied', { title: appliedTitle }) : t('code.hint'))}
      </p>
    </form>
  );
}
