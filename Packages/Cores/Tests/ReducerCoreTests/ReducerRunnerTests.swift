import ReducerCore
import Testing

/// The runner with a tally of its own, driven one action at a time: each test waits for what the
/// work signals, never for a time, so the order of what reaches the loop is the test's.
@Suite(.timeLimit(.minutes(1)))
struct ReducerRunnerTests {
  /// What the runner asked of the screen, in order.
  enum Drawing: Hashable {
    case drawn(String)
    case invalidated
  }

  let workbench = Workbench("first", "second", "endless")
  let drawings = Log<Drawing>()
  let events: AsyncStream<Tally.Action>
  /// The test's side of the events: what it sends, the tally hears.
  let send: AsyncStream<Tally.Action>.Continuation

  init() {
    (events, send) = AsyncStream.makeStream()
  }

  /// Runs the tally in the background; the test sends its actions as events.
  func start() -> Task<Tally.Runner.Outcome, Never> {
    let runner = Tally.Runner(
      reduce: Tally.reduce,
      runEffect: workbench.run,
      render: Tally.render,
      draw: { [drawings] in await drawings.append(.drawn($0)) },
      invalidate: { [drawings] in await drawings.append(.invalidated) })
    let events = events
    return Task {
      await runner.run(Tally.State(), startingWith: .opened, events: events) { $0 }
    }
  }

  @Test func workStartedUnderAKeyStopsTheWorkRunningUnderItAndDropsItsLateReport() async {
    let run = start()
    send.yield(.start(Tally.Work(name: "first", key: "work")))
    await workbench["first"].started.wait()
    send.yield(.start(Tally.Work(name: "second", key: "work")))
    // Stopped, the first reports anyway; that report reaches the loop before the quit below.
    await workbench["first"].reported.wait()
    workbench["second"].released.open()
    await workbench["second"].reported.wait()
    send.yield(.quit)
    let outcome = await run.value
    #expect(outcome.ending == .quit)
    #expect(outcome.state.reports == ["second"])
    #expect(
      Set(await workbench.endings.entries) == [
        Workbench.Ending(name: "first", wasCancelled: true),
        Workbench.Ending(name: "second", wasCancelled: false),
      ])
  }

  @Test func workUnderOtherKeysRunsSideBySideAndReports() async {
    let run = start()
    send.yield(.start(Tally.Work(name: "first", key: "one")))
    send.yield(.start(Tally.Work(name: "second", key: nil)))
    await workbench["first"].started.wait()
    await workbench["second"].started.wait()
    // The loop answers actions while both run.
    send.yield(.increment)
    workbench["second"].released.open()
    await workbench["second"].reported.wait()
    workbench["first"].released.open()
    await workbench["first"].reported.wait()
    send.yield(.quit)
    let outcome = await run.value
    #expect(outcome.state == Tally.State(count: 1, reports: ["second", "first"]))
  }

  @Test func aCancelDirectiveStopsTheWorkUnderItsKeyAndDropsItsLateReport() async {
    let run = start()
    send.yield(.start(Tally.Work(name: "first", key: "work")))
    await workbench["first"].started.wait()
    send.yield(.stop(key: "work"))
    await workbench["first"].reported.wait()
    send.yield(.increment)
    send.yield(.quit)
    let outcome = await run.value
    #expect(outcome.state == Tally.State(count: 1, reports: []))
    #expect(
      await workbench.endings.entries == [Workbench.Ending(name: "first", wasCancelled: true)])
  }

  @Test func quittingCancelsTheWorkStillRunningAndWaitsForItToEnd() async {
    let run = start()
    send.yield(.start(Tally.Work(name: "endless", key: nil)))
    await workbench["endless"].started.wait()
    send.yield(.quit)
    let outcome = await run.value
    #expect(outcome.ending == .quit)
    #expect(outcome.state.reports == [], "what the quit stopped reports after the loop ended")
    #expect(
      await workbench.endings.entries == [Workbench.Ending(name: "endless", wasCancelled: true)])
  }

  @Test func aFrameIsDrawnOnlyWhenItChangesAndWholeOnARedraw() async {
    let run = start()
    for action in [Tally.Action.ignore, .increment, .ignore, .redraw, .quit] {
      send.yield(action)
    }
    _ = await run.value
    #expect(
      await drawings.entries == [
        .drawn("count 0, reports "),
        .drawn("count 1, reports "),
        .invalidated,
        .drawn("count 1, reports "),
      ])
  }

  @Test(arguments: [
    (Tally.Action.quit, Tally.Runner.Ending.quit),
    (.interrupt, .interrupted),
  ])
  func aRunEndsAsTheReducerAsks(
    action: Tally.Action,
    ending: Tally.Runner.Ending
  ) async {
    let run = start()
    send.yield(.increment)
    send.yield(action)
    send.yield(.increment)
    let outcome = await run.value
    #expect(outcome.ending == ending)
    #expect(outcome.state.count == 1, "nothing after the end is reduced")
  }

  @Test func aRunEndsWhenTheEventsEnd() async {
    let run = start()
    send.yield(.increment)
    send.finish()
    let outcome = await run.value
    #expect(outcome.ending == .eventsEnded)
    #expect(outcome.state.count == 1)
  }

  @Test func aRunEndsWhenItsTaskIsCancelledAndStillWaitsForItsWork() async {
    let run = start()
    send.yield(.start(Tally.Work(name: "endless", key: nil)))
    await workbench["endless"].started.wait()
    run.cancel()
    #expect(await run.value.ending == .cancelled)
    #expect(
      await workbench.endings.entries == [Workbench.Ending(name: "endless", wasCancelled: true)])
  }
}
