import ReducerCore

/// What one action asks of the reader besides the new state: the effects to start, and at most one
/// ``ReaderDirective``, as ReducerCore's runner takes them.
public typealias ReaderStep = Step<ReaderEffect>

/// What the reducer asks of the runner rather than of the world: quit, Ctrl-C's interruption, a
/// redraw of the whole screen, or stopping the effect running under a key.
public typealias ReaderDirective = Directive<ReaderEffect.Key>
