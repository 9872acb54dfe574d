import ArticleClient
import Foundation
import HTTPEngine

extension ArticleClient {
  /// The settings of the live client: how it introduces itself, and how long and how large a page
  /// may be.
  ///
  /// Every field has a default a newsreader can ship with; the app sets ``userAgent``, which only
  /// it knows.
  public struct LiveConfiguration: Sendable {
    /// Sent with every request. Sites block clients that hide who they are, so it should name the
    /// program and its version, such as `reader/1.2`; by default, the running executable's name.
    public var userAgent: String
    /// How long to wait for a connection, DNS included.
    public var connectTimeout: Duration
    /// How long a whole page may take, redirects included: a person is waiting for it.
    public var transferTimeout: Duration
    /// The largest page accepted. Article pages are rarely over 1 MB; a bigger one is a mistake,
    /// a file download or an attack, and is refused before it fills memory.
    public var maximumPageBytes: Int64
    /// The HTTP transport to share with the app's other clients, so that one limit, in total and
    /// per host, holds for all of them; nil gives this client one of its own, with the limits
    /// below.
    public var transport: TransferEngine?
    /// Pages fetched at once, as when a feed is set to fetch every article.
    public var maximumConcurrentTransfers: Int
    /// Pages fetched at once from one site, to be polite to it.
    public var maximumConcurrentTransfersPerHost: Int

    public init(
      userAgent: String = ProcessInfo.processInfo.processName,
      connectTimeout: Duration = .seconds(10),
      transferTimeout: Duration = .seconds(20),
      maximumPageBytes: Int64 = 5 * 1024 * 1024,
      transport: TransferEngine? = nil,
      maximumConcurrentTransfers: Int = 4,
      maximumConcurrentTransfersPerHost: Int = 2
    ) {
      self.userAgent = userAgent
      self.connectTimeout = connectTimeout
      self.transferTimeout = transferTimeout
      self.maximumPageBytes = maximumPageBytes
      self.transport = transport
      self.maximumConcurrentTransfers = maximumConcurrentTransfers
      self.maximumConcurrentTransfersPerHost = maximumConcurrentTransfersPerHost
    }
  }
}
