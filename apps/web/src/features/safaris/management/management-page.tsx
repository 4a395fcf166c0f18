import { SAFARI_STATUSES, type OperatorSafari, type SafariStatus, formatMoney } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { PackageStatusBadge } from '../components/badges';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { SafariImage } from '../components/safari-image';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useOperatorSafaris, useSaveOperatorSafari } from '../api/use-operator-safaris';
import { TIER_LABELS, formatDays } from '../../../lib/format';
import { formFromPackage, toSafariInput } from './package-form';

const TAB_LABELS: Record<SafariStatus | 'all', string> = {
  all: 'All',
  draft: 'Drafts',
  published: 'Published',
  archived: 'Archived',
};

/** /safaris-management: the operator's packages by status, with departures and bookings counts. */
export default function ManagementPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const tab = (SAFARI_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as SafariStatus)
    : 'all';
  const packages = useOperatorSafaris('');
  const client = useQueryClient();
  const saveSafari = useSaveOperatorSafari();
  const [archiving, setArchiving] = useState<OperatorSafari | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Safari Management · Dala Rides';
  }, []);

  const all = packages.data?.items ?? [];
  const counts = {
    all: all.length,
    draft: all.filter((p) => p.status === 'draft').length,
    published: all.filter((p) => p.status === 'published').length,
    archived: all.filter((p) => p.status === 'archived').length,
  };
  const shown = tab === 'all' ? all : all.filter((p) => p.status === tab);

  const archive = async () => {
    if (!archiving) return;
    setBusy(true);
    try {
      await saveSafari.mutateAsync({
        id: archiving.id,
        input: toSafariInput(formFromPackage(archiving), 'archived'),
      });
      await client.invalidateQueries({ queryKey: ['operator', 'safaris'] });
      toast.success(`${archiving.title} archived`);
      setArchiving(null);
    } catch (e) {
      toast.error(toastMessageFor(e, 'The package could not be archived'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Safari Management</h1>
          <p className="mt-1 text-stone-600">Your packages, their departures and bookings.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/safaris-management/bookings" variant="secondary">
            Bookings
          </ButtonLink>
          <ButtonLink to="/safaris-management/new">+ New package</ButtonLink>
        </div>
      </div>

      <div
        role="tablist"
        aria-label="Package status"
        className="mt-6 flex gap-1 overflow-x-auto border-b border-sand-200"
      >
        {(['all', ...SAFARI_STATUSES] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'all' ? {} : { status: key })}
            className={cn(
              '-mb-px flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              tab === key
                ? 'border-primary-600 text-primary-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {TAB_LABELS[key]}
            {packages.data && (
              <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-stone-700">
                {counts[key]}
              </span>
            )}
          </button>
        ))}
      </div>

      <section role="tabpanel" aria-label={TAB_LABELS[tab]} className="mt-5">
        {packages.isPending ? (
          <ListSkeleton rows={4} />
        ) : packages.isError ? (
          <LoadError message={packages.error.message} onRetry={() => void packages.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={all.length === 0 ? 'No packages yet' : `No ${TAB_LABELS[tab].toLowerCase()} packages`}
            action={
              all.length === 0 ? (
                <ButtonLink to="/safaris-management/new">Create your first package</ButtonLink>
              ) : undefined
            }
          >
            {all.length === 0
              ? 'Create a package, add its itinerary, photos and departures, then publish it.'
              : null}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {shown.map((pkg) => (
              <li key={pkg.id}>
                <article className="flex flex-col gap-3 rounded-card border border-sand-200 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:p-4">
                  <SafariImage
                    image={pkg.images.find((i) => i.is_cover) ?? pkg.images[0] ?? null}
                    alt=""
                    sizes="160px"
                    className="h-36 w-full shrink-0 rounded-xl sm:h-24 sm:w-36"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-base font-bold">
                        <Link
                          to={`/safaris-management/${pkg.id}`}
                          className="hover:text-primary-700 hover:underline"
                        >
                          {pkg.title}
                        </Link>
                      </h2>
                      <PackageStatusBadge status={pkg.status} />
                    </div>
                    <p className="mt-1 text-sm text-stone-600">
                      {pkg.destinations.map((d) => d.name).join(', ') || 'No destinations yet'} ·{' '}
                      {formatDays(pkg.duration_days)} · {TIER_LABELS[pkg.tier]} ·{' '}
                      {pkg.is_private ? 'Private' : 'Group'} · {formatMoney(pkg.adult_price_usd)} per adult
                    </p>
                    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                      <span className="text-stone-700">
                        <strong>{pkg.upcoming_departures}</strong> upcoming{' '}
                        {pkg.upcoming_departures === 1 ? 'departure' : 'departures'}
                      </span>
                      <span className="text-stone-700">
                        <strong>{pkg.bookings_count}</strong>{' '}
                        {pkg.bookings_count === 1 ? 'booking' : 'bookings'}
                      </span>
                    </p>
                  </div>
                  <div className="flex gap-2 sm:flex-col lg:flex-row">
                    <ButtonLink
                      to={`/safaris-management/${pkg.id}`}
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${pkg.title}`}
                    >
                      Edit
                    </ButtonLink>
                    {pkg.status !== 'archived' && (
                      <DangerLinkButton
                        size="sm"
                        onClick={() => setArchiving(pkg)}
                        aria-label={`Archive ${pkg.title}`}
                      >
                        Archive
                      </DangerLinkButton>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        closeDisabled={busy}
        title={`Archive ${archiving?.title ?? 'this package'}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setArchiving(null)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void archive()}>
              Archive package
            </Button>
          </>
        }
      >
        Travelers will no longer find or book it. Its {archiving?.bookings_count ?? 0} existing booking(s)
        stay exactly as they are.
      </Modal>
    </main>
  );
}
