import { PHONE_COUNTRIES } from '@dala/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PhoneInput, joinPhone, type PhoneParts } from '../../components/ui/phone-input';

export type PaymentMethod = 'mobile_money' | 'card';

const METHODS = [
  { value: 'mobile_money', label: 'method.mobileMoney', hint: 'method.mobileMoneyHint' },
  { value: 'card', label: 'method.card', hint: 'method.cardHint' },
] as const;

/** The method and, for mobile money, the number: the part of a payment request the payer chooses. */
export function paymentMethodRequest(method: PaymentMethod, phone: PhoneParts) {
  return method === 'mobile_money' ? { method, phone: joinPhone(phone.code, phone.number) } : { method };
}

/** 'Pay with' mobile money or card, and the mobile money number (deposit, full payment and balance). */
export function PaymentMethodFields({
  method,
  onMethodChange,
  phone,
  onPhoneChange,
}: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  phone: PhoneParts;
  onPhoneChange: (phone: PhoneParts) => void;
}) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t('method.legend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {METHODS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                method === option.value
                  ? 'bg-primary-50 ring-2 ring-primary-500'
                  : 'bg-white ring-1 ring-sand-300 hover:bg-sand-50',
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                className="mt-1 accent-primary-600"
                checked={method === option.value}
                onChange={() => onMethodChange(option.value)}
              />
              <span>
                <span className="block text-sm font-semibold text-stone-900">{t(option.label)}</span>
                <span className="text-xs text-stone-500">{t(option.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'mobile_money' && (
        <PhoneInput
          label={t('method.mobileMoneyNumber')}
          countries={PHONE_COUNTRIES}
          code={phone.code}
          localNumber={phone.number}
          onCodeChange={(code) => onPhoneChange({ ...phone, code })}
          onLocalNumberChange={(number) => onPhoneChange({ ...phone, number })}
        />
      )}
    </>
  );
}
