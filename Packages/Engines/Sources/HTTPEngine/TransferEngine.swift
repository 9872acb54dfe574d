import CCurl
import Foundation

/// Runs transfers on one libcurl multi handle, driven by one dedicated thread, and bridges them to
/// async/await.
///
/// One thread looping over `curl_multi_perform` and `curl_multi_poll` carries every transfer, and
/// `curl_multi_wakeup` brings it new work and cancellations at once, so a cancelled task's transfer
/// stops within a millisecond or so. The thread exists only while there is work: it ends when the
/// last transfer finishes and is started again by the next one, so an idle client costs nothing.
/// Connections and the DNS cache live in the multi handle and are reused across transfers.
///
/// Concurrency is bounded here, in Swift, rather than with `CURLMOPT_MAX_HOST_CONNECTIONS`, which
/// stalls queued transfers in libcurl 7.88: transfers wait in a queue on the engine thread, and as
/// one finishes the next whose host has room starts in the same turn of the loop, without a round
/// trip through the tasks that asked for them.
///
/// Public because every live package that speaks HTTP shares this one transport rather than
/// wrapping libcurl again. Make one per client and keep it: its connections and limits are its own.
public final class TransferEngine: @unchecked Sendable {
  // @unchecked Sendable: `multi`, `activeTransfers`, `queuedTransfers` and `inFlightByHost` are used
  // only by the engine thread, and at most one engine thread runs at a time (`isThreadRunning`,
  // guarded by `lock`, is set before a thread starts and cleared by that thread, under the lock, as
  // its last use of them). The queues shared with callers, `pendingAdditions` and
  // `pendingCancellations`, are guarded by `lock`; `curl_multi_wakeup` is documented as safe to call
  // from any thread.

  private let multi: UnsafeMutableRawPointer
  private let maximumInFlight: Int
  private let maximumPerHost: Int

  private let lock = NSLock()
  private var pendingAdditions: [Transfer] = []
  private var pendingCancellations: [Transfer] = []
  private var isThreadRunning = false

  private var activeTransfers: [UnsafeMutableRawPointer: Transfer] = [:]
  private var queuedTransfers: [Transfer] = []
  private var inFlightByHost: [String: Int] = [:]

  /// - Parameters:
  ///   - maximumInFlight: transfers in flight at once, over all hosts; at least 1.
  ///   - maximumPerHost: transfers in flight at once to one host; at least 1.
  public init(maximumInFlight: Int, maximumPerHost: Int) {
    CurlRuntime.initialize()
    multi = curl_multi_init()
    self.maximumInFlight = max(1, maximumInFlight)
    self.maximumPerHost = max(1, maximumPerHost)
  }

  deinit {
    curl_multi_cleanup(multi)
  }

  /// Runs `request` to its end, once a slot for its host is free, handing the body of a 2xx
  /// response to `consumer` as it arrives, and returns the final response's head (2xx or 304).
  ///
  /// Cancelling the calling task aborts the transfer, or takes it out of the queue, and throws
  /// `CancellationError`, as every client's endpoint throws on cancellation. When `consumer`
  /// throws, the transfer stops and this throws that error, unchanged. Any other failure is a
  /// ``TransferFailure``, which the caller turns into its own error with the URL it asked for.
  public func perform(_ request: TransferRequest, consumer: any ResponseBodyConsumer) async throws
    -> ResponseHead
  {
    guard let transfer = Transfer(request: request, consumer: consumer) else {
      throw TransferFailure.failed(reason: "libcurl could not create a transfer")
    }
    return try await perform(transfer).get()
  }

  private func perform(_ transfer: Transfer) async -> Result<ResponseHead, any Error> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        transfer.deliverOutcome(to: continuation)
        enqueue(transfer)
      }
    } onCancel: {
      cancel(transfer)
    }
  }

  private func enqueue(_ transfer: Transfer) {
    lock.lock()
    pendingAdditions.append(transfer)
    let mustStartThread = !isThreadRunning
    isThreadRunning = true
    lock.unlock()
    if mustStartThread {
      let thread = Thread { [self] in run() }
      thread.name = "HTTP transfers"
      thread.start()
    } else {
      curl_multi_wakeup(multi)
    }
  }

  private func cancel(_ transfer: Transfer) {
    transfer.markCancelled()
    lock.lock()
    pendingCancellations.append(transfer)
    lock.unlock()
    curl_multi_wakeup(multi)
  }

  // MARK: - The engine thread

  private func run() {
    while true {
      lock.lock()
      let additions = pendingAdditions
      let cancellations = pendingCancellations
      pendingAdditions.removeAll()
      pendingCancellations.removeAll()
      if additions.isEmpty, cancellations.isEmpty, activeTransfers.isEmpty, queuedTransfers.isEmpty
      {
        isThreadRunning = false
        lock.unlock()
        return
      }
      lock.unlock()

      for transfer in additions {
        if transfer.isCancelled {
          transfer.complete(.failure(CancellationError()))
        } else {
          queuedTransfers.append(transfer)
        }
      }
      for transfer in cancellations {
        if activeTransfers.removeValue(forKey: transfer.handle) != nil {
          curl_multi_remove_handle(multi, transfer.handle)
          finished(transfer)
          transfer.complete(.failure(CancellationError()))
        } else if let index = queuedTransfers.firstIndex(where: { $0 === transfer }) {
          queuedTransfers.remove(at: index)
          transfer.complete(.failure(CancellationError()))
        }
      }

      startQueuedTransfers()
      var running: Int32 = 0
      curl_multi_perform(multi, &running)
      if collectFinishedTransfers() {
        // Slots came free: start the next transfers now rather than after a poll.
        startQueuedTransfers()
        continue
      }
      if !activeTransfers.isEmpty {
        curl_multi_poll(multi, nil, 0, 1000, nil)
      }
    }
  }

  /// Starts queued transfers, oldest first, while there is room in total and for their host.
  private func startQueuedTransfers() {
    guard !queuedTransfers.isEmpty, activeTransfers.count < maximumInFlight else { return }
    var index = 0
    while index < queuedTransfers.count, activeTransfers.count < maximumInFlight {
      let transfer = queuedTransfers[index]
      let inFlight = inFlightByHost[transfer.host, default: 0]
      guard inFlight < maximumPerHost else {
        index += 1
        continue
      }
      queuedTransfers.remove(at: index)
      inFlightByHost[transfer.host] = inFlight + 1
      activeTransfers[transfer.handle] = transfer
      transfer.willStart()
      curl_multi_add_handle(multi, transfer.handle)
    }
  }

  /// Completes every transfer libcurl reports done. Returns whether there was any.
  private func collectFinishedTransfers() -> Bool {
    var remaining: Int32 = 0
    var any = false
    while let message = curl_multi_info_read(multi, &remaining) {
      guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else {
        continue
      }
      let code = message.pointee.data.result
      curl_multi_remove_handle(multi, handle)
      if let transfer = activeTransfers.removeValue(forKey: handle) {
        finished(transfer)
        transfer.complete(code: code)
        any = true
      }
    }
    return any
  }

  private func finished(_ transfer: Transfer) {
    let remaining = inFlightByHost[transfer.host, default: 1] - 1
    inFlightByHost[transfer.host] = remaining > 0 ? remaining : nil
  }
}
