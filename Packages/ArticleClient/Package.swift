// swift-tools-version: 6.1
import PackageDescription

/// An interface: reader mode. It fetches an article's page and gives back the article alone (its
/// headline, its byline and its body with the page's navigation, ads and comments taken away) in
/// the app's own types, so that the reader and the commands use it without HTTP or HTML code.
let package = Package(
  name: "ArticleClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleClient", targets: ["ArticleClient"])
  ],
  dependencies: [
    // RichTextCore, the body's type, shared with the store and the reader, and TextCore, what
    // `article --json` makes safe for a terminal.
    .package(path: "../Cores"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "ArticleClient",
      dependencies: [
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "ArticleClientTests",
      dependencies: [
        "ArticleClient",
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
