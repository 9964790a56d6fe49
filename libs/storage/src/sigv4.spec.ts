import { sha256Hex, signS3Request } from './sigv4';

// The worked example of Amazon S3's Signature Version 4 documentation ("GET Object"): its published
// signature is the only independent check of the canonical request and the key derivation.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('signS3Request', () => {
  it("reproduces the documentation's signature for a ranged GET", () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      credentials,
      'us-east-1',
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers).not.toHaveProperty('host');
  });

  it('signs a different signature for another secret, path or day', () => {
    const sign = (secret: string, path: string, day: string) =>
      signS3Request(
        { method: 'PUT', url: new URL(`http://127.0.0.1:9000${path}`), payloadHash: sha256Hex('x') },
        { accessKeyId: 'id', secretAccessKey: secret },
        'us-east-1',
        new Date(day),
      ).authorization;
    const base = sign('secret', '/media/a.webp', '2026-11-26T00:00:00Z');
    expect(sign('other', '/media/a.webp', '2026-11-26T00:00:00Z')).not.toBe(base);
    expect(sign('secret', '/media/b.webp', '2026-11-26T00:00:00Z')).not.toBe(base);
    expect(sign('secret', '/media/a.webp', '2026-11-27T00:00:00Z')).not.toBe(base);
  });
});
