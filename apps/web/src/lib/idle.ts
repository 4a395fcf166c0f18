type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is next idle (at the latest after `timeoutMs`), so work nobody waits for
 * (warm-ups, empty containers) stays out of the tasks that take the page over. Browsers without
 * `requestIdleCallback` (Safari) run it after `fallbackMs`. Returns the cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 1): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}
