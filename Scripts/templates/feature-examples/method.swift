
  /// An example of the feature's own logic: the answer of ``{{ExampleClient}}`` for `request`,
  /// without surrounding white space, or nil when it is blank.
  public func summary(of request: String) async throws -> String? {
    let answer = try await {{accessor}}.{{endpoint}}(request).trimmingCharacters(in: .whitespacesAndNewlines)
    return answer.isEmpty ? nil : answer
  }
