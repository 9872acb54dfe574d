/// Runs `operation` on every element with at most `limit` running at once, and collects what
/// they return, in no particular order.
///
/// The transfer engine queues what it cannot run yet, but each queued request already holds a
/// libcurl handle; a window keeps thousands of marks from holding thousands of handles. The
/// results are arrays rather than tuples: Swift 6.3.1's optimizer misplaces tuples returned from
/// task-group children.
func concurrentlyCollecting<Element: Sendable, Result: Sendable>(
  _ elements: [Element], limit: Int,
  _ operation: @escaping @Sendable (Element) async throws -> [Result]
) async throws -> [Result] {
  try await withThrowingTaskGroup(of: [Result].self) { group in
    var pending = elements[...]
    var results: [Result] = []
    for _ in 0..<max(1, limit) {
      guard let element = pending.popFirst() else { break }
      group.addTask { try await operation(element) }
    }
    while let finished = try await group.next() {
      results += finished
      if let element = pending.popFirst() {
        group.addTask { try await operation(element) }
      }
    }
    return results
  }
}

/// Runs `operation` on every element with at most `limit` running at once.
func concurrentlyPerforming<Element: Sendable>(
  _ elements: [Element], limit: Int, _ operation: @escaping @Sendable (Element) async throws -> Void
) async throws {
  _ = try await concurrentlyCollecting(elements, limit: limit) { element -> [Bool] in
    try await operation(element)
    return []
  }
}
