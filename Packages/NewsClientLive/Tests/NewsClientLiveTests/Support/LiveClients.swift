import Foundation
import NewsClient
import NewsClientLive
import StorageClient

/// A live client with its own empty storage and cache folder, and timeouts that fail a hung
/// transfer in seconds yet leave a loaded machine's slow loopback server room to answer: a test
/// of a timeout sets its own.
///
/// The storage is in memory: its files are `StorageClientLive`'s to test, which this package may
/// not link, and the storage the app passes proves them end to end in the app's own tests.
func makeLiveClient(
  _ adjust: (inout NewsClient.LiveConfiguration) -> Void = { _ in }
) -> (client: NewsClient, configuration: NewsClient.LiveConfiguration) {
  var configuration = NewsClient.LiveConfiguration(
    storage: .inMemory(),
    cacheDirectory: temporaryDirectory(),
    userAgent: "reader-tests/1.0",
    connectTimeout: .seconds(10),
    transferTimeout: .seconds(30),
    enclosureTransferTimeout: .seconds(30),
    stallTimeout: .seconds(10)
  )
  adjust(&configuration)
  return (NewsClient.live(configuration: configuration), configuration)
}

/// The error `operation` throws as a `NewsClientError`, or nil when it throws nothing or
/// something else.
func newsClientError<Value>(_ operation: () async throws -> Value) async -> NewsClientError? {
  do {
    _ = try await operation()
    return nil
  } catch {
    return error as? NewsClientError
  }
}
