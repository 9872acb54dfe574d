import AudioPlayerClient
import Foundation

/// What the player checks about a URL before it asks the decoder: that it is local, exists, is a
/// regular, readable, non-empty file, and which container its first bytes announce.
///
/// libsndfile's own errors are worded for its authors ("File does not exist or is not a regular
/// file (possibly a pipe?)" for a six-byte text file), and it probes any file it does not
/// recognise with libmpg123, which prints notes to stderr; so these checks come first, and only a
/// file whose first bytes name a known container reaches a decoder.
struct SourceFile {
  /// The container a file's first bytes announce: those libmpg123 (MP3) and libsndfile decode.
  enum Container: String {
    case wav = "WAV"
    case wave64 = "Wave64"
    case aiff = "AIFF"
    case au = "AU"
    case caf = "CAF"
    case flac = "FLAC"
    case ogg = "Ogg"
    case mp3 = "MP3"
  }

  let url: URL
  let path: String
  let container: Container?
  /// For a WAV whose first chunk is `fmt `, its format tag, such as 1 for PCM.
  let waveFormatTag: UInt16?

  init(checking url: URL) throws(AudioPlayerError) {
    guard url.isFileURL else { throw .notLocal(url) }
    self.url = url
    path = url.path
    var status = stat()
    guard stat(path, &status) == 0 else {
      switch errno {
      case ENOENT, ENOTDIR: throw .fileNotFound(url)
      default: throw .unreadableFile(url, reason: String(cString: strerror(errno)))
      }
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(url) }
    guard status.st_size > 0 else { throw .unreadableFile(url, reason: "the file is empty") }

    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadableFile(url, reason: "permission denied")
    }
    let head = [UInt8]((try? handle.read(upToCount: 22)) ?? Data())
    try? handle.close()
    container = Self.container(of: head)
    if container == .wav, head.count >= 22, head[12..<16].elementsEqual("fmt ".utf8) {
      waveFormatTag = UInt16(head[20]) | UInt16(head[21]) << 8
    } else {
      waveFormatTag = nil
    }
  }

  private static func container(of head: [UInt8]) -> Container? {
    func starts(with text: String, at offset: Int = 0) -> Bool {
      let bytes = Array(text.utf8)
      return head.count >= offset + bytes.count
        && head[offset..<offset + bytes.count].elementsEqual(bytes)
    }
    if (starts(with: "RIFF") || starts(with: "RIFX") || starts(with: "RF64"))
      && starts(with: "WAVE", at: 8)
    {
      return .wav
    }
    if starts(with: "riff") { return .wave64 }
    if starts(with: "FORM") && (starts(with: "AIFF", at: 8) || starts(with: "AIFC", at: 8)) {
      return .aiff
    }
    if starts(with: ".snd") || starts(with: "dns.") { return .au }
    if starts(with: "caff") { return .caf }
    if starts(with: "fLaC") { return .flac }
    if starts(with: "OggS") { return .ogg }
    if starts(with: "ID3") { return .mp3 }
    // An MPEG audio frame header: 11 sync bits, then a version and a layer that are not the
    // reserved values (which AAC's ADTS headers use for the layer).
    if head.count >= 2, head[0] == 0xFF, head[1] & 0xE0 == 0xE0, head[1] & 0x18 != 0x08,
      head[1] & 0x06 != 0
    {
      return .mp3
    }
    return nil
  }
}
