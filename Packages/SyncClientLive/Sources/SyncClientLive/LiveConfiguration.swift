import Foundation
import HTTPEngine
import SyncClient

extension SyncClient {
  /// The settings of the live client: how it introduces itself, and how long and how large a
  /// server's replies may be.
  ///
  /// Every field has a default a newsreader can ship with; the app overrides what it decides,
  /// its User-Agent first.
  public struct LiveConfiguration: Sendable {
    /// Sent with every request. Servers rate-limit and block by User-Agent, so it should name the
    /// program and its version; the app, which knows both, sets it. By default, the running
    /// executable's name.
    public var userAgent: String
    /// How long to wait for a connection, DNS included.
    public var connectTimeout: Duration
    /// How long one request may take, however its server trickles the reply: a reply that never
    /// ends is cut off here.
    public var requestTimeout: Duration
    /// A reply that delivers no byte for this long is abandoned, whatever time remains.
    public var stallTimeout: Duration
    /// The largest reply accepted, in bytes. A page of 50 items with long articles fits many
    /// times over; anything larger is a mistake or an attack, refused before it fills memory.
    public var maximumReplyBytes: Int64
    /// The longest item body kept, in UTF-8 bytes; a longer one is cut at a character boundary.
    public var maximumItemBodyBytes: Int
    /// The most items one ``SyncClient/itemsSince`` batch hands over, so that a first pull of
    /// thousands of items is stored a batch at a time.
    public var itemsPerBatch: Int
    /// Requests in flight at once to the server, when many pages or marks are to be sent.
    public var maximumConcurrentRequests: Int
    /// The HTTP transport to share with the app's other clients, so that one limit, in total and
    /// per host, holds for all of them; nil gives this client one of its own, with
    /// ``maximumConcurrentRequests`` its limit.
    public var transport: TransferEngine?

    public init(
      userAgent: String = ProcessInfo.processInfo.processName,
      connectTimeout: Duration = .seconds(10),
      requestTimeout: Duration = .seconds(60),
      stallTimeout: Duration = .seconds(30),
      maximumReplyBytes: Int64 = 64 * 1024 * 1024,
      maximumItemBodyBytes: Int = 1024 * 1024,
      itemsPerBatch: Int = 500,
      maximumConcurrentRequests: Int = 4,
      transport: TransferEngine? = nil
    ) {
      self.userAgent = userAgent
      self.connectTimeout = connectTimeout
      self.requestTimeout = requestTimeout
      self.stallTimeout = stallTimeout
      self.maximumReplyBytes = maximumReplyBytes
      self.maximumItemBodyBytes = maximumItemBodyBytes
      self.itemsPerBatch = itemsPerBatch
      self.maximumConcurrentRequests = maximumConcurrentRequests
      self.transport = transport
    }
  }
}
