import type { ReactNode } from 'react';
import {
  DOCUMENT_KIND_MESSAGES,
  type DocumentKind,
  type FleetDocumentState,
  type FleetPhoto as FleetPhotoData,
  type VehicleClass,
} from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { messageText } from '../../../lib/i18n';
import { vehicleArtUrl } from '../api/fleet-vehicles';

/** Badge colours of a document state: green when it allows sales, amber for what needs action soon,
 * red for what blocks sales now, sand for what is missing. */
const DOCUMENT_STATE_TONES: Record<FleetDocumentState, string> = {
  approved: 'bg-acacia-100 text-acacia-800 ring-acacia-200',
  pending: 'bg-trip-50 text-trip-800 ring-trip-200',
  expiring: 'bg-primary-100 text-primary-900 ring-primary-200',
  rejected: 'bg-red-100 text-red-800 ring-red-200',
  expired: 'bg-red-100 text-red-800 ring-red-200',
  missing: 'bg-sand-100 text-stone-800 ring-sand-300',
};

/** A document's state as a badge ('Approved', 'Expiring soon', 'Missing' …). */
export function DocumentStateBadge({ state, className }: { state: FleetDocumentState; className?: string }) {
  const { t } = useTranslation('fleet');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        DOCUMENT_STATE_TONES[state],
        className,
      )}
    >
      {t(`documentStates.${state}`)}
    </span>
  );
}

/** 'Active' or 'Retired'. */
export function FleetStatusBadge({ status }: { status: 'active' | 'retired' }) {
  const { t } = useTranslation('fleet');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        status === 'active'
          ? 'bg-trip-50 text-trip-800 ring-trip-200'
          : 'bg-sand-100 text-stone-700 ring-sand-300',
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Whether a vehicle or driver may be on a trip on sale today, and if not the API's reason. */
export function SaleReadiness({ ready, problem }: { ready: boolean; problem: string | null }) {
  const { t } = useTranslation('fleet');
  return ready ? (
    <p className="flex items-start gap-1.5 text-sm text-acacia-700">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden>
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 5.7-4.6 4.8-2.8-2.8 1-1 1.8 1.7 3.6-3.7 1 1Z" />
      </svg>
      {t('saleReady')}
    </p>
  ) : (
    <p className="flex items-start gap-1.5 text-sm text-primary-900">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden>
        <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
      </svg>
      {problem ?? t('saleNotReady')}
    </p>
  );
}

/** A vehicle's cover photo with its width variants, or the art of its class while it has none. */
export function VehiclePicture({
  photo,
  vehicleClass,
  sizes = '(min-width: 640px) 240px, 100vw',
  className,
}: {
  photo: FleetPhotoData | null;
  vehicleClass: VehicleClass;
  sizes?: string;
  className?: string;
}) {
  const srcSet = photo?.srcset || undefined;
  return (
    <img
      src={photo?.url || vehicleArtUrl(vehicleClass)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={photo?.alt ?? ''}
      loading="lazy"
      decoding="async"
      className={cn('bg-trip-50 object-cover', className)}
    />
  );
}

const FLEET_TABS = [
  { to: '/fleet', key: 'overview', end: true },
  { to: '/vehicles', key: 'vehicles', end: true },
  { to: '/fleet/drivers', key: 'drivers', end: true },
  { to: '/fleet/validation', key: 'validation', end: true },
] as const;

/** The fleet's pages as tabs at the top of each: overview, vehicles, drivers, documents. */
export function FleetNav() {
  const { t } = useTranslation('fleet');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 border-b border-sand-200 sm:w-auto">
        {FLEET_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex h-11 items-center border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:px-4',
                  isActive
                    ? 'border-trip-600 text-trip-800'
                    : 'border-transparent text-stone-600 hover:text-stone-900',
                )
              }
            >
              {t(`nav.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of a fleet page: the tabs, then its title, lead and actions. */
export function FleetPageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <FleetNav />
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {lead && <p className="mt-1 max-w-2xl text-stone-600">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </>
  );
}

const FLEET_STATUSES = ['active', 'retired'] as const;

/** Tabs between active and retired items, in the URL (`?status=retired`). */
export function StatusTabs({
  value,
  onChange,
  label,
}: {
  value: 'active' | 'retired';
  onChange: (status: 'active' | 'retired') => void;
  label: string;
}) {
  const { t } = useTranslation('fleet');
  return (
    <div role="tablist" aria-label={label} className="flex gap-1">
      {FLEET_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          role="tab"
          aria-selected={value === status}
          onClick={() => onChange(status)}
          className={cn(
            'h-9 rounded-full px-4 text-sm font-semibold',
            value === status
              ? 'bg-trip-700 text-white'
              : 'bg-white text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100',
          )}
        >
          {t(`statusTabs.${status}`)}
        </button>
      ))}
    </div>
  );
}

/** A driver's photo, or their initials on teal while they have none. */
export function DriverAvatar({
  driver,
  className,
}: {
  driver: { full_name: string; photo: { url: string; srcset: string; alt: string } | null };
  className?: string;
}) {
  if (driver.photo) {
    return (
      <img
        src={driver.photo.url}
        srcSet={driver.photo.srcset || undefined}
        sizes={driver.photo.srcset ? '80px' : undefined}
        alt=""
        loading="lazy"
        className={cn('shrink-0 rounded-full bg-trip-50 object-cover', className)}
      />
    );
  }
  const initials = driver.full_name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-trip-100 font-bold text-trip-800',
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** A document kind's name inside a sentence ('Upload the driving licence'), from the API's catalog. */
export function documentInSentence(kind: DocumentKind): string {
  return messageText(DOCUMENT_KIND_MESSAGES[kind]);
}
