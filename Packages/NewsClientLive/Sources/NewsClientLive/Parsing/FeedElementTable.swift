import CLibXML2

/// What each (name, namespace) pair of a document means, classified once per document.
///
/// libxml2 interns names and namespace URIs in the parser's dictionary, so the same pair arrives
/// as the same two pointers every time; a small open-addressing table keyed by those pointers
/// answers without hashing or comparing strings.
struct FeedElementTable {
  private static let size = 256
  private static let probes = 8
  private var localNames = [UnsafeRawPointer?](repeating: nil, count: size)
  private var namespaceURIs = [UnsafeRawPointer?](repeating: nil, count: size)
  private var elements = [FeedElement](repeating: .other, count: size)

  mutating func element(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?)
    -> FeedElement
  {
    let name = UnsafeRawPointer(localName)
    let uri = namespaceURI.map(UnsafeRawPointer.init)
    let hash = (Int(bitPattern: name) >> 3) &+ (Int(bitPattern: uri) >> 5)
    for probe in 0..<Self.probes {
      let slot = (hash &+ probe) & (Self.size - 1)
      guard let stored = localNames[slot] else {
        let element = classify(localName, namespaceURI: namespaceURI)
        localNames[slot] = name
        namespaceURIs[slot] = uri
        elements[slot] = element
        return element
      }
      if stored == name, namespaceURIs[slot] == uri { return elements[slot] }
    }
    return classify(localName, namespaceURI: namespaceURI)
  }

  /// A namespace URI (or none) to read as another vocabulary's, and that vocabulary.
  private var alias: (namespaceURI: UnsafeRawPointer?, namespace: FeedNamespace)?

  /// Reads every element in `namespaceURI` (nil for none) as one of `namespace`'s from now on:
  /// for a document whose root shows what it is (Atom's `feed`, RSS's `rss`) in a namespace that
  /// is not that vocabulary's, such as Atom without `xmlns` or under a URI of its own.
  mutating func alias(_ namespaceURI: UnsafePointer<xmlChar>?, as namespace: FeedNamespace) {
    alias = (namespaceURI.map(UnsafeRawPointer.init), namespace)
    for slot in localNames.indices { localNames[slot] = nil }
  }

  private func classify(_ localName: UnsafePointer<xmlChar>, namespaceURI: UnsafePointer<xmlChar>?)
    -> FeedElement
  {
    let namespace: FeedNamespace
    if let alias, alias.namespaceURI == namespaceURI.map(UnsafeRawPointer.init) {
      namespace = alias.namespace
    } else {
      namespace = namespaceURI.map { FeedNamespace(uri: String(cString: $0)) } ?? FeedNamespace.none
    }
    return FeedElement(namespace: namespace, localName: String(cString: localName))
  }
}
