import Testing

@testable import NewsCLI

struct PreviewModeTests {
  @Test func previewIsTheFlagWhereverItStandsButNotAfterTheSeparator() {
    #expect(PreviewMode.isRequested(by: [AppIdentity.name, "--preview"]))
    #expect(PreviewMode.isRequested(by: [AppIdentity.name, "feeds", "list", "--preview"]))
    #expect(!PreviewMode.isRequested(by: [AppIdentity.name, "feeds", "remove", "--", "--preview"]))
    #expect(!PreviewMode.isRequested(by: [AppIdentity.name, "headlines"]))
  }
}
