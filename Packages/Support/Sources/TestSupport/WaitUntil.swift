/// Waits in real time until `condition` holds, for at most `timeout`, and says whether it did:
/// what a background task or another process does is checked by polling from the test, never by
/// the code under test.
///
/// Sleeps as a task, never blocking a thread: the cooperative pool has as many threads as cores,
/// two here, and the tasks the condition waits for need them.
@discardableResult
public func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}
