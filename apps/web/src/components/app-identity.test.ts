import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
/** The mark as the logo component draws it (scripts/make-app-icons.mjs reads it the same way). */
const mark = /'(<svg[^']+<\/svg>)'/.exec(read('./logo.tsx'))?.[1];

describe('The app identity (issue 16: installable, icons from our own art)', () => {
  it('the favicon is the logo mark (node scripts/make-app-icons.mjs writes it)', () => {
    expect(mark).toBeDefined();
    expect(read('../../public/favicon.svg').trim()).toBe(mark);
  });

  it("the browser's theme colour (also the manifest's) is the mark's background", () => {
    const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark ?? '')?.[1];
    const theme = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(read('../../index.html'))?.[1];
    expect(background).toBeDefined();
    expect(theme?.toLowerCase()).toBe(background?.toLowerCase());
  });
});
