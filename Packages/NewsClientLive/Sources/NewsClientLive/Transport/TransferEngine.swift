import CCurl
import Foundation
import NewsClient

/// Runs transfers on one libcurl multi handle, driven by one dedicated thread, and bridges them to
/// async/await.
///
/// One thread looping over `curl_multi_perform` and `curl_multi_poll` carries every transfer, and
/// `curl_multi_wakeup` brings it new work and cancellations at once, so a cancelled task's transfer
/// stops within a millisecond or so. The thread exists only while there is work: it ends when the
/// last transfer finishes and is started again by the next one, so an idle client costs nothing.
/// Connections and the DNS cache live in the multi handle and are reused across transfers.
///
/// Concurrency is not limited here: `CURLMOPT_MAX_HOST_CONNECTIONS` stalls queued transfers in
/// libcurl 7.88, so callers limit it with ``TransferLimiter``.
final class TransferEngine: @unchecked Sendable {
  // @unchecked Sendable: `multi` and `activeTransfers` are used only by the engine thread, and at
  // most one engine thread runs at a time (`isThreadRunning`, guarded by `lock`, is set before a
  // thread starts and cleared by that thread, under the lock, as its last use of them). The
  // queues shared with callers are guarded by `lock`; `curl_multi_wakeup` is documented as safe to
  // call from any thread.

  private let multi: UnsafeMutableRawPointer
  private let lock = NSLock()
  private var pendingAdditions: [Transfer] = []
  private var pendingCancellations: [Transfer] = []
  private var isThreadRunning = false
  private var activeTransfers: [UnsafeMutableRawPointer: Transfer] = [:]

  init() {
    CurlRuntime.initialize()
    multi = curl_multi_init()
  }

  deinit {
    curl_multi_cleanup(multi)
  }

  /// Runs `transfer` to its end. Cancelling the calling task aborts the transfer and returns
  /// ``NewsClientError/cancelled(_:)``.
  func perform(_ transfer: Transfer) async -> Result<ResponseHead, NewsClientError> {
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
      thread.name = "news-cli transfers"
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
      if additions.isEmpty, cancellations.isEmpty, activeTransfers.isEmpty {
        isThreadRunning = false
        lock.unlock()
        return
      }
      lock.unlock()

      for transfer in additions {
        if transfer.isCancelled {
          transfer.complete(.failure(.cancelled(transfer.url)))
          continue
        }
        activeTransfers[transfer.handle] = transfer
        transfer.willStart()
        curl_multi_add_handle(multi, transfer.handle)
      }
      for transfer in cancellations {
        guard activeTransfers.removeValue(forKey: transfer.handle) != nil else { continue }
        curl_multi_remove_handle(multi, transfer.handle)
        transfer.complete(.failure(.cancelled(transfer.url)))
      }

      var running: Int32 = 0
      curl_multi_perform(multi, &running)
      collectFinishedTransfers()
      if !activeTransfers.isEmpty {
        curl_multi_poll(multi, nil, 0, 1000, nil)
      }
    }
  }

  private func collectFinishedTransfers() {
    var remaining: Int32 = 0
    while let message = curl_multi_info_read(multi, &remaining) {
      guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
      let code = message.pointee.data.result
      curl_multi_remove_handle(multi, handle)
      activeTransfers.removeValue(forKey: handle)?.complete(code: code)
    }
  }
}
