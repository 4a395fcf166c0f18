import { describe, expect, it } from 'vitest';
import { networkOfMsisdn, tanzanianMsisdn } from './channels';

describe('tanzanianMsisdn', () => {
  it.each([
    ['+255 712 345 678', '255712345678'],
    ['0712345678', '255712345678'],
    ['712345678', '255712345678'],
    ['255612345678', '255612345678'],
    ['+255-754-123-456', '255754123456'],
  ])('reads %s as %s', (input, expected) => expect(tanzanianMsisdn(input)).toBe(expected));

  it.each([
    '',
    null,
    '+254712345678',
    '0812345678',
    '07123456',
    '071234567890',
    '+255 712 abc 678',
    '+44 7700 900123',
  ])('refuses %s', (input) => expect(tanzanianMsisdn(input)).toBeNull());
});

describe('networkOfMsisdn', () => {
  it('knows each network by its prefix', () => {
    expect(networkOfMsisdn('255754123456')).toBe('mpesa');
    expect(networkOfMsisdn('255712345678')).toBe('mixx');
    expect(networkOfMsisdn('255682345678')).toBe('airtel');
    expect(networkOfMsisdn('255622345678')).toBe('halopesa');
    expect(networkOfMsisdn('255732345678')).toBeNull();
  });
});
