import { formatMinorUnits, type DealInput, type DealListingOption, type OperatorDeal } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { useDocumentTitle } from '../../components/document-head';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import {
  useDealListings,
  useDeleteDeal,
  useOperatorDeals,
  useSaveDeal,
  useSetDealStatus,
} from './api/use-deals';
import { useDiscountText } from './deal-format';

/**
 * /deals for operators: their deals with where each stands (live, scheduled, expired, paused, used up),
 * uses, "New deal", edit, pause/resume and delete after a confirmation.
 */
export function OperatorDealsPage() {
  const { t } = useTranslation('deals');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deals = useOperatorDeals(page);
  const [editing, setEditing] = useState<OperatorDeal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OperatorDeal | null>(null);
  const remove = useDeleteDeal();
  useDocumentTitle(t('own.documentTitle'));

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('own.title')}</h1>
          <p className="mt-2 text-stone-600">{t('own.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('own.new')}</Button>
      </div>
      <section className="mt-6" aria-busy={deals.isFetching}>
        {deals.isPending ? (
          <ListSkeleton rows={3} />
        ) : deals.isError ? (
          <LoadError message={messageText(deals.error.message)} onRetry={() => void deals.refetch()} />
        ) : deals.data.items.length === 0 ? (
          <EmptyState
            title={t('own.emptyTitle')}
            action={<Button onClick={() => setEditing('new')}>{t('own.new')}</Button>}
          >
            {t('own.empty')}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('own.listLabel')}>
              {deals.data.items.map((deal) => (
                <li key={deal.id}>
                  <OwnDealCard
                    deal={deal}
                    onEdit={() => setEditing(deal)}
                    onDelete={() => setDeleting(deal)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={deals.data.page}
              total={deals.data.total}
              pageSize={deals.data.page_size}
              onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
            />
          </>
        )}
      </section>
      {editing && <DealForm deal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
        title={t('own.deleteTitle')}
        confirmLabel={t('own.deleteConfirm')}
        cancelLabel={t('own.cancel')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('own.deleted'));
              setDeleting(null);
            },
            onError: (err) => toast.error(toastMessageFor(err)),
          })
        }
      >
        {t('own.deleteBody', { title: deleting?.title ?? '' })}
      </ConfirmModal>
    </main>
  );
}

const STATE_STYLES: Record<OperatorDeal['state'], string> = {
  live: 'bg-green-100 text-green-800',
  scheduled: 'bg-sky-100 text-sky-800',
  expired: 'bg-stone-200 text-stone-700',
  paused: 'bg-amber-100 text-amber-800',
  used_up: 'bg-stone-200 text-stone-700',
};

