import Foundation

extension StorageClient {
  /// Loads and decodes the JSON value saved under `key`, or returns nil when nothing was saved.
  ///
  /// Bytes that do not decode are set aside and reported as ``StorageError/corrupt(_:reason:setAsideAt:)``,
  /// so the next save starts clean and the user can still recover the old file. An empty file,
  /// or one of white space only, holds nothing, as a missing one does: it is what a person who
  /// emptied it meant, and there is nothing in it to recover, so it is neither set aside nor
  /// reported.
  public func load<Value: Decodable>(_ type: Value.Type, from key: StorageKey) async throws
    -> Value?
  {
    guard let data = try await load(key), !Self.isBlank(data) else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      let setAsideAt = try await setAside(key)
      throw StorageError.corrupt(key, reason: Self.reason(error), setAsideAt: setAsideAt)
    }
  }

  /// Encodes `value` as JSON and saves it under `key`.
  ///
  /// Configuration is written for people, indented with sorted keys, since they read, edit and
  /// version it. State and cache are the app's own and can be large, such as thousands of seen
  /// articles: they are written compactly, which takes a fraction of the time and of the memory.
  public func save<Value: Encodable>(_ value: Value, to key: StorageKey) async throws {
    let encoder = JSONEncoder()
    switch key.area {
    case .configuration:
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    case .state, .cache:
      encoder.outputFormatting = [.withoutEscapingSlashes]
    }
    try await save(encoder.encode(value), key)
  }

  /// Whether `data` is empty or JSON's white space only: space, tab, line feed, carriage return.
  private static func isBlank(_ data: Data) -> Bool {
    data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription
    case DecodingError.keyNotFound(let key, _):
      return "missing \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default:
      return String(describing: error)
    }
  }
}
