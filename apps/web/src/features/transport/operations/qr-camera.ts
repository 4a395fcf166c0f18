/** What a running camera scan can do. */
export interface QrCamera {
  stop: () => void;
}

/** Why the camera could not start, for the scanner's message. */
export type CameraProblem = 'unsupported' | 'denied' | 'unavailable';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'unavailable';
  }
  return 'unsupported';
}

/**
 * Starts the phone's back camera in `video` and calls `onText` with each QR code it reads. The QR
 * library (@zxing/browser: pure JavaScript, decoding on the page — the site's CSP allows no workers
 * from blob: and no WebAssembly) is fetched here, the first time a scanner opens.
 */
export async function startQrCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<QrCamera> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('No camera access in this browser'), { name: 'NotSupportedError' });
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: { ideal: 'environment' } }, audio: false },
    video,
    (result) => {
      if (result) onText(result.getText());
    },
  );
  return { stop: () => controls.stop() };
}
