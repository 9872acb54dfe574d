  /// Overrides the one endpoint the flow uses; every other endpoint of every client stays
  /// unimplemented and fails the test if the feature calls it.
  @Test func theSummaryIsTheTrimmedAnswer() async throws {
    let summary = try await withDependencies {
      $0.{{accessor}}.{{endpoint}} = { request in
        #expect(request == "today")
        return "  Sunny, 21 °C\n"
      }
    } operation: {
      try await {{Feature}}().summary(of: "today")
    }
    #expect(summary == "Sunny, 21 °C")
  }

  @Test func aBlankAnswerIsNoSummary() async throws {
    let summary = try await withDependencies {
      $0.{{accessor}}.{{endpoint}} = { _ in " \n" }
    } operation: {
      try await {{Feature}}().summary(of: "today")
    }
    #expect(summary == nil)
  }

  @Test func aFailingClientFailsTheSummary() async {
    struct Unreachable: Error {}
    await #expect(throws: Unreachable.self) {
      try await withDependencies {
        $0.{{accessor}}.{{endpoint}} = { _ in throw Unreachable() }
      } operation: {
        try await {{Feature}}().summary(of: "today")
      }
    }
  }
