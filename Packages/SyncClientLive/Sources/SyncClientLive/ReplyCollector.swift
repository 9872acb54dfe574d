import Foundation
import HTTPEngine

/// Keeps a reply's body as it arrives; the engine's size cap bounds it, so a reply of a gigabyte
/// costs no more memory than the cap.
final class ReplyCollector: ResponseBodyConsumer, @unchecked Sendable {
  // @unchecked Sendable: the engine calls `consume` on its thread only while the transfer runs,
  // and `body` is read only after `perform` has returned (its continuation orders the two), so no
  // two threads ever touch it at once.

  private(set) var body = Data()

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) {
    if body.isEmpty, let expected = head.expectedLength, expected > 0 {
      body.reserveCapacity(Int(min(expected, 8 << 20)))
    }
    body.append(contentsOf: bytes)
  }
}
