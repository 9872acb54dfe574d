import AudioPlayerClient
import Dependencies
import FileEngine
import Foundation

/// What the async API and the playback thread share: the request waiting to start, how the one
/// playing should end, the volume and the position. Every change happens under one lock, and the
/// thread is rung after any change it must act on.
final class PlaybackControl: Sendable {
  /// A call to `play` or `loop`, suspended until the thread finishes with it.
  struct Request: Sendable {
    let id: Int
    let url: URL
    let repeating: Bool
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// Why the playing request should stop before its end.
  enum Ending: Sendable {
    /// `stop()` was called: the suspended call returns normally.
    case stopped
    /// The calling task was cancelled: the suspended call throws `CancellationError`.
    case cancelled
    /// Another `play` or `loop` replaced it: the suspended call returns normally.
    case replaced
    /// The engine is going away.
    case shutDown
  }

  private struct State: Sendable {
    var nextID = 0
    var pending: Request?
    var activeID: Int?
    var ending: Ending?
    var volume: Float = 1
    var position: PlaybackPosition?
    var stopWaiters: [CheckedContinuation<Void, Never>] = []
    var isShuttingDown = false
  }

  private let state = LockIsolated(State())
  let wake: WakePipe

  init(wake: WakePipe) {
    self.wake = wake
  }

  func makeID() -> Int {
    state.withValue { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
  }

  /// Queues `request`, replacing one that has not started yet (its caller returns normally) and
  /// ending the one playing. A task cancelled before this point fails at once.
  func submit(_ request: Request, taskIsCancelled: Bool) {
    guard !taskIsCancelled else {
      request.continuation.resume(throwing: CancellationError())
      return
    }
    state.withValue { state in
      state.pending?.continuation.resume()
      state.pending = request
      if state.activeID != nil, state.ending == nil { state.ending = .replaced }
    }
    wake.ring()
  }

  func cancel(id: Int) {
    state.withValue { state in
      if let pending = state.pending, pending.id == id {
        state.pending = nil
        pending.continuation.resume(throwing: CancellationError())
      } else if state.activeID == id {
        state.ending = .cancelled
      }
    }
    wake.ring()
  }

  /// Ends whatever plays or waits to, resuming `waiter`, if any, once the device is silent.
  func stop(resuming waiter: CheckedContinuation<Void, Never>?) {
    let mustWait = state.withValue { state in
      state.pending?.continuation.resume()
      state.pending = nil
      guard state.activeID != nil else { return false }
      state.ending = .stopped
      if let waiter { state.stopWaiters.append(waiter) }
      return true
    }
    if mustWait { wake.ring() } else { waiter?.resume() }
  }

  func shutDown() {
    state.withValue { state in
      state.isShuttingDown = true
      if state.activeID != nil { state.ending = .shutDown }
    }
    wake.ring()
  }

  var volume: Float {
    get { state.value.volume }
    set { state.withValue { $0.volume = Volume.clamped(newValue) } }
  }

  var position: PlaybackPosition? {
    get { state.value.position }
    set { state.withValue { $0.position = newValue } }
  }

  // MARK: For the playback thread

  /// What the thread should do next.
  enum Work {
    case play(Request)
    case idle
    case exit
  }

  /// Takes the waiting request and makes it the active one.
  func nextWork() -> Work {
    state.withValue { state in
      if let pending = state.pending {
        state.pending = nil
        state.activeID = pending.id
        state.ending = nil
        return .play(pending)
      }
      return state.isShuttingDown ? .exit : .idle
    }
  }

  /// How the active request should end, or nil to keep playing.
  var requestedEnding: Ending? {
    state.value.ending
  }

  /// Marks the active request done and hands back the `stop()` calls waiting for it.
  func finishActive() -> [CheckedContinuation<Void, Never>] {
    state.withValue { state in
      state.activeID = nil
      state.ending = nil
      state.position = nil
      defer { state.stopWaiters = [] }
      return state.stopWaiters
    }
  }
}
