import ArgumentParser
import ConcurrencyExtras
import Dispatch
import Foundation

/// Turns Ctrl-C into task cancellation, so that playback stops at once and files are left whole,
/// and any cancellation into exit status 130, as shells expect of an interrupted program: the one
/// place that decides it.
enum Interruption {
  /// Runs `operation` until it ends or the user presses Ctrl-C. A second Ctrl-C exits at once, in
  /// case something does not honour cancellation.
  static func exitingWhenInterrupted(_ operation: @escaping @Sendable () async throws -> Void)
    async throws
  {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT)
    let interrupted = LockIsolated(false)
    let work = Task { try await operation() }
    source.setEventHandler {
      if interrupted.value { exit(130) }
      interrupted.setValue(true)
      work.cancel()
    }
    source.resume()
    defer { source.cancel() }
    do {
      try await work.value
    } catch {
      // Cancellation is an interruption wherever it began: here, at the signal, or in a screen in
      // raw mode, where Ctrl-C arrives as a key and the screen stops by cancelling.
      if interrupted.value || error is CancellationError { throw ExitCode(130) }
      throw error
    }
    if interrupted.value { throw ExitCode(130) }
  }
}
