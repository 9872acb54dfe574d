import CALSA
import Foundation

/// Process-wide alsa-lib set-up that must happen once, before the first ALSA call.
enum ALSALibrary {
  /// Silences alsa-lib's stderr output, once per process.
  ///
  /// alsa-lib's default error handler prints "ALSA lib ..." lines, even for failures the player
  /// reports itself; on a machine without a sound card that would scribble over the terminal.
  static func prepare() {
    _ = silenced
  }

  /// A `static let` runs its initialiser exactly once, thread-safely.
  private static let silenced: Void = {
    shim_alsa_silence_errors()
  }()

  /// Whether the kernel knows any sound card, to explain why `default` does not open.
  static var machineHasSoundCard: Bool {
    guard let cards = try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8) else {
      return false
    }
    return !cards.contains("no soundcards")
  }
}
