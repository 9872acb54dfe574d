import Foundation
import HTTPEngine

/// Collects a page's body as it arrives, with the head it came with.
///
/// Called on the engine's thread only, one chunk at a time, until the transfer ends: the state is
/// touched by one thread at a time, and read by the caller only after `perform` returns, which
/// orders it after every call.
final class PageCollector: ResponseBodyConsumer {
  private(set) var body = Data()
  private(set) var head: ResponseHead?
  private let maximumBytes: Int64

  init(maximumBytes: Int64) {
    self.maximumBytes = maximumBytes
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws {
    if self.head == nil {
      self.head = head
      if let expected = head.expectedLength, expected > 0, expected <= maximumBytes {
        body.reserveCapacity(Int(expected))
      }
    }
    // The engine enforces the cap too; this keeps the collector right on its own.
    guard Int64(body.count + bytes.count) <= maximumBytes else {
      throw TransferFailure.tooLarge(limitBytes: maximumBytes)
    }
    body.append(contentsOf: bytes)
  }
}
