/// Deterministic text of a news-like shape: words from a fixed vocabulary, a few of them common
/// and most of them rare, so full-text search sees the spread of real articles.
struct GeneratedText {
  private var state: UInt64
  private let vocabulary: [String]

  init(seed: UInt64) {
    let syllables = [
      "ka", "lo", "mi", "ne", "ra", "to", "su", "vi", "de", "po", "gu", "sha", "ter", "bli", "on",
      "ar",
    ]
    var vocabularyState = seed ^ 0x5DEE_CE66
    var words: [String] = []
    while words.count < 5_000 {
      let length = 2 + Int(Self.mix(&vocabularyState) % 3)
      words.append(
        (0..<length).map { _ in
          syllables[Int(Self.mix(&vocabularyState) % UInt64(syllables.count))]
        }.joined())
    }
    vocabulary = words
    state = seed
  }

  mutating func next() -> UInt64 { Self.mix(&state) }

  /// A word, the first ones of the vocabulary far more often than the last, as in prose.
  mutating func word() -> String {
    let uniform = Double(next() % 1_000_000) / 1_000_000
    let index = Int(uniform * uniform * uniform * Double(vocabulary.count))
    return vocabulary[min(index, vocabulary.count - 1)]
  }

  mutating func sentence(words count: Int) -> String {
    (0..<count).map { _ in word() }.joined(separator: " ")
  }

  /// A word of the vocabulary by rank, for the searches the measurement makes.
  func vocabularyWord(_ index: Int) -> String { vocabulary[index % vocabulary.count] }

  /// The next number of a SplitMix64 sequence: fast, and the same on every machine.
  private static func mix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
