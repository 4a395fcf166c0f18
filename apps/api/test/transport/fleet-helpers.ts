import { seatLayoutTemplate, type SeatLayout, type SeatLayoutTemplate } from '@dala/shared';
import type { TestUser } from '../identity/auth-helpers';
import type { TestApp } from '../test-app';
import { randomPlate } from './fixtures';

/** Helpers of the fleet tests (fleet-*.test.ts): calls through the real server, bodies, files. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: () => TestApp) {
  return (method: Method, url: string, user?: TestUser, payload?: unknown) =>
    t().app.inject({ method, url, headers: user?.authHeader, payload: payload as never });
}

/** Sends a multipart body built by the safari helpers' `multipart`. */
export function uploader(t: () => TestApp) {
  return (
    url: string,
    user: TestUser | undefined,
    body: { payload: Buffer; headers: Record<string, string> },
  ) =>
    t().app.inject({
      method: 'POST',
      url,
      headers: { ...(user?.authHeader ?? {}), ...body.headers },
      payload: body.payload,
    });
}

/** A vehicle as a transporter types it: the plate in lower case without spaces, amenities twice. */
export function vehicleBody(
  overrides: Partial<{
    plate: string;
    make: string;
    model: string;
    year: unknown;
    vehicle_class: string;
    amenities: unknown;
    seat_layout: unknown;
  }> = {},
  template: SeatLayoutTemplate = 'two_one',
) {
  return {
    plate: randomPlate().replace(/ /g, '').toLowerCase(),
    make: 'Scania',
    model: 'Touring HD',
    year: 2021,
    vehicle_class: 'luxury',
    amenities: ['wifi', 'toilet', 'wifi'],
    seat_layout: seatLayoutTemplate(template) as SeatLayout,
    ...overrides,
  };
}

export function driverBody(
  overrides: Partial<{
    full_name: string;
    phone: string;
    licence_number: string;
    licence_class: string;
    licence_expires_on: string;
  }> = {},
) {
  return {
    full_name: 'Neema Kimaro',
    phone: '+255 713 000 111',
    licence_number: ` dl-${Math.random().toString(36).slice(2, 10)} `,
    licence_class: 'e',
    licence_expires_on: '2031-06-30',
    ...overrides,
  };
}

/** A minimal PDF (by its magic bytes). */
export const pdfBytes = (text = 'licence') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << >>\n%%EOF\n`);
