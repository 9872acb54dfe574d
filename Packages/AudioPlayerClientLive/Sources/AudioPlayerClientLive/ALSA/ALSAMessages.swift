import Foundation

/// alsa-lib's messages, kept per thread instead of printed.
///
/// alsa-lib explains most failures only through its error handler, and the player calls alsa-lib
/// on its own threads, so the last message of the calling thread explains the call that just
/// failed there.
enum ALSAMessages {
  private static let key = "alsa.last-message"

  /// Forgets the calling thread's last message, before a call whose failure should be explained.
  static func clear() {
    Thread.current.threadDictionary.removeObject(forKey: key)
  }

  /// The calling thread's last message, if alsa-lib reported one since ``clear()``.
  static var last: String? {
    Thread.current.threadDictionary[key] as? String
  }

  fileprivate static func record(_ message: String) {
    Thread.current.threadDictionary[key] = message
  }
}

/// Called by the C error handler that `shim_alsa_silence_errors` installs, with the message
/// already formatted.
@_cdecl("shim_alsa_record_message")
func recordALSAMessage(_ message: UnsafePointer<CChar>) {
  ALSAMessages.record(String(cString: message))
}
