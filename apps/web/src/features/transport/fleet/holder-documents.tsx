import type { DocumentSummary, FleetDocument } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DocumentUploadDialog, type DocumentTarget } from './document-upload-dialog';
import { expiryText } from './document-states';
import { DocumentStateBadge, documentInSentence } from './fleet-ui';

/** A vehicle's or driver's required documents with their states, each to upload or replace. */
export function HolderDocuments({
  holder,
  documents,
}: {
  holder: FleetDocument['holder'];
  documents: DocumentSummary[];
}) {
  const { t } = useTranslation('fleet');
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div>
        <h2 className="text-lg font-bold">{t('holderDocuments.title')}</h2>
        <p className="text-sm text-stone-600">{t('holderDocuments.lead')}</p>
      </div>
      <ul className="divide-y divide-sand-200">
        {documents.map((document) => {
          const name = t(`documentKinds.${document.kind}`);
          return (
            <li key={document.kind} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {name}
                  <DocumentStateBadge state={document.state} />
                </p>
                <p className="mt-0.5 text-sm text-stone-600">{expiryText(t, document)}</p>
              </div>
              <Button
                size="sm"
                variant={document.state === 'approved' || document.state === 'pending' ? 'secondary' : 'trip'}
                onClick={() => setTarget({ holder, kind: document.kind, expiresOn: document.expires_on })}
                aria-label={t(
                  document.state === 'missing'
                    ? 'holderDocuments.uploadLabel'
                    : 'holderDocuments.replaceLabel',
                  {
                    document: documentInSentence(document.kind),
                  },
                )}
              >
                {document.state === 'missing' ? t('holderDocuments.upload') : t('holderDocuments.replace')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        <Link to="/fleet/validation" className="font-semibold text-trip-700 hover:underline">
          {t('holderDocuments.seeAll')}
        </Link>
      </p>
      <DocumentUploadDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
