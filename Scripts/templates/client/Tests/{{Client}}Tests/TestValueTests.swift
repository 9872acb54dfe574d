import {{Client}}
import Dependencies
import DependenciesTestSupport
import Testing

@Suite(.dependencies)
struct TestValueTests {
  @Test func fetchIsUnimplementedAndSaysSo() async {
    let client = {{Client}}.testValue
    await withKnownIssue {
      _ = try? await client.fetch("anything")
    } matching: { issue in
      issue.description.contains("{{Client}}.fetch")
    }
  }

  /// The technique every test of a feature uses: start from the unimplemented test value and
  /// override only the endpoint the flow needs; calling any other endpoint fails the test.
  @Test func anOverriddenEndpointAnswersThroughDependencies() async throws {
    let requests = LockIsolated<[String]>([])
    let answer = try await withDependencies {
      $0.{{accessor}}.fetch = { request in
        requests.withValue { $0.append(request) }
        return "Answer for \(request)"
      }
    } operation: {
      @Dependency(\.{{accessor}}) var client
      return try await client.fetch("today")
    }
    #expect(answer == "Answer for today")
    #expect(requests.value == ["today"])
  }
}
