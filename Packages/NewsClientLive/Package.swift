// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NewsClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "NewsClientLive", targets: ["NewsClientLive"]),
    .executable(name: "news-bench", targets: ["NewsBenchmark"]),
  ],
  dependencies: [
    .package(path: "../NewsClient"),
    // The interface only: the app passes the live storage, whose cache area keeps the feed bodies.
    .package(path: "../StorageClient"),
    .package(path: "../Cores"),
    // HTTPEngine, the HTTP transport shared with the other live packages that fetch over HTTP
    // (libcurl and its providers are declared there, once), and libxml2's one module; the
    // benchmark's baselines (curl, xmllint) are timed from spawn to reap with ProcessEngine.
    .package(path: "../Engines"),
    // Test-only: HTTPTestSupport, the tests' real HTTP server on 127.0.0.1, and FuzzingSupport.
    .package(path: "../Support"),
    // Trimmed traits, exactly as in NewsClient: the defaults would link FoundationNetworking and
    // build OpenCombine, neither of which the live client needs.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    // Test-only: the routes and responses of the real HTTP server on 127.0.0.1 (HTTPTestSupport's
    // TestServer) that the tests script, so feeds are fetched over real sockets, not a mock.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "NewsClientLive",
      dependencies: [
        .product(name: "FileEngine", package: "Engines"),
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "CLibXML2", package: "Engines"),
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "HTMLEngine", package: "Engines"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // The benchmark, never run by tests: `Scripts/examples/bench-news` at the workspace top builds it in
    // release mode. It alone uses URLSession, as the baseline to compare against.
    .executableTarget(
      name: "NewsBenchmark",
      dependencies: [
        "NewsClientLive",
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "ProcessEngine", package: "Engines"),
      ]
    ),
    // libFuzzer harnesses for the feed and date parsers; see Scripts/fuzz at the workspace top.
    .executableTarget(
      name: "FeedParserFuzzer",
      dependencies: [
        "NewsClientLive",
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "FuzzingSupport", package: "Support"),
        .product(name: "TextCore", package: "Cores"),
      ],
      exclude: ["seeds"]
    ),
    .executableTarget(
      name: "DateParserFuzzer",
      dependencies: [
        "NewsClientLive", .product(name: "FuzzingSupport", package: "Support"),
      ],
      exclude: ["seeds", "Corpus"]
    ),
    .testTarget(
      name: "NewsClientLiveTests",
      dependencies: [
        .product(name: "FileEngine", package: "Engines"),
        "NewsClientLive",
        .product(name: "HTMLEngine", package: "Engines"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "TextCore", package: "Cores"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
