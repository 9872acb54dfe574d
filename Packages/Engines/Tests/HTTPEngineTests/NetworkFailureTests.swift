import HTTPEngine
import NetworkCore
import Testing

/// The one mapping from the transport's failures to the words every client's error shares.
struct NetworkFailureTests {
  @Test func everyTransferFailureBecomesANetworkFailure() {
    let busy = ResponseHead(statusCode: 503, headers: ["retry-after": "120"])
    let cases: [(TransferFailure, NetworkFailure)] = [
      (.httpStatus(busy), .httpStatus(code: 503, retryAfter: .seconds(120))),
      (.httpStatus(ResponseHead(statusCode: 404, headers: [:])), .httpStatus(code: 404)),
      (.tooLarge(limitBytes: 1024), .tooLarge(limitBytes: 1024)),
      (.timedOut, .timedOut),
      (.cannotConnect(reason: "Connection refused"), .cannotConnect(reason: "Connection refused")),
      (.protocolNotAllowed, .notWeb),
      (.tooManyRedirects(limit: 10), .tooManyRedirects(limit: 10)),
      (.failed(reason: "SSL certificate problem"), .failed(reason: "SSL certificate problem")),
    ]
    for (failure, expected) in cases {
      #expect(NetworkFailure(failure) == expected, "\(failure)")
    }
  }
}
