{{Imports}}
import Dependencies

/// {{Name}}: the app's logic for it, reaching the outside world only through its clients.
///
/// A feature depends on interfaces, never on their live packages, so it builds and tests on its
/// own, without system libraries, and its tests decide what each endpoint answers. It may also
/// use other features and cores, to share their flows and rules rather than copy them.
public struct {{Feature}}: Sendable {
{{DependencyProperties}}

  public init() {}
{{ExampleMethod}}}
