import AudioPlayerClient
import Foundation

/// Decodes a file from start to end as playback would, but without a device, and returns the
/// number of frames decoded.
///
/// This is the whole of the player's reading path, which strangers' files reach: the fuzzer
/// (`SoundFileFuzzer`) drives it with arbitrary bytes. `frameLimit` bounds the work for files that
/// announce hours of audio.
package func decodeWithoutDevice(_ url: URL, frameLimit: Int) throws(AudioPlayerError) -> Int {
  let decoder = try openDecoder(for: url)
  let format = decoder.preferredFormats.first ?? .float32
  let framesPerRead = 4_096
  let buffer = UnsafeMutableRawPointer.allocate(
    byteCount: framesPerRead * decoder.channels * format.bytesPerSample,
    alignment: 16
  )
  defer { buffer.deallocate() }
  var decoded = 0
  while decoded < frameLimit {
    let frames = try decoder.read(into: buffer, frames: framesPerRead, as: format)
    if frames == 0 { break }
    decoded += frames
  }
  if decoded < frameLimit {
    try decoder.checkComplete(decodedFrames: decoded)
  }
  try decoder.rewind()
  _ = try decoder.read(into: buffer, frames: framesPerRead, as: format)
  return decoded
}
