import common from '../../locales/en/common.json';

/**
 * Spec §2: the ten phrases of the full-screen loading screen, in order, and the loading tips. The
 * texts live in the `common` namespace (the screens show them in the active language); these are
 * the English ones, for reference and tests.
 */
export const LOADING_PHRASES: readonly string[] = common.loading.phrases;

export type LoadingTipKind = keyof typeof common.loading.tips;

/** Short, true tips shown while a page of that kind loads. */
export const LOADING_TIPS: Record<LoadingTipKind, readonly string[]> = common.loading.tips;
