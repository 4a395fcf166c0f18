/**
 * What a fuzzed answer must be (ARCHITECTURE §4): never a 5xx; every error answer JSON of exactly the
 * shape { detail: string, code: string, fields?: { [field]: string[] } }, not echoing the raw URL.
 * 2xx and 3xx answers are fine whatever their type (the HTML checkout page, files, images).
 */

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface Problem {
  /** `5xx`, `error-shape`, `error-not-json`, `echoes-input`. */
  problem: string;
  note?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why `body` is not `{ detail, code, fields? }`, or undefined when it is. */
export function errorShapeViolation(body: unknown): string | undefined {
  if (!isRecord(body)) return 'not a JSON object';
  const extra = Object.keys(body).filter((k) => k !== 'detail' && k !== 'code' && k !== 'fields');
  if (extra.length > 0) return `extra keys: ${extra.join(', ')}`;
  if (typeof body.detail !== 'string') return 'detail is not a string';
  if (typeof body.code !== 'string') return 'code is not a string';
  if ('fields' in body) {
    if (!isRecord(body.fields)) return 'fields is not an object';
    for (const [key, messages] of Object.entries(body.fields)) {
      if (!Array.isArray(messages) || messages.some((m) => typeof m !== 'string')) {
        return `fields.${key} is not a list of strings`;
      }
    }
  }
  return undefined;
}

function headerValue(headers: Answer['headers'], name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** Problems of one answer (empty when it is fine). `rawUrl` and `echo` are what was sent. */
export function problemsOf(answer: Answer, sent: { rawUrl?: string; echo?: string[] }): Problem[] {
  const problems: Problem[] = [];
  if (answer.status >= 500) problems.push({ problem: '5xx' });
  if (answer.status < 400) return problems;
  const type = headerValue(answer.headers, 'content-type');
  let parsed: unknown;
  let isJson = false;
  if (/json/i.test(type)) {
    try {
      parsed = JSON.parse(answer.body);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  if (!isJson) {
    problems.push({ problem: 'error-not-json', note: `content-type '${type}'` });
  } else {
    const violation = errorShapeViolation(parsed);
    if (violation) problems.push({ problem: 'error-shape', note: violation });
  }
  const echoes = [...(sent.echo ?? [])];
  if (sent.rawUrl && sent.rawUrl.length > 8) echoes.push(sent.rawUrl);
  const echoed = echoes.find((text) => text.length >= 3 && answer.body.includes(text));
  if (echoed) problems.push({ problem: 'echoes-input', note: `echoes ${excerpt(echoed, 40)}` });
  return problems;
}

/** A short, single-line, printable excerpt (runs of one character collapsed). */
export function excerpt(text: string, max = 160): string {
  const printable = text
    .replace(/(.)\1{11,}/gs, (run, ch: string) => `${ch}{×${run.length}}`)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return printable.length > max ? `${printable.slice(0, max)}…` : printable;
}

export interface Failure {
  method: string;
  route: string;
  kind: string;
  role: string;
  status: number;
  problem: string;
  note?: string;
  body: string;
  slot: string;
  label: string;
  /** How to send it again: method, URL and body, abridged. */
  request: string;
  /** The URL as sent: left out of the body when failures are told apart (ids differ per role). */
  rawUrl?: string;
}

/** The body with what differs between otherwise identical failures replaced (URL sent, uuids). */
function normalizedBody(failure: Failure): string {
  let body = failure.body;
  if (failure.rawUrl) {
    const path = failure.rawUrl.split('?')[0]!;
    body = body.split(failure.rawUrl).join('<url>');
    if (path.length > 4) body = body.split(path).join('<path>');
  }
  return body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
}

interface Group {
  key: string;
  first: Failure;
  roles: Set<string>;
  slots: Set<string>;
  count: number;
}

/** Failures deduplicated by (method, route, kind, status, problem, body excerpt), roles and slots merged. */
export class FailureLog {
  private groups = new Map<string, Group>();
  total = 0;

  add(failure: Failure): void {
    this.total++;
    const key = [
      failure.method,
      failure.route,
      failure.kind,
      failure.status,
      failure.problem,
      excerpt(normalizedBody(failure), 120),
    ].join(' | ');
    let group = this.groups.get(key);
    if (!group) {
      group = { key, first: failure, roles: new Set(), slots: new Set(), count: 0 };
      this.groups.set(key, group);
    }
    group.roles.add(failure.role);
    group.slots.add(`${failure.slot} = ${failure.label}`);
    group.count++;
  }

  get size(): number {
    return this.groups.size;
  }

  /** One line per distinct failure, sorted by route, with the roles, slots and one request to replay. */
  lines(): string[] {
    return [...this.groups.values()]
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((g) => {
        const f = g.first;
        const slots = [...g.slots];
        const shownSlots =
          slots.slice(0, 6).join('; ') + (slots.length > 6 ? `; … ${slots.length - 6} more` : '');
        return (
          `${f.method} ${f.route} | kind=${f.kind} | roles=${[...g.roles].join(',')} | ${f.status} ${f.problem}` +
          `${f.note ? ` (${f.note})` : ''} | body: ${excerpt(normalizedBody(f), 120)}\n` +
          `    ${g.count}× via ${shownSlots}\n    e.g. ${f.request}`
        );
      });
  }

  /** Counts by problem and kind, for the summary line. */
  summary(): string {
    const byKind = new Map<string, number>();
    for (const g of this.groups.values()) {
      const k = `${g.first.problem} × ${g.first.kind}`;
      byKind.set(k, (byKind.get(k) ?? 0) + 1);
    }
    return [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
  }
}
