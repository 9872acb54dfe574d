/// Runs work on many elements concurrently, a few at a time: the one task window that fetching
/// feeds, refreshing the store and a sync's batches share.
///
/// A window rather than a task per element: each request waiting in the transport's queue
/// already holds its task, its transfer and its libcurl handle, so three hundred feeds asked for
/// at once held 5 MB before the first arrived. A finished element starts the next at once.
///
/// Each child hands back a struct, never a tuple: Swift 6.3.1's optimizer misplaces tuples
/// returned from task-group children in release builds (swiftlang/swift#91911, fixed after this
/// toolchain), which put 299 of 300 fetched feeds under the wrong subscription.
public enum TaskWindow {
  /// Runs `operation` on every element, at most `width` at a time and started in the elements'
  /// order, and hands each result to `receive` as it finishes, in the order they finish.
  ///
  /// The first failure, of an operation or of `receive`, cancels the elements still running,
  /// starts no more and is thrown once they have stopped.
  public static func forEach<Element: Sendable, Output: Sendable, Failure: Error>(
    _ elements: [Element], width: Int,
    _ operation: @escaping @Sendable (Element) async throws(Failure) -> Output,
    receive: (Element, Output) throws(Failure) -> Void
  ) async throws(Failure) {
    let failure = await withTaskGroup(
      of: Finished<Element, Output, Failure>.self, returning: Failure?.self
    ) { group in
      var waiting = elements[...]
      func startNext() {
        guard let element = waiting.popFirst() else { return }
        group.addTask {
          do throws(Failure) {
            return Finished(element: element, result: .success(try await operation(element)))
          } catch {
            return Finished(element: element, result: .failure(error))
          }
        }
      }
      for _ in 0..<max(1, width) { startNext() }
      while let finished = await group.next() {
        do throws(Failure) {
          try receive(finished.element, try finished.result.get())
        } catch {
          group.cancelAll()
          return error
        }
        startNext()
      }
      return nil
    }
    if let failure { throw failure }
  }

  /// What a child task hands back: its element and what the operation made of it.
  private struct Finished<Element: Sendable, Output: Sendable, Failure: Error>: Sendable {
    let element: Element
    let result: Result<Output, Failure>
  }
}
