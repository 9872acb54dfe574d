import Testing

@testable import ReaderFeature

/// The reducer changes a page through what a page of its kind holds; a change meant for one kind
/// must never turn a page of another kind into it.
struct ReaderPageTests {
  let list = ArticleListPage(
    scope: .feed(Fixtures.world),
    articles: [Fixtures.article(Fixtures.stored(1, "Talks resume"))],
    isLoading: false)

  @Test func aPageOfTheKindIsChangedInPlace() {
    var page = ReaderPage.articles(list)
    page.articleList?.position.selected = 3
    page.articleList?.changeArticles(where: { $0.id == 1 }, with: { $0.isRead = true })
    var expected = list
    expected.position.selected = 3
    expected.articles[0].isRead = true
    #expect(page == .articles(expected))
  }

  @Test func aPageOfAnotherKindIsLeftAlone() {
    var page = ReaderPage.help(scroll: 2)
    page.articleList = list
    page.feedList?.selected = 4
    page.articlePage?.scroll = 5
    page.linkList = nil
    #expect(page == .help(scroll: 2))
    #expect(page.articleList == nil && page.helpScroll == 2)
  }
}
