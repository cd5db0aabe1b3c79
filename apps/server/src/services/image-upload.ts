import type { UploadPurpose } from '@app/contracts/upload-constants';
import sharp from 'sharp';
import { DomainError } from './domain-error';

export type ImageKind = 'image/png' | 'image/jpeg';

/** The file's real type from its first bytes (its name and the request's header are ignored). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/** How big each purpose's images are kept: avatars small and square, documents readable. */
const sizes: Record<UploadPurpose, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  AVATAR: { width: 256, height: 256, fit: 'cover' },
  KYC: { width: 2000, height: 2000, fit: 'inside' },
  FEEDBACK: { width: 1600, height: 1600, fit: 'inside' },
  CHAT: { width: 1600, height: 1600, fit: 'inside' },
};

/** Decoding bombs: a 5 MB file may claim billions of pixels; refuse above this many. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ReencodedImage = {
  bytes: Buffer;
  contentType: ImageKind;
  width: number;
  height: number;
};

/**
 * Re-encodes an uploaded png or jpg: decoded (so a file that only starts like an image is
 * refused), turned upright by its EXIF orientation, resized for its purpose, stripped of every
 * metadata (location, camera) and encoded again in the same kind. What is stored is ours.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  purpose: UploadPurpose,
): Promise<ReencodedImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new DomainError('UPLOAD_TYPE', 'Only png or jpg images');
  const size = sizes[purpose];
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...size, withoutEnlargement: size.fit === 'inside' });
    const encoded =
      kind === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: kind, width: info.width, height: info.height };
  } catch {
    throw new DomainError('UPLOAD_TYPE', 'The image could not be read');
  }
}
