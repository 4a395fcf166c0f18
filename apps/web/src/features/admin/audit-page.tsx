import { AUDIT_ACTIONS } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { AdminPage } from './admin-layout';
import { useAdmins, type AuditFilters } from './api/admin-queries';
import { AuditList } from './audit-list';

/** /admin/audit: every admin action, newest first, by action and by administrator. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const admins = useAdmins();
  const filters: AuditFilters = {
    ...(params.get('action') ? { action: params.get('action')! } : {}),
    ...(params.get('actor') ? { actor_id: params.get('actor')! } : {}),
  };
  const set = (name: 'action' | 'actor', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <AdminPage title={t('audit.title')} documentTitle={t('audit.documentTitle')} intro={t('audit.intro')}>
      <Card className="grid gap-3 p-4 sm:grid-cols-2 sm:p-5">
        <SelectField
          label={t('audit.action')}
          value={filters.action ?? ''}
          onChange={(e) => set('action', e.target.value)}
        >
          <option value="">{t('audit.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('audit.actor')}
          value={filters.actor_id ?? ''}
          onChange={(e) => set('actor', e.target.value)}
        >
          <option value="">{t('audit.anyActor')}</option>
          {admins.data?.items.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {`${admin.first_name} ${admin.last_name} (${admin.email})`}
            </option>
          ))}
        </SelectField>
      </Card>
      <AuditList filters={filters} />
    </AdminPage>
  );
}
