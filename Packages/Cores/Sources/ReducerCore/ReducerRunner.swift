/// Runs an interactive program written as a reducer: a pure function that takes the state and an
/// action, changes the state and returns a ``Step``, the effects to start and a ``Directive``.
///
/// Everything the reducer does not do is passed in, so that the runner reaches no terminal, clock
/// or network of its own, and any screen, the reader's or a copier's, runs on it without a copy of
/// the loop:
/// - `runEffect` carries out an effect, sending actions back as it learns things;
/// - `render` makes the state a frame, `draw` shows a frame, and `invalidate` forgets what the
///   screen shows, so that the next draw writes it whole;
/// - the events, keys and resizes, arrive as a stream, each made an action by the caller.
///
/// The loop waits for the next thing to happen, an event or an effect's report, and never polls,
/// so an idle program costs no CPU. Effects run beside it as tasks, so slow work never holds up
/// the keys. A frame is drawn only when it differs from the one shown, or whole on
/// ``Directive/redraw``. Every effect is cancelled and awaited before ``run(_:startingWith:events:action:)``
/// returns, so nothing a run started outlives it.
public struct ReducerRunner<State, Action: Sendable, Effect: KeyedEffect, Frame: Equatable>:
  Sendable
{
  public var reduce: @Sendable (inout State, Action) -> Step<Effect>
  public var runEffect:
    @Sendable (Effect, _ send: @escaping @Sendable (Action) -> Void) async -> Void
  public var render: @Sendable (State) -> Frame
  public var draw: @Sendable (Frame) async -> Void
  public var invalidate: @Sendable () async -> Void

  public init(
    reduce: @escaping @Sendable (inout State, Action) -> Step<Effect>,
    runEffect:
      @escaping @Sendable (Effect, _ send: @escaping @Sendable (Action) -> Void) async ->
      Void,
    render: @escaping @Sendable (State) -> Frame,
    draw: @escaping @Sendable (Frame) async -> Void,
    invalidate: @escaping @Sendable () async -> Void
  ) {
    self.reduce = reduce
    self.runEffect = runEffect
    self.render = render
    self.draw = draw
    self.invalidate = invalidate
  }

  /// How a run ended, and the state it ended in, such as the choice a picker screen was run for.
  public struct Outcome {
    public var state: State
    public var ending: Ending
  }

  public enum Ending: Sendable, Hashable {
    /// The reducer asked to quit, with ``Directive/quit``.
    case quit
    /// The reducer asked to end as an interrupted program does, with ``Directive/interrupt``.
    case interrupted
    /// The events ended, as a terminal's do when it is left.
    case eventsEnded
    /// The task running the loop was cancelled.
    case cancelled
  }

  /// Reduces `start`, then every action that `action` makes of an event and every action an
  /// effect reports, until the reducer quits, the events end or the calling task is cancelled.
  ///
  /// `action` returns nil for an event the reducer need not hear. It runs in the loop, as the
  /// reducer does, when the event's turn comes.
  public func run<Event: Sendable>(
    _ initial: State,
    startingWith start: Action,
    events: AsyncStream<Event>,
    action: (Event) -> Action?
  ) async -> Outcome {
    let (inputs, continuation) = AsyncStream.makeStream(of: RunnerInput<Event, Action>.self)
    let listener = Task {
      for await event in events { continuation.yield(.event(event)) }
      continuation.yield(.eventsEnded)
    }
    var state = initial
    var effects = RunningEffects<Effect>()
    var shown: Frame?

    /// Draws the state when it looks different from what is shown, or whole when asked to.
    func show(whole: Bool) async {
      let frame = render(state)
      if whole {
        await invalidate()
      } else if frame == shown {
        return
      }
      await draw(frame)
      shown = frame
    }

    /// Starts the step's effects and obeys its directive, then draws the screen, unless the
    /// directive ends the run; returns how the run ends, or nil while it goes on.
    func perform(_ step: Step<Effect>) async -> Ending? {
      // The tasks capture the closure rather than the runner, whose frames need not be Sendable.
      let runEffect = runEffect
      for effect in step.effects {
        effects.start(effect) { id in
          Task {
            await runEffect(effect) { continuation.yield(.report($0, from: id)) }
            continuation.yield(.effectEnded(id))
          }
        }
      }
      switch step.directive {
      case .quit:
        return .quit
      case .interrupt:
        return .interrupted
      case .redraw:
        await show(whole: true)
      case .cancel(let key):
        effects.cancel(key)
        await show(whole: false)
      case nil:
        await show(whole: false)
      }
      return nil
    }

    var ending = await perform(reduce(&state, start))
    if ending == nil {
      // Ends early only when the task is cancelled, which ends the iteration.
      for await input in inputs {
        switch input {
        case .event(let event):
          guard let action = action(event) else { continue }
          ending = await perform(reduce(&state, action))
        case .report(let action, let id):
          guard !effects.isStopped(id) else { continue }
          ending = await perform(reduce(&state, action))
        case .effectEnded(let id):
          effects.ended(id)
        case .eventsEnded:
          ending = .eventsEnded
        }
        if ending != nil { break }
      }
    }
    listener.cancel()
    await effects.cancelAll()
    await listener.value
    continuation.finish()
    return Outcome(state: state, ending: ending ?? .cancelled)
  }

}

extension ReducerRunner.Outcome: Sendable where State: Sendable {}

/// What wakes a runner's loop: an event, an effect's report, an effect's end, which frees its task,
/// or the end of the events. Outside ``ReducerRunner``, so that the tasks that send it capture none
/// of the runner's types but these.
private enum RunnerInput<Event: Sendable, Action: Sendable>: Sendable {
  case event(Event)
  case report(Action, from: Int)
  case effectEnded(Int)
  case eventsEnded
}
