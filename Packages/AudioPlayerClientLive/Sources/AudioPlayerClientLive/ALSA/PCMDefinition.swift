/// Which ALSA PCM to open: a name the system's configuration knows, or a configuration of its own.
///
/// The app only ever names a device. Tests and the benchmark define a PCM in-process, such as a
/// `file` plugin over a `null` slave, so they can read back exactly what was played without a
/// sound card or an asoundrc.
package enum PCMDefinition: Sendable, Hashable {
  /// A PCM name as `aplay -D` takes it: `default`, `null`, `hw:0`, `file:'/tmp/out.wav',wav`.
  case named(String)
  /// A PCM called `name`, defined by alsa-lib configuration text such as
  /// `pcm.capture { type file slave.pcm { type null } file "/tmp/out.raw" format raw }`.
  case configuration(name: String, text: String)

  /// The name to show in errors.
  package var deviceName: String {
    switch self {
    case .named(let name): name
    case .configuration(let name, _): name
    }
  }
}
