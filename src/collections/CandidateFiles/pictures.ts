import sharp from 'sharp'

/**
 * A picture's size in pixels, read from its header only (sharp, off the main thread): a few kilobytes of PNG can
 * declare 900 million pixels, which decoding to make the 512 px square would hold in memory. Phone photos are 12–50
 * megapixels; more is refused before any decoding.
 */
export const PICTURE_MAX_PIXELS = 40_000_000
export const PICTURE_MAX_SIDE = 12_000

export async function pictureWithinBounds(data: Uint8Array): Promise<boolean> {
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(data, { limitInputPixels: false }).metadata()
    return (
      width > 0 && height > 0 && width <= PICTURE_MAX_SIDE && height <= PICTURE_MAX_SIDE && width * height * pages <= PICTURE_MAX_PIXELS
    )
  } catch {
    return false
  }
}
