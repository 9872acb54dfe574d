import CALSA
import Foundation

/// A failed alsa-lib call: the negative error code it returned, and what alsa-lib said about it.
///
/// alsa-lib explains most failures only through its error handler ("Unknown PCM default"), which
/// ``ALSALibrary/prepare()`` redirects from stderr to ``ALSAMessages``; this keeps that message so
/// the player's error can repeat it.
struct ALSAError: Error, CustomStringConvertible {
  /// The negative errno value alsa-lib returned.
  let code: Int32
  /// What went wrong, in alsa-lib's words or ours.
  let message: String

  /// Takes alsa-lib's last message on this thread, or `snd_strerror` when it printed none.
  init(code: Int32) {
    self.code = code
    self.message = ALSAMessages.last ?? String(cString: snd_strerror(code))
  }

  init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }

  var description: String { message }
}

/// Throws an ``ALSAError`` for a negative alsa-lib result, and passes anything else through.
@discardableResult
func checkALSA(_ result: Int32) throws(ALSAError) -> Int32 {
  guard result >= 0 else { throw ALSAError(code: result) }
  return result
}
