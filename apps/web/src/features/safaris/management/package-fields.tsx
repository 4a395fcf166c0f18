import { MEALS, SAFARI_TIERS, type Meal } from '@dala/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageText } from '../../../lib/i18n';
import { DestinationsPicker } from './destinations-picker';
import type { FormErrors } from './package-form';
import type { PackageEditorValues } from './package-resolver';
import { ChoiceCards } from '../../../components/ui/choice-cards';

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
  const { t } = useTranslation('safaris');
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

  const tourTypes = [
    { value: false, label: t('fields.group'), hint: t('fields.groupHint') },
    { value: true, label: t('fields.private'), hint: t('fields.privateHint') },
  ];
  const field = {
    title: register('title'),
    summary: register('summary'),
    description: register('description'),
    tier: register('tier'),
    maxGroupSize: register('max_group_size'),
    minNoticeDays: register('min_notice_days'),
    adultPrice: register('adult_price_usd'),
    childPrice: register('child_price_usd'),
    deposit: register('deposit_percent'),
    balanceDue: register('balance_due_days'),
    inclusions: register('inclusions'),
    exclusions: register('exclusions'),
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('fields.about')}</h2>
        <TextField label={t('fields.title')} maxLength={120} {...field.title} error={errors.title} />
        <TextareaField
          label={t('fields.summary')}
          rows={2}
          maxLength={300}
          hint={t('fields.summaryHint')}
          {...field.summary}
          error={errors.summary}
        />
        <TextareaField
          label={t('fields.description')}
          rows={6}
          hint={t('fields.descriptionHint')}
          {...field.description}
          error={errors.description}
        />
        <DestinationsPicker
          value={destinations}
          onChange={(v) => setValue('destinations', v)}
          error={errors.destinations}
        />
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('fields.tripStyle')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('fields.comfort')} {...field.tier} error={errors.tier}>
            {SAFARI_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t(`tiers.${tier}`)}
              </option>
            ))}
          </SelectField>
          <ChoiceCards
            legend={t('fields.tourType')}
            name="tour-type"
            options={tourTypes}
            value={isPrivate}
            onChange={(value) => setValue('is_private', value)}
          />
          <TextField
            label={t('fields.maxGroupSize')}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            {...field.maxGroupSize}
            error={errors.max_group_size}
          />
          {isPrivate && (
            <TextField
              label={t('fields.minNotice')}
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              hint={t('fields.minNoticeHint')}
              {...field.minNoticeDays}
              error={errors.min_notice_days}
            />
          )}
        </div>
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('fields.prices')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.adultPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...field.adultPrice}
            error={errors.adult_price_usd}
          />
          <TextField
            label={t('fields.childPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint={t('fields.childPriceHint')}
            {...field.childPrice}
            error={errors.child_price_usd}
          />
          <TextField
            label={t('fields.deposit')}
            type="number"
            inputMode="numeric"
            min={25}
            max={30}
            hint={t('fields.depositHint')}
            {...field.deposit}
            error={errors.deposit_percent}
          />
          <TextField
            label={t('fields.balanceDue')}
            type="number"
            inputMode="numeric"
            min={30}
            max={60}
            hint={t('fields.balanceDueHint')}
            {...field.balanceDue}
            error={errors.balance_due_days}
          />
        </div>
      </Card>

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-bold">{t('fields.itinerary')}</h2>
            <p className="text-sm text-stone-600">{t('fields.itineraryLead')}</p>
          </div>
          <TextField
            label={t('fields.duration')}
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
              <h3 className="mb-3 text-sm font-bold text-primary-800">{t('fields.day', { day: i + 1 })}</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('fields.title')}
                  maxLength={120}
                  {...register(`itinerary.${i}.title`)}
                  error={errors[`itinerary.${i}.title`]}
                />
                <TextField
                  label={t('fields.accommodation')}
                  maxLength={160}
                  {...register(`itinerary.${i}.accommodation`)}
                  error={errors[`itinerary.${i}.accommodation`]}
                />
                <TextareaField
                  label={t('fields.description')}
                  rows={2}
                  className="sm:col-span-2"
                  {...register(`itinerary.${i}.description`)}
                  error={errors[`itinerary.${i}.description`]}
                />
                <fieldset className="sm:col-span-2">
                  <legend className="mb-1 text-sm font-medium text-stone-700">{t('fields.meals')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {MEALS.map((meal) => (
                      <label key={meal} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary-600"
                          checked={day.meals.includes(meal)}
                          onChange={() => toggleMeal(i, meal)}
                        />
                        {t(`meals.${meal}`)}
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
          label={t('fields.included')}
          rows={6}
          hint={t('fields.onePerLine')}
          {...field.inclusions}
          error={errors.inclusions}
        />
        <TextareaField
          label={t('fields.notIncluded')}
          rows={6}
          hint={t('fields.onePerLine')}
          {...field.exclusions}
          error={errors.exclusions}
        />
      </Card>
    </div>
  );
}
