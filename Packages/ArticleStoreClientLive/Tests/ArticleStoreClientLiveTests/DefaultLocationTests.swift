import ArticleStoreClient
import Foundation
import Testing

@testable import ArticleStoreClientLive

/// Where a program that names no file of its own keeps its articles: FileEngine's XDG rule, the
/// one the app places its files with.
struct DefaultLocationTests {
  @Test func theDatabaseIsInTheApplicationsDataFolder() {
    let url = ArticleStoreClient.defaultDatabaseURL(
      application: "reader-app",
      environment: ["HOME": "/home/reader", "XDG_DATA_HOME": "/srv/data"])
    #expect(url.path == "/srv/data/reader-app/articles.sqlite")
  }

  @Test func aRelativeDataHomeIsIgnoredForTheHomeFolder() {
    let url = ArticleStoreClient.defaultDatabaseURL(
      application: "reader-app", environment: ["HOME": "/home/reader", "XDG_DATA_HOME": "data"])
    #expect(url.path == "/home/reader/.local/share/reader-app/articles.sqlite")
  }
}
