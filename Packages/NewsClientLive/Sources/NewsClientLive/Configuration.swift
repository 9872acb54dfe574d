import Dependencies
import FileEngine
import Foundation
import HTTPEngine
import NewsClient
import StorageClient

extension NewsClient {
  /// The settings of the live client: where it caches, how it introduces itself, and how long and
  /// how large a transfer may be.
  ///
  /// Every field has a default a newsreader can ship with, so the app only overrides what its
  /// flags change, for example `.init(transferTimeout: .seconds(5))`.
  public struct LiveConfiguration: Sendable {
    /// Where feed bodies and their validators are kept, one key each in its `.cache` area. The app
    /// passes its live storage; by default, ``storageDependency``.
    public var storage: StorageClient
    /// Where downloaded enclosures are kept, in a folder `enclosures` inside it: audio is streamed to
    /// disk, not handed to the storage whole. The app passes its storage's cache folder, so that
    /// everything it can fetch again is in one place; by default, ``defaultCacheDirectory()``.
    public var cacheDirectory: URL
    /// Sent with every request. Servers rate-limit and block by User-Agent, so it should name the
    /// program and its version, such as `reader/1.2`; the app, which knows both, sets it. By default,
    /// the running executable's name.
    public var userAgent: String
    /// How long to wait for a connection, DNS included.
    public var connectTimeout: Duration
    /// How long a whole feed request may take, redirects included, however long its server is
    /// silent before the first byte: the time a person is willing to wait for one feed.
    public var transferTimeout: Duration
    /// How long a whole enclosure download may take; audio is larger than feeds.
    public var enclosureTransferTimeout: Duration
    /// A response that delivers no byte for this long, first or next, is abandoned, whatever time
    /// remains.
    ///
    /// It is for enclosures, which may take ``enclosureTransferTimeout`` in all: a download whose
    /// server has gone quiet gives up in this time rather than in ten minutes. A stall limit
    /// shorter than ``transferTimeout`` would cut a feed short of the time it was promised, and a
    /// server that is slow to build its feed is slow, not stalled, so by default the two are
    /// equal, and a feed may be silent for as long as it may take, as newsboat waits for it.
    public var stallTimeout: Duration
    /// The largest feed body accepted. A feed is a list of headlines; anything larger is a mistake
    /// or an attack, and is refused before it fills memory.
    public var maximumFeedBytes: Int64
    /// The largest enclosure accepted.
    public var maximumEnclosureBytes: Int64
    /// The HTTP transport to share with the app's other clients, so that one limit, in total and
    /// per host, holds for all of them; nil gives this client one of its own, with the limits
    /// below.
    public var transport: TransferEngine?
    /// Transfers in flight at once, over all hosts.
    public var maximumConcurrentTransfers: Int
    /// Transfers in flight at once to one host, to be polite to small servers.
    public var maximumConcurrentTransfersPerHost: Int

    public init(
      storage: StorageClient = LiveConfiguration.storageDependency,
      cacheDirectory: URL = LiveConfiguration.defaultCacheDirectory(),
      userAgent: String = ProcessInfo.processInfo.processName,
      connectTimeout: Duration = .seconds(10),
      transferTimeout: Duration = .seconds(30),
      enclosureTransferTimeout: Duration = .seconds(600),
      stallTimeout: Duration = .seconds(30),
      maximumFeedBytes: Int64 = 20 * 1024 * 1024,
      maximumEnclosureBytes: Int64 = 512 * 1024 * 1024,
      transport: TransferEngine? = nil,
      maximumConcurrentTransfers: Int = 8,
      maximumConcurrentTransfersPerHost: Int = 4
    ) {
      self.storage = storage
      self.cacheDirectory = cacheDirectory
      self.userAgent = userAgent
      self.connectTimeout = connectTimeout
      self.transferTimeout = transferTimeout
      self.enclosureTransferTimeout = enclosureTransferTimeout
      self.stallTimeout = stallTimeout
      self.maximumFeedBytes = maximumFeedBytes
      self.maximumEnclosureBytes = maximumEnclosureBytes
      self.transport = transport
      self.maximumConcurrentTransfers = maximumConcurrentTransfers
      self.maximumConcurrentTransfersPerHost = maximumConcurrentTransfersPerHost
    }

    /// A folder named after the running executable in the user's cache folder
    /// (`$XDG_CACHE_HOME`, or `~/.cache`), by the XDG rule the app places its own files with.
    ///
    /// Only a program that does not choose a folder gets this one; the app's composition root
    /// passes the folder it resolved with its own name.
    public static func defaultCacheDirectory() -> URL {
      XDGBaseDirectories().folders(of: ProcessInfo.processInfo.processName).cache
    }

    /// The storage of the `\.storage` dependency wherever the client is called.
    ///
    /// This package may not build the live storage itself (one live package never depends on
    /// another), so a program that does not pass one gets whatever its dependencies hold: with
    /// `StorageClientLive` linked, files in a folder named after the running executable under
    /// `$XDG_CACHE_HOME`, the same folder as ``defaultCacheDirectory()``.
    public static var storageDependency: StorageClient {
      StorageClient(
        load: { key in
          @Dependency(\.storage) var storage
          return try await storage.load(key)
        },
        save: { data, key in
          @Dependency(\.storage) var storage
          try await storage.save(data, key)
        },
        setAside: { key in
          @Dependency(\.storage) var storage
          return try await storage.setAside(key)
        },
        remove: { key in
          @Dependency(\.storage) var storage
          return try await storage.remove(key)
        }
      )
    }
  }
}
