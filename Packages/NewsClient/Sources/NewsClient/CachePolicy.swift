/// How much a feed request may rely on the local cache.
///
/// A newsreader has to keep working on a train: the policy lets the caller choose between fresh
/// results and no network at all, without knowing how the cache is kept.
public enum CachePolicy: Sendable, Hashable {
  /// Asks the server, sending the validators of the cached copy. The cached copy is returned when
  /// the server answers that it has not changed.
  case revalidate
  /// Returns the cached copy when there is one, and asks the server only when there is none.
  case preferCache
  /// Returns the cached copy and never touches the network. Throws
  /// ``NewsClientError/notCached(_:)`` when nothing is cached.
  case offline
}
