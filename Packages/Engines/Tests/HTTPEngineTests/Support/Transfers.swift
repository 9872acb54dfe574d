import Foundation
import HTTPEngine

/// Keeps the body of a response, and the head it was handed with, as a caller's consumer would;
/// it can also refuse the body after a number of bytes, as a parser that finds garbage does.
final class BodyCollector: ResponseBodyConsumer, @unchecked Sendable {
  // @unchecked Sendable: the engine calls `consume` on its thread only while the transfer runs,
  // and the test reads `body` and `heads` only after `perform` has returned (its continuation
  // orders the two), so no two threads ever touch them at once.

  struct Refusal: Error, Equatable {}

  private(set) var body = Data()
  private(set) var heads: [ResponseHead] = []
  private let refuseAfter: Int?

  /// - Parameter refuseAfter: throw ``Refusal`` from the first chunk that brings the body to this
  ///   many bytes or more.
  init(refuseAfter: Int? = nil) {
    self.refuseAfter = refuseAfter
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws {
    heads.append(head)
    body.append(contentsOf: bytes)
    if let refuseAfter, body.count >= refuseAfter { throw Refusal() }
  }
}

/// A request whose bounds fail a hung transfer in seconds yet leave a loaded machine's slow
/// loopback server room to answer: a test of a timeout sets its own.
func request(
  _ url: URL, method: TransferMethod = .get, headers: [String: String] = [:],
  _ adjust: (inout TransferLimits) -> Void = { _ in }
) -> TransferRequest {
  var limits = TransferLimits(
    connectTimeout: .seconds(10), totalTimeout: .seconds(30), stallTimeout: .seconds(10),
    maximumBytes: 20 * 1024 * 1024)
  adjust(&limits)
  return TransferRequest(
    url: url, method: method, headers: headers, userAgent: "engine-tests/1.0", limits: limits)
}

/// The ``TransferFailure`` `operation` throws, or nil when it throws nothing or something else.
func transferFailure<Value>(_ operation: () async throws -> Value) async -> TransferFailure? {
  do {
    _ = try await operation()
    return nil
  } catch {
    return error as? TransferFailure
  }
}
