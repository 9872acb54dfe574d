import Foundation

/// Limits transfers in flight, in total and per host, in Swift rather than in libcurl.
///
/// libcurl 7.88's `CURLMOPT_MAX_HOST_CONNECTIONS` sometimes froze a queued transfer for a whole
/// poll timeout, so waiting happens here instead, before a transfer reaches libcurl. Waiters are
/// served in arrival order among those whose host has room, and a cancelled waiter leaves the
/// queue at once.
final class TransferLimiter: @unchecked Sendable {
  // @unchecked Sendable: every stored variable is read and written only with `lock` held, and
  // continuations are resumed after the lock is released.

  private struct Waiter {
    let id: UInt64
    let host: String
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let maximumTotal: Int
  private let maximumPerHost: Int
  private let lock = NSLock()
  private var inFlight = 0
  private var inFlightByHost: [String: Int] = [:]
  private var waiters: [Waiter] = []
  private var nextWaiterID: UInt64 = 0

  init(maximumTotal: Int, maximumPerHost: Int) {
    self.maximumTotal = max(1, maximumTotal)
    self.maximumPerHost = max(1, maximumPerHost)
  }

  /// Runs `body` once a slot for `host` is free. Throws `CancellationError` if the task is
  /// cancelled while waiting.
  func withSlot<Value>(host: String, _ body: () async throws -> Value) async throws -> Value {
    try await acquire(host: host)
    defer { release(host: host) }
    return try await body()
  }

  private func acquire(host: String) async throws {
    let id: UInt64 = lock.withLock {
      nextWaiterID += 1
      return nextWaiterID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        if Task.isCancelled {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
        } else if waiters.isEmpty, hasRoom(for: host) {
          take(host)
          lock.unlock()
          continuation.resume()
        } else {
          waiters.append(Waiter(id: id, host: host, continuation: continuation))
          lock.unlock()
        }
      }
    } onCancel: {
      lock.lock()
      let index = waiters.firstIndex(where: { $0.id == id })
      let waiter = index.map { waiters.remove(at: $0) }
      lock.unlock()
      waiter?.continuation.resume(throwing: CancellationError())
    }
  }

  private func release(host: String) {
    lock.lock()
    inFlight -= 1
    inFlightByHost[host, default: 1] -= 1
    if inFlightByHost[host] == 0 { inFlightByHost[host] = nil }
    var granted: [Waiter] = []
    while inFlight < maximumTotal, let index = waiters.firstIndex(where: { hasRoom(for: $0.host) }) {
      let waiter = waiters.remove(at: index)
      take(waiter.host)
      granted.append(waiter)
    }
    lock.unlock()
    for waiter in granted { waiter.continuation.resume() }
  }

  private func hasRoom(for host: String) -> Bool {
    inFlight < maximumTotal && inFlightByHost[host, default: 0] < maximumPerHost
  }

  private func take(_ host: String) {
    inFlight += 1
    inFlightByHost[host, default: 0] += 1
  }
}
