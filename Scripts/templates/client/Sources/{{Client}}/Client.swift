import Dependencies

/// Reaches {{Name}} for the app.
///
/// This is the interface only: it speaks the app's own types, so features that depend on it build
/// and test without the libraries the live implementation needs. The live implementation lives in
/// the `{{Client}}Live` package, which only the app links.
///
/// Endpoints are closures rather than protocol requirements so that a test can override just the
/// one endpoint a flow uses and be told, by a failing test, if any other endpoint is called.
public struct {{Client}}: Sendable {
  /// An example endpoint, the text found for `request`: replace it with the client's own.
  ///
  /// Endpoints are async and throwing when the live implementation reaches the outside world,
  /// which is slow and fails; their errors and values are the app's types, never a library's.
  public var fetch: @Sendable (_ request: String) async throws -> String

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(fetch: @escaping @Sendable (_ request: String) async throws -> String) {
    self.fetch = fetch
  }
}

extension DependencyValues {
  /// The client that reaches {{Name}}.
  public var {{accessor}}: {{Client}} {
    get { self[{{Client}}.self] }
    set { self[{{Client}}.self] = newValue }
  }
}
