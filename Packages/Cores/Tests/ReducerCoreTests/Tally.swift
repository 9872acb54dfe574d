import ReducerCore

/// A tiny program for the runner's tests, not the reader: it counts, starts and stops work, and
/// keeps what the work reports in order, so a test can read from the final state which reports
/// reached the reducer.
enum Tally {
  typealias Runner = ReducerRunner<State, Action, Work, String>

  struct State: Equatable {
    var count = 0
    var reports: [String] = []
  }

  enum Action: Sendable, Hashable {
    case opened
    case increment
    /// An action that changes nothing.
    case ignore
    case start(Work)
    case stop(key: String)
    case redraw
    case quit
    case interrupt
    case reported(String)
  }

  /// Work known by its name, which ``Workbench`` carries out.
  struct Work: KeyedEffect, Hashable {
    var name: String
    var key: String?
  }

  static func reduce(_ state: inout State, _ action: Action) -> Step<Work> {
    switch action {
    case .opened, .ignore:
      return .none
    case .increment:
      state.count += 1
      return .none
    case .start(let work):
      return .run(work)
    case .stop(let key):
      return .directive(.cancel(key))
    case .redraw:
      return .directive(.redraw)
    case .quit:
      return .directive(.quit)
    case .interrupt:
      return .directive(.interrupt)
    case .reported(let name):
      state.reports.append(name)
      return .none
    }
  }

  /// The screen: what changes the count or the reports changes the frame, and nothing else does.
  static func render(_ state: State) -> String {
    "count \(state.count), reports \(state.reports.joined(separator: " "))"
  }
}
