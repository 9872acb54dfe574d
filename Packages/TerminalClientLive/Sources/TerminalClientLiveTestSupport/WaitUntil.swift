/// Polls `condition` every few milliseconds for up to `timeout` seconds; whether it came true.
///
/// Sleeps as a task, never blocking a thread: the cooperative pool has as many threads as cores,
/// two here, and the tasks the condition waits for need them.
public func waitUntil(timeout: Double, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(timeout)
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}
