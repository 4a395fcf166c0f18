import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth, fullName, initials } from '../auth';
import { ProfileForm } from './profile-form';

/** The kinds of account the profile names (any other operator type reads 'Operator'). */
const ACCOUNT_KINDS = ['traveler', 'admin', 'tour_operator', 'transporter'] as const;
type AccountKind = (typeof ACCOUNT_KINDS)[number];
const isAccountKind = (kind: string): kind is AccountKind =>
  (ACCOUNT_KINDS as readonly string[]).includes(kind);

/** /profile: who you are on Dala Rides, and the form to change it. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (!user) return null;
  const kind = user.type === 'operator' ? (user.operator_type ?? 'operator') : user.type;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
      <Card className="mt-6 flex flex-wrap items-center gap-4 p-6">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-acacia-700 text-lg font-bold text-white"
        >
          {initials(user)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold text-stone-900">{fullName(user)}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
          <p className="mt-1 text-sm text-stone-600">
            {t(`profile.accountTypes.${isAccountKind(kind) ? kind : 'operator'}`)}
            {user.company_name ? t('profile.company', { company: user.company_name }) : ''}
            {user.type === 'operator'
              ? user.is_verified
                ? t('profile.verified')
                : t('profile.notVerified')
              : ''}
          </p>
        </div>
        <ButtonLink to="/account" variant="secondary" size="sm">
          {t('profile.settings')}
        </ButtonLink>
      </Card>
      <Card className="mt-6 p-6">
        <h2 className="mb-5 text-lg font-semibold">{t('profile.personalDetails')}</h2>
        <ProfileForm user={user} />
      </Card>
    </main>
  );
}