function OwnDealCard({
  deal,
  onEdit,
  onDelete,
}: {
  deal: OperatorDeal;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('deals');
  const discountText = useDiscountText();
  const status = useSetDealStatus();
  const paused = deal.status === 'paused';
  return (
    <article className="rounded-card border border-sand-200 bg-white p-4 shadow-card" aria-label={deal.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base leading-snug font-bold">{deal.title}</h2>
          <p className="truncate text-sm text-stone-600">{deal.listing.title}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLES[deal.state]}`}>
          {t(`state.${deal.state}`)}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <span className="font-semibold text-stone-800">{discountText(deal)}</span>
        <span>{t('own.validity', { from: formatDate(deal.valid_from), to: formatDate(deal.valid_to) })}</span>
        {(deal.travel_from || deal.travel_to) && (
          <span>
            {t('own.travelWindow', {
              from: deal.travel_from ? formatDate(deal.travel_from) : '…',
              to: deal.travel_to ? formatDate(deal.travel_to) : '…',
            })}
          </span>
        )}
        {deal.code && <span>{t('own.code', { code: deal.code })}</span>}
        <span>
          {deal.max_uses == null
            ? t('own.uses', { count: deal.uses })
            : t('own.usesOf', { count: deal.uses, max: deal.max_uses })}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('own.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={status.isPending}
          onClick={() =>
            status.mutate(
              { id: deal.id, status: paused ? 'active' : 'paused' },
              { onError: (err) => toast.error(toastMessageFor(err)) },
            )
          }
        >
          {paused ? t('own.resume') : t('own.pause')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          {t('own.delete')}
        </Button>
      </div>
    </article>
  );
}

interface FormState {
  listing: string;
  title: string;
  discount_kind: 'percent' | 'amount';
  percent_off: string;
  amount_off: string;
  valid_from: string;
  valid_to: string;
  travel_from: string;
  travel_to: string;
  code: string;
  code_public: boolean;
  max_uses: string;
}

function initialState(deal: OperatorDeal | null): FormState {
  return {
    listing: deal ? `${deal.listing.kind}:${deal.listing.id}` : '',
    title: deal?.title ?? '',
    discount_kind: deal?.discount_kind ?? 'percent',
    percent_off: deal?.percent_off != null ? String(deal.percent_off) : '',
    amount_off: deal?.amount_off_cents != null ? String(deal.amount_off_cents / 100) : '',
    valid_from: deal?.valid_from ?? '',
    valid_to: deal?.valid_to ?? '',
    travel_from: deal?.travel_from ?? '',
    travel_to: deal?.travel_to ?? '',
    code: deal?.code ?? '',
    code_public: deal?.code_public ?? false,
    max_uses: deal?.max_uses != null ? String(deal.max_uses) : '',
  };
}

const wholeOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** New or edited deal, in a dialog; the server's field errors under their fields. */
function DealForm({ deal, onClose }: { deal: OperatorDeal | null; onClose: () => void }) {
  const { t } = useTranslation('deals');
  const listings = useDealListings(true);
  const save = useSaveDeal();
  const [form, setForm] = useState<FormState>(() => initialState(deal));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const chosen: DealListingOption | undefined = listings.data?.items.find(
    (l) => `${l.kind}:${l.id}` === form.listing,
  );
  const currency = chosen?.currency ?? deal?.currency ?? 'USD';
  const err = (key: string) => (errors[key] ? messageText(errors[key]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, id] = form.listing.split(':');
    const body: DealInput = {
      listing_kind: kind === 'route' ? 'route' : 'safari',
      listing_id: Number(id) || 0,
      title: form.title,
      discount_kind: form.discount_kind,
      percent_off: form.discount_kind === 'percent' ? wholeOrNull(form.percent_off) : null,
      amount_off_cents:
        form.discount_kind === 'amount' && form.amount_off.trim() !== ''
          ? Math.round(Number(form.amount_off) * 100)
          : null,
      valid_from: form.valid_from,
      valid_to: form.valid_to,
      travel_from: form.travel_from || null,
      travel_to: form.travel_to || null,
      code: form.code.trim() || null,
      code_public: form.code_public,
      max_uses: wholeOrNull(form.max_uses),
    };
    setErrors({});
    save.mutate(
      { id: deal?.id, body },
      {
        onSuccess: () => {
          toast.success(deal ? t('form.saved') : t('form.created'));
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          if (fields) {
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v[0] ?? '')])));
          } else {
            toast.error(toastMessageFor(error));
          }
        },
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeDisabled={save.isPending}
      title={deal ? t('form.editTitle') : t('form.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('own.cancel')}
          </Button>
          <Button type="submit" form="deal-form" busy={save.isPending}>
            {deal ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form id="deal-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.listing')}
          value={form.listing}
          onChange={(e) => set('listing', e.currentTarget.value)}
          error={err('listing_id')}
          className="sm:col-span-2"
        >
          <option value="">{listings.isPending ? t('form.loadingListings') : t('form.chooseListing')}</option>
          {listings.data?.items.map((l) => (
            <option key={`${l.kind}:${l.id}`} value={`${l.kind}:${l.id}`}>
              {l.price_cents != null
                ? t('form.listingWithPrice', {
                    title: l.title,
                    price: formatMinorUnits(l.price_cents, l.currency),
                  })
                : l.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.title')}
          value={form.title}
          maxLength={80}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={err('title')}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('form.discountKind')}
          value={form.discount_kind}
          onChange={(e) => set('discount_kind', e.currentTarget.value === 'amount' ? 'amount' : 'percent')}
          error={err('discount_kind')}
        >
          <option value="percent">{t('form.percent')}</option>
          <option value="amount">{t('form.amount', { currency })}</option>
        </SelectField>
        {form.discount_kind === 'percent' ? (
          <TextField
            label={t('form.percentOff')}
            inputMode="numeric"
            value={form.percent_off}
            onChange={(e) => set('percent_off', e.currentTarget.value)}
            error={err('percent_off')}
            hint={t('form.percentHint')}
          />
        ) : (
          <TextField
            label={t('form.amountOff', { currency })}
            inputMode="numeric"
            value={form.amount_off}
            onChange={(e) => set('amount_off', e.currentTarget.value)}
            error={err('amount_off_cents')}
          />
        )}
        <TextField
          type="date"
          label={t('form.validFrom')}
          value={form.valid_from}
          onChange={(e) => set('valid_from', e.currentTarget.value)}
          error={err('valid_from')}
        />
        <TextField
          type="date"
          label={t('form.validTo')}
          value={form.valid_to}
          onChange={(e) => set('valid_to', e.currentTarget.value)}
          error={err('valid_to')}
        />
        <TextField
          type="date"
          label={t('form.travelFrom')}
          value={form.travel_from}
          onChange={(e) => set('travel_from', e.currentTarget.value)}
          error={err('travel_from')}
          hint={t('form.optional')}
        />
        <TextField
          type="date"
          label={t('form.travelTo')}
          value={form.travel_to}
          onChange={(e) => set('travel_to', e.currentTarget.value)}
          error={err('travel_to')}
          hint={t('form.optional')}
        />
        <TextField
          label={t('form.code')}
          value={form.code}
          maxLength={20}
          autoCapitalize="characters"
          onChange={(e) => set('code', e.currentTarget.value)}
          error={err('code')}
          hint={t('form.codeHint')}
        />
        <TextField
          label={t('form.maxUses')}
          inputMode="numeric"
          value={form.max_uses}
          onChange={(e) => set('max_uses', e.currentTarget.value)}
          error={err('max_uses')}
          hint={t('form.optional')}
        />
        {form.code.trim() !== '' && (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={form.code_public}
              onChange={(e) => set('code_public', e.currentTarget.checked)}
            />
            {t('form.codePublic')}
          </label>
        )}
      </form>
    </Modal>
  );
}
