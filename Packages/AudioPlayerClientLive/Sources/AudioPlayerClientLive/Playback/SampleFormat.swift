/// How decoded samples are laid out in memory and handed to ALSA: interleaved, native-endian.
///
/// The decoder converts to whichever of these the device accepts, so the player never converts
/// twice; the choice follows the source, so a 16-bit WAV reaches ALSA bit for bit.
enum SampleFormat: Sendable, Hashable {
  case int16
  case int32
  case float32

  var bytesPerSample: Int {
    switch self {
    case .int16: 2
    case .int32, .float32: 4
    }
  }
}
