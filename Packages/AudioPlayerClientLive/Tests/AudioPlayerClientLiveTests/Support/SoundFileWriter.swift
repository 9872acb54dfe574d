import CSndFile
import Foundation

/// Encodes test audio with libsndfile itself, for the formats no WAV writer covers (FLAC, Ogg).
enum SoundFileWriter {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes 16-bit `samples`, interleaved, in the libsndfile `format`, such as
  /// `SF_FORMAT_FLAC | SF_FORMAT_PCM_16`.
  static func write(_ samples: [Int16], channels: Int, sampleRate: Int, format: Int32, to url: URL)
    throws
  {
    var info = SF_INFO(
      frames: 0, samplerate: Int32(sampleRate), channels: Int32(channels), format: format,
      sections: 0, seekable: 0)
    guard let file = sf_open(url.path, Int32(SFM_WRITE), &info) else {
      throw Failure(description: String(cString: sf_strerror(nil)))
    }
    defer { sf_close(file) }
    let written = samples.withUnsafeBufferPointer {
      sf_writef_short(file, $0.baseAddress, sf_count_t(samples.count / channels))
    }
    guard written == samples.count / channels else {
      throw Failure(description: String(cString: sf_strerror(file)))
    }
  }
}
