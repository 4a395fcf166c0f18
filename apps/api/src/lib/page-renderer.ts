import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's server entry (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
interface ServerEntry {
  configureRenderer(options: { apiFetch: typeof fetch }): void;
  render(request: {
    url: string;
    headers: Record<string, string | undefined>;
    publicUrl?: string;
  }): Promise<
    | { kind: 'page'; status: number; head: string; body: string; afterRoot: string; language?: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'client'; language?: string }
  >;
}

export interface PageRenderer {
  /** Answers a page request: rendered HTML for a public page, otherwise false (send the shell). */
  reply(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Public pages as HTML that already shows their content (ARCHITECTURE §7): the built shell
 * (index.html, with its hashed script and stylesheet) filled with the page the web app's server entry
 * rendered, and the data it rendered from, which the browser takes over. The renderer asks the API
 * in this process (`inject`: no socket, no second server). Null when the web app was not built with
 * its server entry (API-only use, API tests): every page is then the shell, rendered in the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const entryFile = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const shellFile = join(webDistDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(shellFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.configureRenderer({ apiFetch: injectFetch(app) });

  const shell = readFileSync(shellFile, 'utf8');
  const [before = '', after] = shell.split(ROOT_ELEMENT);
  if (after === undefined) throw new Error(`${shellFile} has no ${ROOT_ELEMENT}`);

  const privateShell = before.replace('</head>', `${NOINDEX}</head>`) + ROOT_ELEMENT + after;

  return {
    async reply(request, reply) {
      const result = await entry.render({
        url: request.url,
        headers: stringHeaders(request.headers),
        publicUrl: app.config.publicUrl,
      });
      // Rendered in the language of the cookie or Accept-Language (issue 16): caches must key on both.
      if (result.kind !== 'redirect') void reply.header('vary', 'Cookie, Accept-Language');
      if (result.kind === 'client') {
        // A signed-in screen (rendered in the browser): never in search results (issue 16).
        await reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(withLanguage(privateShell, result.language));
        return true;
      }
      if (result.kind === 'redirect') {
        await reply.redirect(result.location, result.status);
        return true;
      }
      // The page's own title and description replace the shell's.
      const head = withoutShellTags(before, result.head);
      const html =
        head.replace('</head>', `${result.head}</head>`) +
        `<div id="root">${result.body}</div>` +
        result.afterRoot +
        after;
      await reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withLanguage(html, result.language));
      return true;
    },
  };
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** The shell's `<html lang="en">` naming the language the page is in. */
function withLanguage(html: string, language: string | undefined): string {
  return language && /^[a-z]{2,3}$/.test(language)
    ? html.replace('<html lang="en">', `<html lang="${language}">`)
    : html;
}

/** The shell's head without the tags the rendered page brings its own of (title, description). */
function withoutShellTags(shellHead: string, pageHead: string): string {
  let head = shellHead;
  if (pageHead.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>/, '');
  if (pageHead.includes('<meta name="description"'))
    head = head.replace(/<meta\s+name="description"[^>]*>/, '');
  return head;
}

function stringHeaders(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** `fetch` answered by this app's own routes, in process. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
