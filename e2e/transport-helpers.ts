import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './fixtures';
import { apiToken } from './identity-helpers';

/** Schedules and trips are written in Tanzanian time (TRANSPORT_TIME_ZONE). */
const TANZANIA = 'Africa/Dar_es_Salaam';

/** 'YYYY-MM-DD' of the day `days` from today in Tanzania. */
export function tanzanianDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TANZANIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A plate no other run of the suite uses ('T 123 EAB': three digits and three letters). */
export function uniquePlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const letter = () => letters[Math.floor(Math.random() * letters.length)];
  return `T ${String(100 + Math.floor(Math.random() * 900))} E${letter()}${letter()}`;
}

/** A small but genuine-looking PDF (the server checks uploads by their first bytes). */
export function documentPdf(title: string): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  };
}

/**
 * An administrator approves, through the API, every pending document of the given holders (plates
 * or drivers' names) and returns how many were approved.
 */
export async function approveDocumentsOf(request: APIRequestContext, holders: string[]): Promise<number> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const pending = await request.get('/api/admin/transport-documents?status=pending&page_size=100', {
    headers,
  });
  expect(pending.status(), await pending.text()).toBe(200);
  const { items } = (await pending.json()) as {
    items: Array<{ id: number; holder: { name: string } }>;
  };
  const mine = items.filter((item) => holders.includes(item.holder.name));
  for (const document of mine) {
    const approved = await request.post(`/api/admin/transport-documents/${document.id}/approve`, {
      headers,
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return mine.length;
}
