import { DEFAULT_PHONE_CODE } from '@dala/shared';
import { useEffect, useRef } from 'react';
import { fetchClientConfig } from '../../lib/client-config';

/** Budget for asking the API for its settings and the geolocation service together. */
export const GEOLOCATION_TIMEOUT_MS = 3_000;

/**
 * Spec §7: preselects the phone country code from a public IP-geolocation service (JSON with
 * country_calling_code), only when the server names one (GEOLOCATION_URL) — without it no request
 * goes out. Applies only while the code is still the default and the visitor has not picked one;
 * any failure, timeout or code outside the picker's list keeps +255.
 */
export function useGeolocatedPhoneCode({
  enabled,
  countries,
  code,
  onCodeChange,
}: {
  enabled: boolean;
  /** The picker's entries: a code outside them is ignored. */
  countries: readonly { code: string }[];
  code: string;
  onCodeChange(code: string): void;
}): { markChosen(): void } {
  const chosen = useRef(false);
  const latest = useRef({ countries, code, onCodeChange });
  useEffect(() => {
    latest.current = { countries, code, onCodeChange };
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), GEOLOCATION_TIMEOUT_MS);
    void (async () => {
      try {
        const config = await fetchClientConfig(controller.signal);
        const url = config?.geolocation_url;
        if (!url) return;
        const res = await fetch(url, { signal: controller.signal, credentials: 'omit' });
        if (!res.ok) return;
        const answer = (await res.json()) as { country_calling_code?: unknown } | null;
        const raw = answer?.country_calling_code;
        // Services write '+254' (some '254'); '+1-684' and the like are not in the list.
        const detected = typeof raw === 'string' && raw.trim() ? `+${raw.replace(/\D/g, '')}` : null;
        const { countries: listed, code: current, onCodeChange: apply } = latest.current;
        if (!detected || !listed.some((c) => c.code === detected)) return;
        if (controller.signal.aborted || chosen.current || current !== DEFAULT_PHONE_CODE) return;
        apply(detected);
      } catch {
        // Offline, blocked, slow or not JSON: the default code stays.
      } finally {
        window.clearTimeout(timer);
      }
    })();
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [enabled]);

  return { markChosen: () => (chosen.current = true) };
}
