import Dependencies
import DependenciesTestSupport
import Foundation
import NewsClient
import NewsClientLive
import Testing

@Suite(.dependencies)
struct LiveValueTests {
  @Test func theLiveValueIsTheLiveClient() async throws {
    let url = Fixtures.url("atom.xml")
    let feed = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.newsClient) var newsClient
      return try await newsClient.fetchFeed(url, .revalidate)
    }
    #expect(feed.format == .atom)
    #expect(feed.title == "Atom & Eve")
  }

  @Test func anOverriddenLiveClientIsUsedByDependents() async throws {
    let (client, _) = makeLiveClient()
    let feed = try await withDependencies {
      $0.newsClient = client
    } operation: {
      @Dependency(\.newsClient) var newsClient
      return try await newsClient.fetchFeed(Fixtures.url("rdf.xml"), .offline)
    }
    #expect(feed.format == .rdf)
  }
}
