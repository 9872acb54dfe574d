import RefreshFeature
import Testing

/// What a store that failed during a refresh kept, in words, for every way it can fail.
struct WhatWasStoredTests {
  @Test func aStoreThatFailsPartWaySaysWhatItKept() {
    let full = StoreFailure.notSaved("The disk is full")
    #expect(
      full.whatWasStored(FetchReport(feeds: 16, inserted: 91, savedFeeds: 12, unsavedFeeds: 4))
        == "91 new articles from 12 feeds were stored, but 4 feeds were not")
    #expect(
      full.whatWasStored(FetchReport(feeds: 2, inserted: 1, savedFeeds: 1, unsavedFeeds: 1))
        == "1 new article from 1 feed was stored, but 1 feed was not")
  }

  @Test func aStoreThatKeptNothingSaysSo() {
    let full = StoreFailure.notSaved("The disk is full")
    #expect(
      full.whatWasStored(FetchReport(feeds: 3, unsavedFeeds: 3)) == "nothing was stored")
    #expect(full.whatWasStored(nil) == "nothing was stored")
    #expect(
      StoreFailure.unreadable("Damaged").whatWasStored(FetchReport(feeds: 3))
        == "nothing was stored")
  }

  @Test func aStoreThatSavedEveryFeedSaysSo() {
    #expect(
      StoreFailure.notSaved("Marks not set").whatWasStored(
        FetchReport(feeds: 2, inserted: 5, savedFeeds: 2))
        == "5 new articles from 2 feeds were stored")
    #expect(
      StoreFailure.retentionFailed("Locked").whatWasStored(FetchReport(feeds: 2, savedFeeds: 2))
        == "what arrived was stored, but old articles were not removed")
  }
}
