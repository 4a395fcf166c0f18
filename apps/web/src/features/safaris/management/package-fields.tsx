import { MEALS, SAFARI_TIERS, type Meal } from '@dala/shared';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { MEAL_LABELS, TIER_LABELS } from '../../../lib/format';
import { DestinationsPicker } from './destinations-picker';
import { TextAreaField, SelectField } from './form-controls';
import {
  resizeItinerary,
  type FormErrors,
  type ItineraryDayDraft,
  type PackageFormState,
} from './package-form';

/** Every field of a package, grouped in cards; errors come from the shared schema and the server. */
export function PackageFields({
  form,
  errors,
  onChange,
}: {
  form: PackageFormState;
  errors: FormErrors;
  onChange: (next: PackageFormState) => void;
}) {
  const set = <K extends keyof PackageFormState>(key: K, value: PackageFormState[K]) =>
    onChange({ ...form, [key]: value });

  const setDuration = (text: string) => {
    const days = Number(text);
    onChange({ ...form, duration_days: text, itinerary: resizeItinerary(form.itinerary, days) });
  };

  const setDay = (index: number, patch: Partial<ItineraryDayDraft>) =>
    set(
      'itinerary',
      form.itinerary.map((d, i) => (i === index ? { ...d, ...patch } : d)),
    );

  const toggleMeal = (index: number, meal: Meal) => {
    const day = form.itinerary[index];
    if (!day) return;
    const meals = day.meals.includes(meal)
      ? day.meals.filter((m) => m !== meal)
      : MEALS.filter((m) => m === meal || day.meals.includes(m));
    setDay(index, { meals });
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">About the safari</h2>
        <TextField
          label="Title"
          value={form.title}
          maxLength={120}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
        />
        <TextAreaField
          label="Summary"
          rows={2}
          maxLength={300}
          hint="One or two sentences shown on search results (at least 30 characters to publish)."
          value={form.summary}
          onChange={(e) => set('summary', e.target.value)}
          error={errors.summary}
        />
        <TextAreaField
          label="Description"
          rows={6}
          hint="What makes this safari special (at least 80 characters to publish)."
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <DestinationsPicker
          value={form.destinations}
          onChange={(v) => set('destinations', v)}
          error={errors.destinations}
        />
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">Trip style</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Comfort level"
            value={form.tier}
            onChange={(v) => set('tier', v as PackageFormState['tier'])}
            options={SAFARI_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))}
            error={errors.tier}
          />
          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-stone-700">Tour type</legend>
            <div className="grid grid-cols-2 gap-2">
              {[
                { value: false, label: 'Group', hint: 'Fixed departures' },
                { value: true, label: 'Private', hint: 'Any free date' },
              ].map((option) => (
                <label
                  key={String(option.value)}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-xl px-3 py-2 ring-1 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                    form.is_private === option.value
                      ? 'bg-primary-50 ring-2 ring-primary-500'
                      : 'ring-sand-300',
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-semibold">
                    <input
                      type="radio"
                      name="tour-type"
                      className="accent-primary-600"
                      checked={form.is_private === option.value}
                      onChange={() => set('is_private', option.value)}
                    />
                    {option.label}
                  </span>
                  <span className="text-xs text-stone-500">{option.hint}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label="Maximum group size"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={form.max_group_size}
            onChange={(e) => set('max_group_size', e.target.value)}
            error={errors.max_group_size}
          />
          {form.is_private && (
            <TextField
              label="Minimum notice (days)"
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              hint="How many days ahead travelers must book."
              value={form.min_notice_days}
              onChange={(e) => set('min_notice_days', e.target.value)}
              error={errors.min_notice_days}
            />
          )}
        </div>
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">Prices and payment</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price per adult (USD)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.adult_price_usd}
            onChange={(e) => set('adult_price_usd', e.target.value)}
            error={errors.adult_price_usd}
          />
          <TextField
            label="Price per child, 2–12 (USD)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Infants under 2 travel free."
            value={form.child_price_usd}
            onChange={(e) => set('child_price_usd', e.target.value)}
            error={errors.child_price_usd}
          />
          <TextField
            label="Deposit (%)"
            type="number"
            inputMode="numeric"
            min={25}
            max={30}
            hint="25–30% of the total, paid at booking."
            value={form.deposit_percent}
            onChange={(e) => set('deposit_percent', e.target.value)}
            error={errors.deposit_percent}
          />
          <TextField
            label="Balance due (days before departure)"
            type="number"
            inputMode="numeric"
            min={30}
            max={60}
            hint="30–60 days; later bookings pay in full."
            value={form.balance_due_days}
            onChange={(e) => set('balance_due_days', e.target.value)}
            error={errors.balance_due_days}
          />
        </div>
      </Card>

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-bold">Day-by-day itinerary</h2>
            <p className="text-sm text-stone-600">
              One entry per day; changing the duration adds or removes days.
            </p>
          </div>
          <TextField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            className="w-40"
            value={form.duration_days}
            onChange={(e) => setDuration(e.target.value)}
            error={errors.duration_days}
          />
        </div>
        {errors.itinerary && (
          <p role="alert" className="text-sm text-red-700">
            {errors.itinerary}
          </p>
        )}
        <ol className="space-y-4">
          {form.itinerary.map((day, i) => (
            <li key={i} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
              <h3 className="mb-3 text-sm font-bold text-primary-800">Day {i + 1}</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Title"
                  value={day.title}
                  maxLength={120}
                  onChange={(e) => setDay(i, { title: e.target.value })}
                  error={errors[`itinerary.${i}.title`]}
                />
                <TextField
                  label="Accommodation"
                  value={day.accommodation}
                  maxLength={160}
                  onChange={(e) => setDay(i, { accommodation: e.target.value })}
                  error={errors[`itinerary.${i}.accommodation`]}
                />
                <TextAreaField
                  label="Description"
                  rows={2}
                  className="sm:col-span-2"
                  value={day.description}
                  onChange={(e) => setDay(i, { description: e.target.value })}
                  error={errors[`itinerary.${i}.description`]}
                />
                <fieldset className="sm:col-span-2">
                  <legend className="mb-1 text-sm font-medium text-stone-700">Meals</legend>
                  <div className="flex flex-wrap gap-4">
                    {MEALS.map((meal) => (
                      <label key={meal} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary-600"
                          checked={day.meals.includes(meal)}
                          onChange={() => toggleMeal(i, meal)}
                        />
                        {MEAL_LABELS[meal]}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <TextAreaField
          label="Included"
          rows={6}
          hint="One item per line."
          value={form.inclusions}
          onChange={(e) => set('inclusions', e.target.value)}
          error={errors.inclusions}
        />
        <TextAreaField
          label="Not included"
          rows={6}
          hint="One item per line."
          value={form.exclusions}
          onChange={(e) => set('exclusions', e.target.value)}
          error={errors.exclusions}
        />
      </Card>
    </div>
  );
}
