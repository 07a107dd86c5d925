import { attachmentKind, storedAttachmentKind } from '../attachment-files';

describe('attachmentKind', () => {
  it('knows the accepted kinds by their first bytes only', () => {
    expect(attachmentKind(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]))).toBe('png');
    expect(attachmentKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(attachmentKind(Buffer.from('GIF89a......'))).toBe('gif');
    expect(attachmentKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(attachmentKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses text, markup and other containers', () => {
    for (const text of ['hello', '<svg xmlns="http://www.w3.org/2000/svg"/>', '<html></html>', 'RIFF\0\0\0\0WAVEfmt ', '']) {
      expect(attachmentKind(Buffer.from(text))).toBeNull();
    }
  });
});

describe('storedAttachmentKind', () => {
  it('accepts only server-made names', () => {
    expect(storedAttachmentKind('0b9c4a57-7d1e-4e0a-9a43-5a3f0d7e2c11.pdf')).toBe('pdf');
    expect(storedAttachmentKind('../0b9c4a57-7d1e-4e0a-9a43-5a3f0d7e2c11.pdf')).toBeNull();
    expect(storedAttachmentKind('0b9c4a57-7d1e-4e0a-9a43-5a3f0d7e2c11.svg')).toBeNull();
    expect(storedAttachmentKind('photo.png')).toBeNull();
  });
});
