import Foundation
import NewsClient

extension NewsClient {
  /// The settings of the live client: where it caches, how it introduces itself, and how long and
  /// how large a transfer may be.
  ///
  /// Every field has a default a newsreader can ship with, so the app only overrides what its
  /// flags change, for example `.init(transferTimeout: .seconds(5))`.
  public struct LiveConfiguration: Sendable {
    /// Where validators, feed bodies and enclosures are kept. The app passes its own folder; by
    /// default, ``defaultCacheDirectory()``.
    public var cacheDirectory: URL
    /// Sent with every request. Servers rate-limit and block by User-Agent, so it should name the
    /// program and its version, such as `reader/1.2`; the app, which knows both, sets it. By default,
    /// the running executable's name.
    public var userAgent: String
    /// How long to wait for a connection, DNS included.
    public var connectTimeout: Duration
    /// How long a whole feed request may take, redirects included.
    public var transferTimeout: Duration
    /// How long a whole enclosure download may take; audio is larger than feeds.
    public var enclosureTransferTimeout: Duration
    /// A response that delivers no byte for this long is abandoned, whatever time remains.
    public var stallTimeout: Duration
    /// The largest feed body accepted. A feed is a list of headlines; anything larger is a mistake
    /// or an attack, and is refused before it fills memory.
    public var maximumFeedBytes: Int64
    /// The largest enclosure accepted.
    public var maximumEnclosureBytes: Int64
    /// Transfers in flight at once, over all hosts.
    public var maximumConcurrentTransfers: Int
    /// Transfers in flight at once to one host, to be polite to small servers.
    public var maximumConcurrentTransfersPerHost: Int

    public init(
      cacheDirectory: URL = LiveConfiguration.defaultCacheDirectory(),
      userAgent: String = ProcessInfo.processInfo.processName,
      connectTimeout: Duration = .seconds(10),
      transferTimeout: Duration = .seconds(30),
      enclosureTransferTimeout: Duration = .seconds(600),
      stallTimeout: Duration = .seconds(15),
      maximumFeedBytes: Int64 = 20 * 1024 * 1024,
      maximumEnclosureBytes: Int64 = 512 * 1024 * 1024,
      maximumConcurrentTransfers: Int = 8,
      maximumConcurrentTransfersPerHost: Int = 4
    ) {
      self.cacheDirectory = cacheDirectory
      self.userAgent = userAgent
      self.connectTimeout = connectTimeout
      self.transferTimeout = transferTimeout
      self.enclosureTransferTimeout = enclosureTransferTimeout
      self.stallTimeout = stallTimeout
      self.maximumFeedBytes = maximumFeedBytes
      self.maximumEnclosureBytes = maximumEnclosureBytes
      self.maximumConcurrentTransfers = maximumConcurrentTransfers
      self.maximumConcurrentTransfersPerHost = maximumConcurrentTransfersPerHost
    }

    /// A folder named after the running executable in the user's cache folder, as Foundation finds
    /// it (`$XDG_CACHE_HOME`, or `~/.cache`, on Linux).
    ///
    /// Only a program that does not choose a folder gets this one; the app's composition root
    /// passes the folder it resolved with its own name.
    public static func defaultCacheDirectory() -> URL {
      let caches =
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
      return caches.appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
    }
  }
}
