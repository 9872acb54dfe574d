import Dependencies

extension {{Client}}: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  ///
  /// Tests start here and override only the endpoints their flow should use, so that a flow that
  /// starts calling something new is caught.
  public static let testValue = {{Client}}(
    fetch: unimplemented("{{Client}}.fetch")
  )

  /// Sample answers that need nothing from the outside world, for the app's `--preview` and for
  /// trying features out.
  public static let previewValue = {{Client}}(
    fetch: { request in "Sample answer for \(request)" }
  )
}
