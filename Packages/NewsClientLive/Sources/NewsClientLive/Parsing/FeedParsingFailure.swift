/// Why a body could not be read as a feed, before the URL is attached to make it a
/// `NewsClientError`.
package enum FeedParsingFailure: Error, Equatable {
  /// Not RSS, RDF, Atom or JSON Feed at all: an HTML page, an empty body, other JSON.
  case notAFeed
  /// A feed that could not be read, with a reason a person can act on.
  case malformed(String)
}
