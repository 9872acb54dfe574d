import AudioPlayerClient
import CMPG123
import Foundation

/// An MP3 (or MP2) file decoded through libmpg123, a period at a time, quietly and gaplessly.
///
/// libmpg123 decodes to 32-bit float; a device that takes only integers gets them converted here.
/// It reads the file as it goes, so memory does not grow with the file.
final class MPEGFile: AudioDecoder {
  let source: SourceFile
  let sampleRate: Int
  let channels: Int
  let frameCount: Int?
  let preferredFormats: [SampleFormat] = [.float32, .int32, .int16]
  private let handle: OpaquePointer
  /// Float samples for a device that takes integers, grown to the largest period asked for.
  private var floats: [Float] = []

  /// Opens `source`, checking everything that can fail before the instance exists, since its
  /// `deinit` deletes the handle.
  init(opening source: SourceFile) throws(AudioPlayerError) {
    _ = Self.initialized
    var error: Int32 = 0
    guard let handle = mpg123_new(nil, &error) else {
      throw .unreadableFile(source.url, reason: String(cString: mpg123_plain_strerror(error)))
    }
    // Quiet: libmpg123 otherwise prints notes about damaged frames to stderr.
    shim_mpg123_add_flags(handle, Int(MPG123_QUIET.rawValue | MPG123_GAPLESS.rawValue))

    var rate = 0
    var channels: Int32 = 0
    var encoding: Int32 = 0
    let problem: AudioPlayerError? =
      if shim_mpg123_open_float(handle, source.path) != MPG123_OK.rawValue
        || mpg123_getformat(handle, &rate, &channels, &encoding) != MPG123_OK.rawValue
      {
        .unreadableFile(
          source.url, reason: "corrupt MP3 file: \(String(cString: mpg123_strerror(handle)))")
      } else if encoding != Int32(MPG123_ENC_FLOAT_32.rawValue) {
        .unsupportedFormat(source.url, reason: "this libmpg123 cannot decode to float")
      } else {
        nil
      }
    if let problem {
      mpg123_delete(handle)
      throw problem
    }

    self.source = source
    self.handle = handle
    sampleRate = rate
    self.channels = Int(channels)
    let length = shim_mpg123_length(handle)
    frameCount = length > 0 ? Int(length) : nil
  }

  deinit {
    mpg123_close(handle)
    mpg123_delete(handle)
  }

  /// `mpg123_init` is needed before libmpg123 1.27 and harmless after; a `static let` runs once.
  private static let initialized: Void = {
    mpg123_init()
  }()

  func read(into buffer: UnsafeMutableRawPointer, frames: Int, as format: SampleFormat)
    throws(AudioPlayerError) -> Int
  {
    let samples = frames * channels
    guard format != .float32 else {
      return try decode(into: buffer.assumingMemoryBound(to: Float.self), samples: samples)
    }
    if floats.count < samples { floats = [Float](repeating: 0, count: samples) }
    let decoded = try floats.withUnsafeMutableBufferPointer { floats throws(AudioPlayerError) in
      let decoded = try decode(into: floats.baseAddress!, samples: samples)
      Self.convert(
        UnsafeBufferPointer(rebasing: floats[..<(decoded * channels)]), into: buffer, as: format)
      return decoded
    }
    return decoded
  }

  /// Fills `samples` floats, short only at the end of the file; returns whole frames.
  private func decode(into floats: UnsafeMutablePointer<Float>, samples: Int)
    throws(AudioPlayerError) -> Int
  {
    let wanted = samples * MemoryLayout<Float>.size
    var filled = 0
    while filled < wanted {
      var done = 0
      let result = mpg123_read(
        handle, UnsafeMutableRawPointer(floats) + filled, wanted - filled, &done)
      filled += done
      switch result {
      case MPG123_OK.rawValue, MPG123_NEW_FORMAT.rawValue:
        continue
      case MPG123_DONE.rawValue:
        return filled / MemoryLayout<Float>.size / channels
      default:
        throw .unreadableFile(
          source.url, reason: "decoding failed: \(String(cString: mpg123_strerror(handle)))")
      }
    }
    return filled / MemoryLayout<Float>.size / channels
  }

  /// Scales floats from -1…1 to full-scale integers, rounding and clipping.
  private static func convert(
    _ floats: UnsafeBufferPointer<Float>, into buffer: UnsafeMutableRawPointer,
    as format: SampleFormat
  ) {
    switch format {
    case .int16:
      let values = buffer.assumingMemoryBound(to: Int16.self)
      for (index, sample) in floats.enumerated() {
        values[index] = Int16(max(-32_768, min(32_767, (sample * 32_768).rounded())))
      }
    case .int32:
      let values = buffer.assumingMemoryBound(to: Int32.self)
      for (index, sample) in floats.enumerated() {
        values[index] = Int32(
          max(-2_147_483_648, min(2_147_483_647, (Double(sample) * 2_147_483_648).rounded())))
      }
    case .float32:
      buffer.copyMemory(
        from: floats.baseAddress!, byteCount: floats.count * MemoryLayout<Float>.size)
    }
  }

  func rewind() throws(AudioPlayerError) {
    guard shim_mpg123_rewind(handle) >= 0 else {
      throw .unreadableFile(
        source.url,
        reason: "cannot go back to the start: \(String(cString: mpg123_strerror(handle)))")
    }
  }
}
