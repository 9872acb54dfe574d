import CALSA
import Foundation

/// An open ALSA playback PCM, in non-blocking mode so that waiting for room is a `poll` that a stop
/// can interrupt.
///
/// Not Sendable on purpose: alsa-lib's PCM handles are not thread-safe, and the playback thread
/// creates, uses and closes each one.
final class PCMDevice {
  /// The negotiated set-up.
  struct Configuration: Equatable {
    var format: SampleFormat
    var channels: Int
    var sampleRate: Int
    /// Frames per period: how much is decoded, scaled and written at a time.
    var periodFrames: Int
  }

  /// The period the player asks for: a volume change applies from the next period, and the
  /// thread wakes once a period. 100 ms keeps wake-ups as rare as aplay's (125 ms), which is what
  /// playing costs on a real-time device; four periods in the buffer ride out a busy machine.
  /// `stop` does not wait for the buffer: `snd_pcm_drop` discards it.
  static let requestedPeriod: Duration = .milliseconds(100)
  static let requestedPeriods = 4

  let name: String
  private let pcm: OpaquePointer
  /// The configuration tree a ``PCMDefinition/configuration(name:text:)`` was opened from, freed
  /// with the PCM.
  private let localConfiguration: OpaquePointer?

  /// Opens the PCM for playback without blocking, so a busy device fails at once with `EBUSY`.
  init(opening definition: PCMDefinition) throws(ALSAError) {
    ALSALibrary.prepare()
    ALSAMessages.clear()
    name = definition.deviceName
    var handle: OpaquePointer?
    switch definition {
    case .named(let name):
      localConfiguration = nil
      try checkALSA(snd_pcm_open(&handle, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK))
    case .configuration(let name, let text):
      let configuration = try Self.loadConfiguration(text)
      localConfiguration = configuration
      let result = snd_pcm_open_lconf(
        &handle, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK, configuration)
      if result < 0 {
        let error = ALSAError(code: result)
        snd_config_delete(configuration)
        throw error
      }
    }
    guard let handle else { throw ALSAError(code: -EINVAL, message: "alsa-lib returned no PCM") }
    pcm = handle
  }

  deinit {
    snd_pcm_close(pcm)
    if let localConfiguration { snd_config_delete(localConfiguration) }
  }

