/// Waits in real time until `condition` holds, for at most five seconds, and says whether it did:
/// what a background task does is checked by polling from the test, never by the code under test.
@discardableResult
func waitUntil(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(5)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
