/// Why the coldsweat lab could not be set up: a tool that failed, or a server that never answered,
/// in words a test's failure shows as they are.
public struct LabFailure: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
