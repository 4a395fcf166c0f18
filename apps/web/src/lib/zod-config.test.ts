import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod-config', () => {
  it('turns on zod’s jitless mode without importing zod (zod reads the same global setting)', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('object schemas then validate without compiling functions (nothing for the CSP to refuse)', async () => {
    const { z } = await import('zod');
    const calls: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ email: z.string(), age: z.number().optional() });
      expect(schema.safeParse({ email: 'a@b.c' }).success).toBe(true);
      expect(schema.safeParse({ email: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
