import type { CompanyLogo } from '@dala/shared';
import { cn } from '../../lib/cn';

/** A company's logo, or an original initials mark in the acacia accent when it has none. */
export function CompanyMark({
  logo,
  initials,
  alt,
  className,
}: {
  logo: CompanyLogo | null;
  initials: string;
  alt: string;
  className?: string;
}) {
  if (logo) {
    return (
      <img
        src={logo.url}
        srcSet={logo.srcset || undefined}
        sizes="128px"
        alt={alt}
        width={128}
        height={128}
        className={cn('shrink-0 rounded-2xl bg-white object-contain ring-1 ring-sand-200', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-acacia-600 to-acacia-800 font-extrabold tracking-tight text-white',
        className,
      )}
    >
      {initials}
    </span>
  );
}
