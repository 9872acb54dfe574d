/// A fault in a feed's text that ``FeedTextDecoder`` repaired so that the feed reads on, named
/// for the problem the feed then carries: the feed was not well-formed, however little the repair
/// cost.
enum TextRepair: Equatable {
  /// An `&` that starts no complete reference XML knows (`?a=1&b=2`, `&doesnotexist;`).
  case bareAmpersand
  /// An HTML entity such as `&nbsp;`, which XML does not declare.
  case undeclaredEntity
  /// A numeric reference XML forbids: `&#X41;`, or one to a character XML does not allow.
  case disallowedReference
  /// A control character XML does not allow.
  case control
  /// Bytes that are not valid in the document's encoding.
  case invalidBytes(encoding: String)
  /// A character XML does not allow, such as U+FFFF.
  case disallowedCharacter

  var description: String {
    switch self {
    case .bareAmpersand: "an & that starts no known reference, read as text"
    case .undeclaredEntity: "an HTML entity the document does not declare, read as HTML reads it"
    case .disallowedReference:
      "a character reference that XML does not allow, read as HTML reads it"
    case .control: "a control character that XML does not allow, left out"
    case .invalidBytes(let encoding): "bytes that are not valid \(encoding), each read as U+FFFD"
    case .disallowedCharacter: "a character that XML does not allow, read as U+FFFD"
    }
  }
}
