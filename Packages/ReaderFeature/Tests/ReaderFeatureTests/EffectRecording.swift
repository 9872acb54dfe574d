import ConcurrencyExtras
import Dependencies
import ReaderFeature
import TestSupport
import Testing

/// An effect running in the background with the dependencies a test gave it, and the actions it
/// has sent so far, so a test can advance a clock and read what arrived at each step.
final class EffectRecording: Sendable {
  let sent = LockIsolated<[ReaderAction]>([])
  private let task = LockIsolated<Task<Void, Never>?>(nil)

  init(
    _ effect: ReaderEffect,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    let sent = sent
    task.setValue(
      Task {
        await withDependencies(dependencies) {
          await ReaderEffects().run(effect) { action in sent.withValue { $0.append(action) } }
        }
      })
  }

  /// Waits for the effect to end.
  func finish() async {
    await task.value?.value
  }

  func cancel() {
    task.value?.cancel()
  }

  /// Waits until `count` actions were sent; what arrived is checked by the caller.
  func waitForActions(_ count: Int) async {
    await waitUntil { sent.value.count >= count }
  }
}

/// Runs `effect` to its end with `dependencies` and returns what it sent.
func actions(
  of effect: ReaderEffect,
  dependencies: @escaping @Sendable (inout DependencyValues) -> Void
) async -> [ReaderAction] {
  let recording = EffectRecording(effect, dependencies: dependencies)
  await recording.finish()
  return recording.sent.value
}
