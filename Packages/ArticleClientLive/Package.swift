// swift-tools-version: 6.1
import PackageDescription

/// The live reader mode: pages fetched with HTTPEngine (http and https only, capped in size and
/// time) and read with HTMLEngine, whose document an extractor of the readability family scores to
/// find the article and strip the page around it. Only the app links it.
let package = Package(
  name: "ArticleClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleClientLive", targets: ["ArticleClientLive"]),
    // The extractor on the command line, for `make bench-article` without building the app;
    // never linked into the app.
    .executable(name: "article-extract", targets: ["ArticleExtract"]),
  ],
  dependencies: [
    .package(path: "../ArticleClient"),
    .package(path: "../Cores"),
    // HTTPEngine, the HTTP transport, and HTMLEngine, which reads the page.
    .package(path: "../Engines"),
    // Test-only: HTTPTestSupport, the tests' loopback server.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    // Test-only: the routes and responses of HTTPTestSupport's TestServer.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "ArticleClientLive",
      dependencies: [
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "HTMLEngine", package: "Engines"),
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .executableTarget(
      name: "ArticleExtract",
      dependencies: [
        "ArticleClientLive",
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "HTMLEngine", package: "Engines"),
      ]
    ),
    .testTarget(
      name: "ArticleClientLiveTests",
      dependencies: [
        "ArticleClientLive",
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "HTMLEngine", package: "Engines"),
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
