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
    .package(path: "../TextCore"),
    // The HTTP transport, shared with the other live packages that fetch over HTTP: libcurl and
    // its providers are declared there, once. Its HTTPEngineTestSupport is the tests' server.
    .package(path: "../HTTPEngine"),
    .package(path: "../HTMLEngine"),
    .package(path: "../RichTextCore"),
    .package(path: "../FuzzingSupport"),
    // The benchmark's baselines (curl, xmllint) are timed from spawn to reap.
    .package(path: "../ProcessEngine"),
    // Trimmed traits, exactly as in NewsClient: the defaults would link FoundationNetworking and
    // build OpenCombine, neither of which the live client needs.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies",
      from: "1.17.1",
      traits: ["Clocks", "Foundation"]
    ),
    // Test-only: the routes and responses of the real HTTP server on 127.0.0.1 (HTTPEngine's
    // TestServer) that the tests script, so feeds are fetched over real sockets, not a mock.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "NewsClientLive",
      dependencies: [
        .product(name: "CLibXML2", package: "HTMLEngine"),
        .product(name: "HTTPEngine", package: "HTTPEngine"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "TextCore", package: "TextCore"),
        .product(name: "HTMLEngine", package: "HTMLEngine"),
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // The benchmark, never run by tests: `Scripts/examples/bench-news` at the workspace top builds it in
    // release mode. It alone uses URLSession, as the baseline to compare against.
    .executableTarget(
      name: "NewsBenchmark",
      dependencies: [
        "NewsClientLive",
        .product(name: "HTTPEngine", package: "HTTPEngine"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "ProcessEngine", package: "ProcessEngine"),
      ]
    ),
    // libFuzzer harnesses for the feed and date parsers; see Scripts/fuzz at the workspace top.
    .executableTarget(
      name: "FeedParserFuzzer",
      dependencies: [
        "NewsClientLive",
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "FuzzingSupport", package: "FuzzingSupport"),
        .product(name: "TextCore", package: "TextCore"),
      ],
      exclude: ["seeds"]
    ),
    .executableTarget(
      name: "DateParserFuzzer",
      dependencies: [
        "NewsClientLive", .product(name: "FuzzingSupport", package: "FuzzingSupport"),
      ],
      exclude: ["seeds", "Corpus"]
    ),
    .testTarget(
      name: "NewsClientLiveTests",
      dependencies: [
        "NewsClientLive",
        .product(name: "HTMLEngine", package: "HTMLEngine"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "HTTPEngine", package: "HTTPEngine"),
        .product(name: "HTTPEngineTestSupport", package: "HTTPEngine"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "TextCore", package: "TextCore"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
