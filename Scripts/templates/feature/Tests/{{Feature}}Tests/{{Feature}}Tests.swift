{{TestImports}}
import {{Feature}}
import Dependencies
import DependenciesTestSupport
import Testing

@Suite(.dependencies)
struct {{Feature}}Tests {
{{ExampleTests}}
}
