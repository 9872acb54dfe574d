/// What one action asks for besides the new state: work to start beside the loop, and at most one
/// thing only the loop can do, since a single key is a single command.
public struct ReaderStep: Sendable, Hashable {
  public var effects: [ReaderEffect]
  public var directive: ReaderDirective?

  public init(_ effects: [ReaderEffect] = [], directive: ReaderDirective? = nil) {
    self.effects = effects
    self.directive = directive
  }

  /// Nothing to start and nothing for the loop.
  public static let none = ReaderStep()

  public static func run(_ effects: ReaderEffect...) -> ReaderStep {
    ReaderStep(effects)
  }

  public static func directive(_ directive: ReaderDirective) -> ReaderStep {
    ReaderStep(directive: directive)
  }
}
