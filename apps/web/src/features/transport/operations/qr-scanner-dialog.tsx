import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cameraProblemOf, startQrCamera, type CameraProblem, type QrCamera } from './qr-camera';

/** What the page did with a scanned code: checked in (the server's message) or refused. */
export interface ScanOutcome {
  ok: boolean;
  message: string | null;
}

/** The same code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4_000;

/**
 * The camera check-in: the back camera's picture; each QR read is sent once (the same code held in
 * front of the camera is not sent again for a few seconds), and the answer shows under the picture
 * while scanning goes on. Loaded only when the crew opens it (with its QR library).
 */
export default function QrScannerDialog({
  onClose,
  onScan,
}: {
  onClose: () => void;
  onScan: (text: string) => Promise<ScanOutcome>;
}) {
  const { t } = useTranslation('operations');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [starting, setStarting] = useState(true);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    let camera: QrCamera | null = null;
    let stopped = false;
    let busy = false;
    let last = { text: '', at: 0 };
    const element = video.current;
    if (!element) return;
    startQrCamera(element, (text) => {
      const now = Date.now();
      if (busy || (text === last.text && now - last.at < SAME_CODE_MS)) return;
      last = { text, at: now };
      busy = true;
      void onScanRef.current(text).then(
        (result) => {
          busy = false;
          last = { text, at: Date.now() };
          if (!stopped) setOutcome(result);
        },
        () => {
          busy = false;
        },
      );
    }).then(
      (started) => {
        camera = started;
        if (stopped) started.stop();
        else setStarting(false);
      },
      (error: unknown) => {
        if (!stopped) {
          setProblem(cameraProblemOf(error));
          setStarting(false);
        }
      },
    );
    return () => {
      stopped = true;
      camera?.stop();
    };
  }, []);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('scanner.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('scanner.close')}
        </Button>
      }
    >
      <p>{t('scanner.lead')}</p>
      {problem ? (
        <Alert tone="error" className="mt-3">
          {t(`scanner.problems.${problem}`)}
        </Alert>
      ) : (
        <div className="relative mt-3 aspect-square w-full overflow-hidden rounded-xl bg-stone-900">
          <video
            ref={video}
            className="size-full object-cover"
            muted
            playsInline
            aria-label={t('scanner.video')}
          />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-[18%] rounded-2xl ring-4 ring-white/80"
          />
          {starting && (
            <p className="absolute inset-x-0 bottom-3 text-center text-sm font-semibold text-white">
              {t('scanner.starting')}
            </p>
          )}
        </div>
      )}
      <div aria-live="assertive" className="mt-3">
        {outcome && (
          <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message ?? t('scanner.refused')}</Alert>
        )}
      </div>
    </Modal>
  );
}
