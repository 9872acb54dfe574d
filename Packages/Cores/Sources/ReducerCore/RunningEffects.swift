/// The effects a runner has started and not yet seen end: the task of each, the one running under
/// each key, and those a key stopped, whose reports are dropped until they end.
///
/// Effects are numbered as they start, so that what one reports can be told apart from what the
/// effect that replaced it reports.
struct RunningEffects<Effect: KeyedEffect> {
  typealias ID = Int

  private var tasks: [ID: Task<Void, Never>] = [:]
  private var keyed: [Effect.Key: ID] = [:]
  private var stopped: Set<ID> = []
  private var nextID: ID = 0

  /// Starts `effect` as the task `task` makes for its number, after stopping the effect running
  /// under its key.
  mutating func start(_ effect: Effect, as task: (ID) -> Task<Void, Never>) {
    let id = nextID
    nextID += 1
    if let key = effect.key {
      cancel(key)
      keyed[key] = id
    }
    tasks[id] = task(id)
  }

  /// Stops the effect running under `key`, and drops what it reports from now on.
  mutating func cancel(_ key: Effect.Key) {
    guard let id = keyed.removeValue(forKey: key) else { return }
    tasks[id]?.cancel()
    stopped.insert(id)
  }

  /// Whether a key stopped the effect numbered `id`: what it reports is dropped.
  func isStopped(_ id: ID) -> Bool {
    stopped.contains(id)
  }

  /// Forgets the effect numbered `id`, which has ended.
  mutating func ended(_ id: ID) {
    tasks[id] = nil
    stopped.remove(id)
    if let key = keyed.first(where: { $0.value == id })?.key { keyed[key] = nil }
  }

  /// Cancels every effect still running, then waits for each to end, so that nothing a run started
  /// outlives it.
  func cancelAll() async {
    for task in tasks.values { task.cancel() }
    for task in tasks.values { await task.value }
  }
}
