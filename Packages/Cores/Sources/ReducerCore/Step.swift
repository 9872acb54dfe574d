/// What one action asks for besides the new state: work to start beside the runner's loop, and at
/// most one thing only the runner can do, since a single key is a single command.
public struct Step<Effect: KeyedEffect>: Sendable {
  public var effects: [Effect]
  public var directive: Directive<Effect.Key>?

  public init(_ effects: [Effect] = [], directive: Directive<Effect.Key>? = nil) {
    self.effects = effects
    self.directive = directive
  }

  /// Nothing to start and nothing for the runner.
  public static var none: Step { Step() }

  public static func run(_ effects: Effect...) -> Step {
    Step(effects)
  }

  public static func directive(_ directive: Directive<Effect.Key>) -> Step {
    Step(directive: directive)
  }
}

extension Step: Equatable where Effect: Equatable {}

extension Step: Hashable where Effect: Hashable {}
