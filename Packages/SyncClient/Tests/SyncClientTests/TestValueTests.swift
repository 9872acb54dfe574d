import Dependencies
import DependenciesTestSupport
import Foundation
import SyncClient
import Testing

@Suite(.dependencies)
struct TestValueTests {
  let client = SyncClient.testValue
  let account = SyncAccount(
    service: .fever, serverURL: URL(string: "https://rss.example.org/fever/")!,
    user: "reader@example.org", token: "key")

  @Test func everyEndpointIsUnimplementedAndSaysWhichItIs() async {
    let calls: [(name: String, call: @Sendable () async throws -> Void)] = [
      (
        "SyncClient.logIn",
        { [client, account] in
          _ = try await client.logIn(.fever, account.serverURL, "reader", "password")
        }
      ),
      ("SyncClient.feeds", { [client, account] in _ = try await client.feeds(account) }),
      (
        "SyncClient.itemsSince",
        { [client, account] in _ = try await client.itemsSince(account, nil) }
      ),
      ("SyncClient.items", { [client, account] in _ = try await client.items(account, ["1"]) }),
      (
        "SyncClient.unreadItemIDs",
        { [client, account] in _ = try await client.unreadItemIDs(account) }
      ),
      (
        "SyncClient.starredItemIDs",
        { [client, account] in _ = try await client.starredItemIDs(account) }
      ),
      ("SyncClient.mark", { [client, account] in try await client.mark(account, .read, ["1"]) }),
    ]
    for (name, call) in calls {
      await withKnownIssue {
        try? await call()
      } matching: { issue in
        issue.description.contains(name)
      }
    }
  }

  /// The technique every test of a feature uses: start from the unimplemented test value and
  /// override only the endpoints the flow needs; calling any other endpoint fails the test.
  @Test func anOverriddenEndpointAnswersThroughDependencies() async throws {
    let marked = LockIsolated<[SyncItemID]>([])
    try await withDependencies {
      $0.syncClient.mark = { _, mark, ids in
        #expect(mark == .starred)
        marked.withValue { $0 += ids }
      }
    } operation: {
      @Dependency(\.syncClient) var client
      try await client.mark(account, .starred, ["7", "9"])
    }
    #expect(marked.value == ["7", "9"])
  }
}
