import { MEALS, SAFARI_TIERS, type Meal } from '@dala/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { messageText } from '../../../lib/i18n';
import { MEAL_LABELS, TIER_LABELS } from '../../../lib/format';
import { DestinationsPicker } from './destinations-picker';
import type { FormErrors } from './package-form';
import type { PackageEditorValues } from './package-resolver';

/** Every field of a package, grouped in cards; errors come from the shared schema and the server. */
export function PackageFields({
  form,
  errors,
  onDurationChange,
}: {
  form: UseFormReturn<PackageEditorValues>;
  errors: FormErrors;
  /** The duration decides the itinerary's days; the editor asks before dropping written days. */
  onDurationChange: (text: string) => void;
}) {
  const { register, setValue, getValues, control } = form;
  const [isPrivate, itinerary, destinations, duration] = useWatch({
    control,
    name: ['is_private', 'itinerary', 'destinations', 'duration_days'],
  });

  const toggleMeal = (index: number, meal: Meal) => {
    const meals = getValues(`itinerary.${index}.meals`) ?? [];
    setValue(
      `itinerary.${index}.meals`,
      meals.includes(meal)
        ? meals.filter((m) => m !== meal)
        : MEALS.filter((m) => m === meal || meals.includes(m)),
    );
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">About the safari</h2>
        <TextField label="Title" maxLength={120} {...register('title')} error={errors.title} />
        <TextareaField
          label="Summary"
          rows={2}
          maxLength={300}
          hint="One or two sentences shown on search results (at least 30 characters to publish)."
          {...register('summary')}
          error={errors.summary}
        />
        <TextareaField
          label="Description"
          rows={6}
          hint="What makes this safari special (at least 80 characters to publish)."
          {...register('description')}
          error={errors.description}
        />
        <DestinationsPicker
          value={destinations}
          onChange={(v) => setValue('destinations', v)}
          error={errors.destinations}
        />
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">Trip style</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Comfort level" {...register('tier')} error={errors.tier}>
            {SAFARI_TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </SelectField>
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
                    isPrivate === option.value ? 'bg-primary-50 ring-2 ring-primary-500' : 'ring-sand-300',
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-semibold">
                    <input
                      type="radio"
                      name="tour-type"
                      className="accent-primary-600"
                      checked={isPrivate === option.value}
                      onChange={() => setValue('is_private', option.value)}
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
            {...register('max_group_size')}
            error={errors.max_group_size}
          />
          {isPrivate && (
            <TextField
              label="Minimum notice (days)"
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              hint="How many days ahead travelers must book."
              {...register('min_notice_days')}
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
            {...register('adult_price_usd')}
            error={errors.adult_price_usd}
          />
          <TextField
            label="Price per child, 2–12 (USD)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Infants under 2 travel free."
            {...register('child_price_usd')}
            error={errors.child_price_usd}
          />
          <TextField
            label="Deposit (%)"
            type="number"
            inputMode="numeric"
            min={25}
            max={30}
            hint="25–30% of the total, paid at booking."
            {...register('deposit_percent')}
            error={errors.deposit_percent}
          />
          <TextField
            label="Balance due (days before departure)"
            type="number"
            inputMode="numeric"
            min={30}
            max={60}
            hint="30–60 days; later bookings pay in full."
            {...register('balance_due_days')}
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
            value={duration}
            onChange={(e) => onDurationChange(e.target.value)}
            error={errors.duration_days}
          />
        </div>
        {errors.itinerary && (
          <p role="alert" className="text-sm text-red-700">
            {messageText(errors.itinerary)}
          </p>
        )}
        <ol className="space-y-4">
          {itinerary.map((day, i) => (
            <li key={i} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
              <h3 className="mb-3 text-sm font-bold text-primary-800">Day {i + 1}</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Title"
                  maxLength={120}
                  {...register(`itinerary.${i}.title`)}
                  error={errors[`itinerary.${i}.title`]}
                />
                <TextField
                  label="Accommodation"
                  maxLength={160}
                  {...register(`itinerary.${i}.accommodation`)}
                  error={errors[`itinerary.${i}.accommodation`]}
                />
                <TextareaField
                  label="Description"
                  rows={2}
                  className="sm:col-span-2"
                  {...register(`itinerary.${i}.description`)}
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
        <TextareaField
          label="Included"
          rows={6}
          hint="One item per line."
          {...register('inclusions')}
          error={errors.inclusions}
        />
        <TextareaField
          label="Not included"
          rows={6}
          hint="One item per line."
          {...register('exclusions')}
          error={errors.exclusions}
        />
      </Card>
    </div>
  );
}
