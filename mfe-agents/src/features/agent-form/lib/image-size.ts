// The pixel size of an image file, read by the browser: the file is loaded into an Image through an
// object URL (revoked afterwards). Rejects when the browser cannot decode it.
export interface ImageSize {
  width: number;
  height: number;
}

export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = () => URL.revokeObjectURL(url);
    image.onload = () => {
      done();
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      done();
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}
