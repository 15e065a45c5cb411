import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../http/app-error';

/** The most pixels a picture may have: a 3 MB file of one colour can declare billions, which decoding would have to allocate. */
export const maxPicturePixels = 50_000_000;

const encodings = { png: { contentType: 'image/png', extension: 'png' }, jpeg: { contentType: 'image/jpeg', extension: 'jpg' } } as const;

export interface CleanPicture {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  extension: string;
  width: number;
  height: number;
  sha256: string;
}

/** The domains whose uploads are pictures (a loan application's documents, a private seller's photos); each refuses in its own type. */
type PictureErrorType = 'LOAN_APPLICATION' | 'PRIVATE_SELLER';

/**
 * Decodes the file by its content (never its name or declared type), refuses anything but a whole
 * png or jpeg of at most `maxPicturePixels`, turns it upright by its EXIF orientation, and encodes
 * it again in its own format. sharp writes no metadata unless asked, so EXIF (with GPS), XMP, IPTC,
 * comments and the ICC profile (after conversion to sRGB) are gone, and so is anything hidden after
 * or between the image's data.
 */
export async function cleanPicture(file: Uint8Array, errorType: PictureErrorType): Promise<CleanPicture> {
  const wrongFormat = () => new AppError(errorType, 'WRONG_FILE_FORMAT');
  const options = { failOn: 'error', limitInputPixels: maxPicturePixels } as const;
  let format: string | undefined;
  let pixels: number;
  try {
    // The header alone (nothing is decoded yet), so a picture over the pixel limit gets its own refusal.
    const metadata = await sharp(file, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw wrongFormat();
  }
  if (format !== 'png' && format !== 'jpeg') throw wrongFormat();
  if (pixels > maxPicturePixels) throw new AppError(errorType, 'PICTURE_DIMENSIONS_TOO_LARGE', { maxMegapixels: maxPicturePixels / 1_000_000 });
  const encoding = encodings[format];
  try {
    const pipeline = sharp(file, options).autoOrient();
    const { data, info } = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return { bytes, contentType: encoding.contentType, extension: encoding.extension, width: info.width, height: info.height, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    // A header that reads but data that does not decode: truncated or corrupt.
    throw wrongFormat();
  }
}
