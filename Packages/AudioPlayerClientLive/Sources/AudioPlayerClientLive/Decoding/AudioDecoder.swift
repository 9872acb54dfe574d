import AudioPlayerClient
import Foundation

/// A sound file being decoded a period at a time, whatever decodes it.
///
/// Not Sendable: the playback thread opens, reads and closes each one.
protocol AudioDecoder: AnyObject {
  var source: SourceFile { get }
  var sampleRate: Int { get }
  var channels: Int { get }
  /// The length the decoder announced, or nil when it cannot tell.
  var frameCount: Int? { get }
  /// The sample formats to offer the device, best first.
  var preferredFormats: [SampleFormat] { get }

  /// Decodes up to `frames` frames into `buffer`: the count decoded, 0 at the end of the file.
  func read(into buffer: UnsafeMutableRawPointer, frames: Int, as format: SampleFormat)
    throws(AudioPlayerError) -> Int

  /// Goes back to the first frame, for the next pass of a loop.
  func rewind() throws(AudioPlayerError)
}

/// Opens `url` with the decoder for its container: libmpg123 for MP3, libsndfile for the rest, and
/// none for a file that starts like no sound file the player knows.
///
/// MP3 goes to libmpg123 directly rather than through libsndfile (which uses libmpg123 too)
/// because only a handle of one's own can be told to be quiet: through libsndfile, a damaged MP3
/// makes libmpg123 print "Note: Trying to resync..." over the terminal.
func openDecoder(for url: URL) throws(AudioPlayerError) -> any AudioDecoder {
  let source = try SourceFile(checking: url)
  switch source.container {
  case nil:
    throw .unsupportedFormat(
      url, reason: "not a sound file the player knows (WAV, MP3, FLAC, Ogg, AIFF, AU, CAF)")
  case .mp3:
    return try MPEGFile(opening: source)
  case let container?:
    return try SoundFile(opening: source, container: container)
  }
}

extension AudioDecoder {
  /// Checks a whole pass against the announced length, since a cut-off file can decode without an
  /// error: the decoder only stops early.
  ///
  /// A tenth of slack keeps an MP3 whose length was only estimated (no Xing header, variable bit
  /// rate) from being called truncated.
  func checkComplete(decodedFrames: Int) throws(AudioPlayerError) {
    guard decodedFrames > 0 else {
      throw .unreadableFile(source.url, reason: "the file holds no audio")
    }
    guard let frameCount, decodedFrames * 10 < frameCount * 9 else { return }
    throw .unreadableFile(
      source.url,
      reason: "the file is truncated: it ends after \(decodedFrames) of \(frameCount) frames")
  }
}
