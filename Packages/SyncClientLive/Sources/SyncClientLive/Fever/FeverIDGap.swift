/// The ids between a pull's floor and the highest id of a full `since_id` page that the page did
/// not hold, handed out lowest first, a `with_ids` request's worth at a time.
///
/// coldsweat pages `since_id` feed by feed, so such a page can hold a feed's items and leave out
/// other feeds' items with lower ids: this is where those are. Handed out lazily: a server that
/// numbers items by the time they arrived leaves gaps of billions of ids, of which only the first
/// run is ever asked for.
struct FeverIDGap {
  /// Every id up to this one has been handed out, or was the page's.
  private(set) var handedOutThrough: UInt64
  /// The page's highest id: the gap ends below it.
  let end: UInt64
  /// The page's own ids, which are not asked for again.
  let pageIDs: Set<UInt64>

  init(above floor: UInt64, below end: UInt64, pageIDs: Set<UInt64>) {
    handedOutThrough = floor
    self.end = end
    self.pageIDs = pageIDs
  }

  var isExhausted: Bool { handedOutThrough + 1 >= end }

  /// The next run of at most `count` ids; empty once the gap is exhausted.
  mutating func next(_ count: Int) -> [UInt64] {
    var ids: [UInt64] = []
    while ids.count < count, !isExhausted {
      handedOutThrough += 1
      if !pageIDs.contains(handedOutThrough) { ids.append(handedOutThrough) }
    }
    return ids
  }
}
