/// A one-way signal between a test and the work it drives, opened once: a wait ends once the gate
/// is open, however late it began, and as soon as the waiting task is cancelled.
struct Gate: Sendable {
  private let stream: AsyncStream<Never>
  private let continuation: AsyncStream<Never>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  func open() {
    continuation.finish()
  }

  /// Waits until the gate is open; one task at a time may wait.
  func wait() async {
    for await _ in stream {}
  }
}
