import { describe, expect, it } from 'vitest';
import {
  documentState,
  driverSaleBlocker,
  saleBlocker,
  saleBlockerProblem,
  vehicleSaleBlocker,
  type TransportDocument,
} from './documents';

const today = '2026-12-01';
const doc = (
  kind: TransportDocument['kind'],
  status: TransportDocument['status'],
  expires_on: string | null,
): TransportDocument => ({ kind, status, expires_on });

describe('documentState', () => {
  it('shows the review, or the expiry when it matters more', () => {
    expect(documentState(doc('insurance', 'approved', '2027-06-30'), today)).toBe('approved');
    expect(documentState(doc('insurance', 'approved', null), today)).toBe('approved');
    expect(documentState(doc('insurance', 'pending', '2027-06-30'), today)).toBe('pending');
    expect(documentState(doc('insurance', 'rejected', '2027-06-30'), today)).toBe('rejected');
    expect(documentState(doc('insurance', 'rejected', '2026-01-01'), today)).toBe('rejected');
    expect(documentState(doc('insurance', 'pending', '2026-11-30'), today)).toBe('expired');
  });
  it('warns within 30 days, today included, and expires the day after the last valid day', () => {
    expect(documentState(doc('inspection', 'approved', '2027-01-01'), today)).toBe('approved'); // 31 days
    expect(documentState(doc('inspection', 'approved', '2026-12-31'), today)).toBe('expiring'); // 30 days
    expect(documentState(doc('inspection', 'approved', today), today)).toBe('expiring');
    expect(documentState(doc('inspection', 'approved', '2026-11-30'), today)).toBe('expired');
  });
});

describe('saleBlocker', () => {
  const valid = [
    doc('latra_licence', 'approved', '2027-06-30'),
    doc('insurance', 'approved', '2026-12-20'), // expiring: still fine
    doc('inspection', 'approved', null),
  ];
  it('lets a vehicle with every document approved and valid go on sale', () => {
    expect(vehicleSaleBlocker(valid, today)).toBeNull();
  });
  it('names the first document kind that blocks, and why', () => {
    expect(vehicleSaleBlocker(valid.slice(1), today)).toEqual({ kind: 'latra_licence', reason: 'missing' });
    const pending = [valid[0]!, doc('insurance', 'pending', '2027-06-30'), valid[2]!];
    expect(vehicleSaleBlocker(pending, today)).toEqual({ kind: 'insurance', reason: 'pending' });
    const rejected = [...valid.slice(0, 2), doc('inspection', 'rejected', null)];
    expect(vehicleSaleBlocker(rejected, today)).toEqual({ kind: 'inspection', reason: 'rejected' });
    expect(vehicleSaleBlocker(valid, '2026-12-21')).toEqual({ kind: 'insurance', reason: 'expired' });
  });
  it('takes the most useful of several documents of one kind (a renewal beside the old one)', () => {
    const renewed = [...valid, doc('insurance', 'rejected', '2027-12-20')];
    expect(vehicleSaleBlocker(renewed, today)).toBeNull();
    const renewalPending = [
      doc('driving_licence', 'approved', '2026-11-01'),
      doc('driving_licence', 'pending', '2031-11-01'),
    ];
    expect(driverSaleBlocker(renewalPending, today)).toEqual({ kind: 'driving_licence', reason: 'pending' });
    expect(saleBlocker([], [], today)).toBeNull();
  });
});

describe('saleBlockerProblem', () => {
  it('names the vehicle or driver and the document, as a nested message', () => {
    expect(
      saleBlockerProblem({ vehicle_plate: 'T 123 ABC' }, { kind: 'insurance', reason: 'expired' }),
    ).toEqual({
      key: 'transport.vehicleDocumentExpired',
      params: { plate: 'T 123 ABC', document: { key: 'transport.documentInsurance' } },
      path: 'vehicle_id',
    });
    expect(
      saleBlockerProblem({ driver_name: 'Juma Hassan' }, { kind: 'driving_licence', reason: 'missing' }),
    ).toEqual({
      key: 'transport.driverDocumentMissing',
      params: { name: 'Juma Hassan', document: { key: 'transport.documentDrivingLicence' } },
      path: 'driver_id',
    });
  });
});
