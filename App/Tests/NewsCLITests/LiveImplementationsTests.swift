import Dependencies
import Testing

@testable import NewsCLI

/// A client whose live package is linked: it conforms to `DependencyKey`.
private struct LinkedClient: DependencyKey {
  static let liveValue = LinkedClient()
  static let testValue = LinkedClient()
}

/// A client whose live package is not linked: only its interface's `TestDependencyKey` exists.
private struct UnlinkedClient: TestDependencyKey {
  static let testValue = UnlinkedClient()
}

struct LiveImplementationsTests {
  @Test func aLinkedClientPasses() async throws {
    #expect(LiveImplementations.missing(from: [LinkedClient.self]).isEmpty)
    try LiveImplementations.require([LinkedClient.self])
  }

  @Test func anUnlinkedClientFailsNamingTheClient() {
    #expect(
      LiveImplementations.missing(from: [LinkedClient.self, UnlinkedClient.self]) == [
        "UnlinkedClient"
      ])
    #expect {
      try LiveImplementations.require([LinkedClient.self, UnlinkedClient.self])
    } throws: { error in
      String(describing: error).contains("no live implementation of UnlinkedClient")
    }
  }
}
