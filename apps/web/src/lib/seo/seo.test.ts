import { describe, expect, it } from 'vitest';
import { jsonLdScript, seoHeadTags } from './head-tags';
import { shareImageOf, trimDescription } from './page-meta';

describe('trimDescription', () => {
  it('keeps a short text whole, whitespace collapsed', () => {
    expect(trimDescription('  Seven days\n in the   Serengeti. ')).toBe('Seven days in the Serengeti.');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const trimmed = trimDescription(text);
    expect(trimmed.length).toBeLessThanOrEqual(155);
    expect(trimmed).toMatch(/ word…$/);
  });
});

describe('shareImageOf', () => {
  it('picks the widest stored variant with its height from the photo proportions', () => {
    const image = shareImageOf({
      url: '/u/a-800.webp',
      srcset: '/u/a-400.webp 400w, /u/a-1600.webp 1600w, /u/a-800.webp 800w',
      alt: 'Lions',
      width: 3000,
      height: 2000,
    });
    expect(image).toEqual({
      url: '/u/a-1600.webp',
      width: 1600,
      height: 1067,
      type: 'image/webp',
      alt: 'Lions',
    });
  });

  it('shares the demo art as its PNG, and nothing for other SVG (the page falls back to the default image)', () => {
    expect(
      shareImageOf({
        url: '/api/safaris/art/savannah-dusk.svg',
        srcset: '',
        alt: 'Dusk',
        width: null,
        height: null,
      }),
    ).toEqual({
      url: '/api/safaris/art/savannah-dusk.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Dusk',
    });
    expect(shareImageOf({ url: '/art/x.svg', srcset: '', width: null, height: null })).toBeNull();
  });
});

describe('seoHeadTags', () => {
  const base = {
    publicUrl: 'https://dalarides.example',
    path: '/safaris/3',
    title: 'A "safari" <b>',
    language: 'sw',
    defaultDescription: 'Default',
  };

  it('writes absolute canonical, Open Graph and Twitter tags, escaped', () => {
    const head = seoHeadTags({
      ...base,
      meta: { canonicalPath: '/safaris/serengeti', description: 'Big & wild' },
    });
    expect(head).toContain('<link rel="canonical" href="https://dalarides.example/safaris/serengeti">');
    expect(head).toContain('<meta property="og:url" content="https://dalarides.example/safaris/serengeti">');
    expect(head).toContain('<meta property="og:title" content="A &#34;safari&#34; &#60;b&#62;">');
    expect(head).toContain('<meta name="description" content="Big &#38; wild">');
    expect(head).toContain('<meta property="og:locale" content="sw_TZ">');
    expect(head).toContain('<meta property="og:image" content="https://dalarides.example/og/default.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('name="robots"');
  });

  it('defaults the description and marks error pages noindex', () => {
    const head = seoHeadTags({ ...base, meta: {}, noindex: true });
    expect(head).toContain('<meta name="description" content="Default">');
    expect(head).toContain('<link rel="canonical" href="https://dalarides.example/safaris/3">');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed by the data it carries', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
