import { describeDuration } from '../../mail/templates/reset-password-mail';
import { photoKind, storedPhotoKind } from '../photo-files';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('profile photo checks', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(photoKind(PNG)).toBe('png');
    expect(photoKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
    expect(photoKind(Buffer.from('GIF89a............'))).toBeNull();
    expect(photoKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // The PNG signature without its IHDR chunk is not an image.
    expect(photoKind(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><body>....')]))).toBeNull();
    expect(photoKind(Buffer.alloc(0))).toBeNull();
  });

  it('accepts only the names it hands out', () => {
    expect(storedPhotoKind('3f2b8c1e-9d4a-4b7e-8f00-0123456789ab.png')).toBe('png');
    expect(storedPhotoKind('3f2b8c1e-9d4a-4b7e-8f00-0123456789ab.jpg')).toBe('jpg');
    for (const name of ['../3f2b8c1e-9d4a-4b7e-8f00-0123456789ab.png', '3f2b8c1e-9d4a-4b7e-8f00-0123456789ab.png/..', '3F2B8C1E-9D4A-4B7E-8F00-0123456789AB.png', 'x.png', '3f2b8c1e-9d4a-4b7e-8f00-0123456789ab.svg']) {
      expect(storedPhotoKind(name)).toBeNull();
    }
  });

  it('words link lifetimes for the mail', () => {
    expect(describeDuration(3600)).toBe('1 hour');
    expect(describeDuration(7200)).toBe('2 hours');
    expect(describeDuration(1800)).toBe('30 minutes');
    expect(describeDuration(45)).toBe('45 seconds');
  });
});
