/// Work a reducer asks for and does not do itself, as a value: the reducer stays a pure function
/// a test can run action by action, and the runner hands each effect to the code that does it.
///
/// An effect that another may replace runs under a key. Starting an effect under a key stops the
/// one running under it, as ``Directive/cancel(_:)`` does, and the runner drops whatever a stopped
/// effect still reports, so the reducer never hears from work it has replaced.
public protocol KeyedEffect: Sendable {
  /// What a long-running effect is known by, such as the playback of a player.
  associatedtype Key: Hashable & Sendable

  /// The key this effect runs under, or nil for one that runs to its end beside any other.
  var key: Key? { get }
}