  private static func loadConfiguration(_ text: String) throws(ALSAError) -> OpaquePointer {
    var configuration: OpaquePointer?
    try checkALSA(snd_config_top(&configuration))
    guard let configuration else { throw ALSAError(code: -ENOMEM, message: "out of memory") }
    var input: OpaquePointer?
    let utf8 = Array(text.utf8)
    let opened = utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        snd_input_buffer_open(&input, $0.baseAddress, $0.count)
      }
    }
    guard opened >= 0, let input else {
      snd_config_delete(configuration)
      throw ALSAError(code: opened)
    }
    let loaded = snd_config_load(configuration, input)
    snd_input_close(input)
    guard loaded >= 0 else {
      let error = ALSAError(code: loaded)
      snd_config_delete(configuration)
      throw ALSAError(code: loaded, message: "bad PCM configuration: \(error.message)")
    }
    return configuration
  }

  /// Sets interleaved access, the first of `formats` the device accepts, the channel count and the
  /// exact sample rate (alsa-lib resamples where the device needs it), and about 50 ms periods.
  func configure(
    formats: [SampleFormat], channels: Int, sampleRate: Int
  ) throws(ALSAError) -> Configuration {
    var parameters: OpaquePointer?
    try checkALSA(snd_pcm_hw_params_malloc(&parameters))
    defer { snd_pcm_hw_params_free(parameters) }
    try checkALSA(snd_pcm_hw_params_any(pcm, parameters))
    try checkALSA(snd_pcm_hw_params_set_access(pcm, parameters, SND_PCM_ACCESS_RW_INTERLEAVED))

    guard
      let format = formats.first(where: {
        snd_pcm_hw_params_test_format(pcm, parameters, $0.alsaFormat) == 0
      })
    else {
      throw ALSAError(
        code: -EINVAL, message: "the device takes none of 16-bit, 32-bit or float samples")
    }
    try checkALSA(snd_pcm_hw_params_set_format(pcm, parameters, format.alsaFormat))

    guard snd_pcm_hw_params_set_channels(pcm, parameters, UInt32(channels)) == 0 else {
      throw ALSAError(code: -EINVAL, message: "the device does not take \(channels) channels")
    }
    var rate = UInt32(sampleRate)
    guard snd_pcm_hw_params_set_rate_near(pcm, parameters, &rate, nil) == 0,
      rate == UInt32(sampleRate)
    else {
      throw ALSAError(code: -EINVAL, message: "the device cannot play \(sampleRate) Hz")
    }

    let periodMicroseconds = UInt32(Self.requestedPeriod / .microseconds(1))
    var bufferTime = periodMicroseconds * UInt32(Self.requestedPeriods)
    var direction: Int32 = 0
    try checkALSA(snd_pcm_hw_params_set_buffer_time_near(pcm, parameters, &bufferTime, &direction))
    var periodTime = periodMicroseconds
    try checkALSA(snd_pcm_hw_params_set_period_time_near(pcm, parameters, &periodTime, &direction))
    try checkALSA(snd_pcm_hw_params(pcm, parameters))

    var periodFrames: snd_pcm_uframes_t = 0
    try checkALSA(snd_pcm_hw_params_get_period_size(parameters, &periodFrames, &direction))
    return Configuration(
      format: format, channels: channels, sampleRate: sampleRate,
      periodFrames: Int(periodFrames))
  }

  /// Hands up to `frames` interleaved frames to ALSA without blocking: the number taken, or a
  /// negative error such as `-EAGAIN` (no room yet) or `-EPIPE` (underrun).
  func write(_ samples: UnsafeRawPointer, frames: Int) -> Int {
    Int(snd_pcm_writei(pcm, samples, snd_pcm_uframes_t(frames)))
  }

  /// Brings the PCM back after an underrun (`EPIPE`) or a suspend (`ESTRPIPE`), silently.
  func recover(from error: Int32) throws(ALSAError) {
    try checkALSA(snd_pcm_recover(pcm, error, 1))
  }

  /// The descriptors to `poll` for room in the buffer.
  func pollDescriptors() -> [pollfd] {
    let count = Int(snd_pcm_poll_descriptors_count(pcm))
    guard count > 0 else { return [] }
    var descriptors = [pollfd](repeating: pollfd(), count: count)
    let filled = snd_pcm_poll_descriptors(pcm, &descriptors, UInt32(count))
    return Array(descriptors.prefix(Int(max(0, filled))))
  }

  /// What the polled `descriptors` mean for this PCM, since a plugin may poll on something else.
  func events(from descriptors: inout [pollfd]) -> Int16 {
    var events: UInt16 = 0
    snd_pcm_poll_descriptors_revents(pcm, &descriptors, UInt32(descriptors.count), &events)
    return Int16(bitPattern: events)
  }

  /// Frames handed over but not yet heard.
  func delay() -> Int {
    var frames: snd_pcm_sframes_t = 0
    return snd_pcm_delay(pcm, &frames) < 0 ? 0 : max(0, Int(frames))
  }

  /// Discards everything still queued, so the device is silent at once.
  func drop() {
    snd_pcm_drop(pcm)
  }

  /// Starts playing out what is queued; in non-blocking mode `-EAGAIN` means "still draining".
  func drain() -> Int32 {
    snd_pcm_drain(pcm)
  }

  var isDraining: Bool {
    snd_pcm_state(pcm) == SND_PCM_STATE_DRAINING
  }
}

extension SampleFormat {
  var alsaFormat: snd_pcm_format_t {
    switch self {
    case .int16: SND_PCM_FORMAT_S16
    case .int32: SND_PCM_FORMAT_S32
    case .float32: SND_PCM_FORMAT_FLOAT
    }
  }
}
