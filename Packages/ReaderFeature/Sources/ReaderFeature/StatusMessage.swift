/// A line the status bar shows until the next key: what an action did, or why it failed.
public struct StatusMessage: Sendable, Hashable {
  public var text: String
  /// Failures are drawn so they stand out from confirmations.
  public var isError: Bool

  public init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}
