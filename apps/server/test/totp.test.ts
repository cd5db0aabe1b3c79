import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
} from '../src/services/totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit codes.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (SHA-1, 30 s)', () => {
    for (const [seconds, code] of vectors)
      expect(totpCode(rfcSecret, new Date(seconds * 1000), 8), String(seconds)).toBe(code);
  });

  it('gives the RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    expected.forEach((code, counter) => expect(hotp(key, counter)).toBe(code));
  });

  it('accepts the step before and after, nothing further, and says which step', () => {
    const secret = newTotpSecret();
    const at = new Date(1_800_000_000_000);
    const now = Math.floor(at.getTime() / 30_000);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(now);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(now - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(now + 1);
    const old = totpCode(secret, new Date(at.getTime() - 90_000));
    if (old !== totpCode(secret, at)) expect(matchTotp(secret, old, at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  it('round-trips base32 and writes the URL authenticator apps read', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl('Demo Ops', 'ops01', 'ABC')).toBe(
      'otpauth://totp/Demo%20Ops:ops01?secret=ABC&issuer=Demo+Ops&algorithm=SHA1&digits=6&period=30',
    );
  });
});
