  /// Every client the feature reads, as `@Dependency` properties, so that a test overrides them
  /// with `withDependencies { $0.client.endpoint = … }`.
  @Test func readsItsClientsFromDependencies() {
    let properties = Mirror(reflecting: {{Feature}}()).children.compactMap(\.label)
    #expect(properties == [{{PropertyLabels}}])
  }
