// The agent photo rule (spec 001 §5): JPG/JPEG/PNG only, exactly 100 × 100 px, read by loading the file
// into an Image through an object URL.
import { readImageSize } from '../lib/image-size';
import { checkPhoto, isPhotoType } from '../lib/photo-check';
import { AGENT_FORM_TEXTS as T } from '../texts';

jest.mock('../lib/image-size', () => ({ readImageSize: jest.fn() }));
const sized = readImageSize as jest.MockedFunction<typeof readImageSize>;

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('isPhotoType', () => {
  it.each([
    ['a.jpg', 'image/jpeg', true],
    ['a.jpeg', 'image/jpeg', true],
    ['a.png', 'image/png', true],
    ['a.gif', 'image/gif', false],
    ['a.webp', 'image/webp', false],
    ['a.svg', 'image/svg+xml', false],
    ['a.png', 'application/pdf', false],
    ['a.JPEG', '', true],
    ['a.png', '', true],
    ['a.bmp', '', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isPhotoType(file(name, type))).toBe(accepted);
  });
});

describe('checkPhoto', () => {
  beforeEach(() => sized.mockReset());

  it('accepts a 100 × 100 JPG or PNG', async () => {
    sized.mockResolvedValue({ width: 100, height: 100 });
    await expect(checkPhoto(file('a.png', 'image/png'))).resolves.toBeNull();
    await expect(checkPhoto(file('a.jpg', 'image/jpeg'))).resolves.toBeNull();
  });

  it('refuses another type without reading it', async () => {
    await expect(checkPhoto(file('a.gif', 'image/gif'))).resolves.toBe(T.photoType);
    expect(sized).not.toHaveBeenCalled();
  });

  it.each([
    [101, 100],
    [100, 99],
    [200, 200],
    [50, 50],
  ])('refuses %i × %i, naming the size', async (width, height) => {
    sized.mockResolvedValue({ width, height });
    await expect(checkPhoto(file('a.png', 'image/png'))).resolves.toBe(T.photoSize(width, height));
  });

  it('refuses an image the browser cannot read', async () => {
    sized.mockRejectedValue(new Error('unreadable image'));
    await expect(checkPhoto(file('a.png', 'image/png'))).resolves.toBe(T.photoUnreadable);
  });
});

describe('readImageSize', () => {
  const { readImageSize: realReadImageSize } = jest.requireActual<typeof import('../lib/image-size')>('../lib/image-size');
  const OriginalImage = window.Image;
  const created = jest.fn(() => 'blob:photo');
  const revoked = jest.fn();

  function fakeImage(width: number, height: number, fails = false) {
    return class {
      naturalWidth = width;
      naturalHeight = height;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        expect(url).toBe('blob:photo');
        setTimeout(() => (fails ? this.onerror?.() : this.onload?.()));
      }
    } as unknown as typeof Image;
  }

  beforeEach(() => {
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    created.mockClear();
    revoked.mockClear();
  });
  afterEach(() => {
    window.Image = OriginalImage;
  });

  it("answers the image's natural size and revokes the object URL", async () => {
    window.Image = fakeImage(100, 80);
    await expect(realReadImageSize(file('a.png', 'image/png'))).resolves.toEqual({ width: 100, height: 80 });
    expect(created).toHaveBeenCalledTimes(1);
    expect(revoked).toHaveBeenCalledWith('blob:photo');
  });

  it('rejects when the image does not load, and revokes the object URL', async () => {
    window.Image = fakeImage(0, 0, true);
    await expect(realReadImageSize(file('a.png', 'image/png'))).rejects.toThrow();
    expect(revoked).toHaveBeenCalledWith('blob:photo');
  });
});
