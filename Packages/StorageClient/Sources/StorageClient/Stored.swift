/// A value loaded from storage, with the problem that forced a fallback, if any.
///
/// A corrupt file must not stop the app, but the user must hear about it: carrying the problem
/// beside the value lets the app warn and go on.
public struct Stored<Value: Sendable>: Sendable {
  public var value: Value
  /// Why the value is a fallback rather than what was saved.
  public var problem: StorageError?

  public init(value: Value, problem: StorageError? = nil) {
    self.value = value
    self.problem = problem
  }
}

extension StorageClient {
  /// Loads `key`, falling back to `defaultValue` when nothing was saved or the saved bytes were
  /// corrupt and have been set aside.
  public func load<Value: Codable & Sendable>(
    _ type: Value.Type,
    from key: StorageKey,
    default defaultValue: Value
  ) async throws -> Stored<Value> {
    do {
      return Stored(value: try await load(Value.self, from: key) ?? defaultValue)
    } catch let error as StorageError {
      guard case .corrupt = error else { throw error }
      return Stored(value: defaultValue, problem: error)
    }
  }
}
