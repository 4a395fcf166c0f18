import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { NAMESPACES, i18n, i18nReady } from '../lib/i18n';

afterEach(() => cleanup());

// Every English namespace up front, so components render their texts without suspending.
beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces([...NAMESPACES]);
});
