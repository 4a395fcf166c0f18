import { addDays, todayInTanzania, type SafariInput } from '@dala/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { seedDestinations } from '../../src/db/seed/destinations.seed';
import { createUser, type TestUser } from '../identity/auth-helpers';

export const today = () => todayInTanzania();
export const inDays = (n: number) => addDays(todayInTanzania(), n);

export function packageInput(overrides: Partial<SafariInput> = {}): SafariInput {
  const days = overrides.duration_days ?? 3;
  return {
    title: 'Serengeti Test Migration Safari',
    summary: 'A test safari following the herds across the Serengeti plains.',
    description:
      'Three days in the Serengeti with an expert guide, a tented lodge and a day in the crater. Built for tests.',
    destinations: ['serengeti-national-park'],
    duration_days: days,
    itinerary: Array.from({ length: days }, (_, i) => ({
      day: i + 1,
      title: `Day ${i + 1} game drive`,
      description: 'Morning and afternoon drives.',
      accommodation: 'Tented lodge',
      meals: ['breakfast', 'lunch', 'dinner'] as const,
    })).map((d) => ({ ...d, meals: [...d.meals] })),
    inclusions: ['Park fees', 'Guide'],
    exclusions: ['Flights'],
    tier: 'mid-range',
    is_private: false,
    max_group_size: 10,
    adult_price_usd: 1000,
    child_price_usd: 500,
    deposit_percent: 30,
    balance_due_days: 45,
    ...overrides,
  };
}

export async function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 140, b: 60 } } })
    .png()
    .toBuffer();
}

export function multipart(file: Buffer, fields: Record<string, string> = {}, filename = 'photo.png') {
  const boundary = '----dalaTestBoundary' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function tourOperator(app: FastifyInstance, verified = true): Promise<TestUser> {
  return createUser(app, { type: 'operator', operator_type: 'tour_operator', is_verified: verified });
}

/** A published group package with one departure in `departureInDays` days of `capacity` seats. */
export async function publishedGroupSafari(
  app: FastifyInstance,
  operator: TestUser,
  options: { capacity?: number; departureInDays?: number; input?: Partial<SafariInput> } = {},
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/operator/safaris',
    headers: operator.authHeader,
    payload: packageInput(options.input),
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id = created.json().id as number;
  const upload = multipart(await pngImage());
  const img = await app.inject({
    method: 'POST',
    url: `/api/operator/safaris/${id}/images`,
    headers: { ...operator.authHeader, ...upload.headers },
    payload: upload.payload,
  });
  if (img.statusCode !== 201) throw new Error(`upload failed: ${img.body}`);
  let departureId: number | null = null;
  if (!options.input?.is_private) {
    const dep = await app.inject({
      method: 'POST',
      url: `/api/operator/safaris/${id}/departures`,
      headers: operator.authHeader,
      payload: { start_date: inDays(options.departureInDays ?? 90), capacity: options.capacity ?? 10 },
    });
    if (dep.statusCode !== 201) throw new Error(`departure failed: ${dep.body}`);
    departureId = dep.json().id;
  }
  const pub = await app.inject({
    method: 'PUT',
    url: `/api/operator/safaris/${id}`,
    headers: operator.authHeader,
    payload: { ...packageInput(options.input), status: 'published' },
  });
  if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.body}`);
  return { id, departureId };
}

export { seedDestinations };
