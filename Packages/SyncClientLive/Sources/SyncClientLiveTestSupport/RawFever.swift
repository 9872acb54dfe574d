import Foundation
import HTTPEngine

/// The Fever API spoken by hand, without the client under test, so that tests check what the
/// server says rather than what the client makes of it.
public struct RawFever: Sendable {
  public var endpoint: URL
  public var apiKey: String
  private let engine = TransferEngine(maximumInFlight: 2, maximumPerHost: 2)

  public init(endpoint: URL, apiKey: String) {
    self.endpoint = endpoint
    self.apiKey = apiKey
  }

  /// The JSON object the server answers `?api&<query>` with, `api_key` and `form` posted.
  public func call(_ query: String, form: [(name: String, value: String)] = []) async throws
    -> [String: Any]
  {
    let url = URL(string: endpoint.absoluteString + "?api" + (query.isEmpty ? "" : "&" + query))!
    let collector = Collector()
    _ = try await engine.perform(
      TransferRequest(
        url: url, method: .post(.form([(name: "api_key", value: apiKey)] + form)),
        userAgent: "sync-tests/1.0",
        limits: TransferLimits(
          connectTimeout: .seconds(5), totalTimeout: .seconds(30), stallTimeout: .seconds(30),
          maximumBytes: 64 << 20)),
      consumer: collector)
    return try JSONSerialization.jsonObject(with: collector.body) as? [String: Any] ?? [:]
  }

  /// The ids of `unread_item_ids` or `saved_item_ids`.
  public func ids(_ list: String) async throws -> Set<String> {
    let text = try await call(list)[list] as? String ?? ""
    return Set(text.split(separator: ",").map(String.init))
  }

  /// The items of these ids, by id, as the server describes them.
  public func items(_ ids: some Collection<String>) async throws -> [String: [String: Any]] {
    var items: [String: [String: Any]] = [:]
    for page in stride(from: 0, to: ids.count, by: 50) {
      let chunk = ids.sorted().dropFirst(page).prefix(50)
      let reply = try await call("items&with_ids=" + chunk.joined(separator: ","))
      for item in reply["items"] as? [[String: Any]] ?? [] {
        items["\(item["id"] ?? "")"] = item
      }
    }
    return items
  }

  /// The id of every item the server keeps for the user, read or not: `total_items` says how
  /// many, and `with_ids` is asked for the ids from 1 up until that many are found. For the lab's
  /// server, which numbers items from 1 and has no other user.
  public func everyItemID() async throws -> Set<String> {
    let total = (try await call("items&since_id=0")["total_items"] as? NSNumber)?.intValue ?? 0
    var found: Set<String> = []
    var next = 1
    while found.count < total, next <= 2 * total + 100 {
      found.formUnion(try await items((next..<next + 50).map(String.init)).keys)
      next += 50
    }
    return found
  }

  private final class Collector: ResponseBodyConsumer, @unchecked Sendable {
    // @unchecked Sendable: written on the engine's thread during the transfer, read by the caller
    // only after `perform` returns, which orders the two.
    var body = Data()

    func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) {
      body.append(contentsOf: bytes)
    }
  }
}
