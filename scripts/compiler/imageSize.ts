// A raster image's width and height as its header declares them, read from the bytes without
// decoding a pixel: a "pixel bomb" is a tiny file declaring 100 000 × 100 000 pixels, which a
// browser would try to allocate gigabytes for (issue 28 item 2). The partner images (a logo about
// 80 px high, a 720 × 200 banner, twice that for sharp screens) are far below the cap.

export type RasterType = 'png' | 'jpg' | 'webp';

/** The largest side a partner image may declare, in pixels. */
export const MAX_IMAGE_SIDE = 4096;

export interface ImageSize {
  width: number;
  height: number;
}

/** The size the header declares, or undefined when the header cannot be read. */
export function rasterSize(bytes: Buffer, type: RasterType): ImageSize | undefined {
  if (type === 'png') return pngSize(bytes);
  if (type === 'jpg') return jpegSize(bytes);
  return webpSize(bytes);
}

/** Too large: either side over MAX_IMAGE_SIDE. */
export function tooLarge(size: ImageSize): boolean {
  return size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE;
}

/** The IHDR chunk is always first: width and height at bytes 16 and 20. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Walks the JPEG's segments to its frame header (SOF0–SOF15, less DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** RIFF/WEBP with its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}
