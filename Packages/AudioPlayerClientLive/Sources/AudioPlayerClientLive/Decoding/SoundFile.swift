import AudioPlayerClient
import CSndFile
import Foundation

/// A sound file decoded through libsndfile, a period at a time.
///
/// libsndfile reads WAV (8 to 32-bit PCM, float, double, `WAVE_FORMAT_EXTENSIBLE`, any rate and
/// channel count), AIFF, FLAC, Ogg Vorbis and Opus, converting to whichever ``SampleFormat`` the
/// device took. Nothing is read ahead of playback, so memory does not grow with the file.
final class SoundFile: AudioDecoder {
  let source: SourceFile
  let sampleRate: Int
  let channels: Int
  let frameCount: Int?
  /// Exact for integer PCM up to 16 bits, 32-bit integers for 24 and 32-bit PCM, float for
  /// everything else.
  let preferredFormats: [SampleFormat]
  private let handle: OpaquePointer

  /// Opens `source`, checking everything that can fail before the instance exists, since its
  /// `deinit` closes the handle.
  init(opening source: SourceFile, container: SourceFile.Container) throws(AudioPlayerError) {
    var info = SF_INFO()
    guard let handle = sf_open(source.path, Int32(SFM_READ), &info) else {
      throw Self.openingError(
        source, container: container, message: String(cString: sf_strerror(nil)))
    }
    let problem: String? =
      if info.samplerate <= 0 || info.channels <= 0 {
        "the header gives \(info.channels) channels at \(info.samplerate) Hz"
      } else if let truncation = Self.truncation(in: Self.log(of: handle)) {
        truncation
      } else if info.frames == 0 {
        "the file holds no audio"
      } else {
        nil
      }
    if let problem {
      sf_close(handle)
      throw .unreadableFile(source.url, reason: problem)
    }

    self.source = source
    self.handle = handle
    sampleRate = Int(info.samplerate)
    channels = Int(info.channels)
    frameCount = info.frames == Int64.max || info.frames < 0 ? nil : Int(info.frames)
    switch info.format & Int32(SF_FORMAT_SUBMASK) {
    case Int32(SF_FORMAT_PCM_S8), Int32(SF_FORMAT_PCM_U8), Int32(SF_FORMAT_PCM_16):
      preferredFormats = [.int16, .int32, .float32]
    case Int32(SF_FORMAT_PCM_24), Int32(SF_FORMAT_PCM_32):
      preferredFormats = [.int32, .float32, .int16]
    default:
      preferredFormats = [.float32, .int32, .int16]
    }
  }

  deinit {
    sf_close(handle)
  }

  func read(into buffer: UnsafeMutableRawPointer, frames: Int, as format: SampleFormat)
    throws(AudioPlayerError) -> Int
  {
    let count = sf_count_t(frames)
    let decoded: sf_count_t =
      switch format {
      case .int16: sf_readf_short(handle, buffer.assumingMemoryBound(to: Int16.self), count)
      case .int32: sf_readf_int(handle, buffer.assumingMemoryBound(to: Int32.self), count)
      case .float32: sf_readf_float(handle, buffer.assumingMemoryBound(to: Float.self), count)
      }
    if decoded <= 0, sf_error(handle) != 0 {
      throw .unreadableFile(
        source.url, reason: "decoding failed: \(String(cString: sf_strerror(handle)))")
    }
    return Int(max(0, decoded))
  }

  func rewind() throws(AudioPlayerError) {
    guard sf_seek(handle, 0, SEEK_SET) == 0 else {
      throw .unreadableFile(
        source.url, reason: "cannot go back to the start: \(String(cString: sf_strerror(handle)))")
    }
  }

  private static func log(of handle: OpaquePointer) -> String {
    var text = [UInt8](repeating: 0, count: 4096)
    let length = sf_command(handle, Int32(SFC_GET_LOG_INFO), &text, Int32(text.count))
    return String(decoding: text.prefix(Int(max(0, length))), as: UTF8.self)
  }

  /// libsndfile plays a WAV or AIFF whose data chunk runs past the end of the file, shortened,
  /// noting only in its log "data : 176400 (should be 99956)". A size of 0xFFFFFFFF is what
  /// streaming writers put when they cannot know the length, so it is no truncation.
  static func truncation(in log: String) -> String? {
    for line in log.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 6, fields[0] == "data" || fields[0] == "SSND", fields[1] == ":",
        fields[3] == "(should", fields[4] == "be",
        let announced = UInt64(fields[2]), let present = UInt64(fields[5].dropLast()),
        announced > present, announced != 0xFFFF_FFFF
      else { continue }
      return
        "the file is truncated: the header announces \(announced) bytes of audio but only \(present) are there"
    }
    return nil
  }

  /// The WAV format tags libsndfile decodes: PCM, MS ADPCM, IEEE float, A-law, µ-law, IMA ADPCM,
  /// GSM 6.10 and `WAVE_FORMAT_EXTENSIBLE`. Any other tag is an encoding it does not support, not
  /// a corrupt file.
  private static let decodedWaveFormatTags: Set<UInt16> = [
    0x0001, 0x0002, 0x0003, 0x0006, 0x0007, 0x0011, 0x0031, 0xFFFE,
  ]

  private static func openingError(
    _ source: SourceFile, container: SourceFile.Container, message: String
  ) -> AudioPlayerError {
    if let tag = source.waveFormatTag, !decodedWaveFormatTags.contains(tag) {
      return .unsupportedFormat(
        source.url,
        reason:
          "WAV encoding 0x\(String(tag, radix: 16, uppercase: true)) is not supported (\(message))")
    }
    // Lowercased rather than compared in the user's locale, which reads ICU's data: the shipped
    // binary leaves it out.
    if message.lowercased().contains("unsupported") || message.contains("not supported") {
      return .unsupportedFormat(source.url, reason: message)
    }
    return .unreadableFile(source.url, reason: "corrupt \(container.rawValue) file: \(message)")
  }
}
