// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SyncClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SyncClientLive", targets: ["SyncClientLive"])
  ],
  dependencies: [
    .package(path: "../SyncClient"),
    // The HTTP transport that the live packages share: libcurl is declared there, once. Its
    // HTTPEngineTestSupport is the tests' scripted server, which plays feeds for coldsweat to fetch
    // and a hostile sync server.
    .package(path: "../HTTPEngine"),
    // Bodies: the server's HTML rendered as a feed's is.
    .package(path: "../HTMLEngine"),
    .package(path: "../RichTextCore"),
    // The one rule that makes a server's text safe for a terminal.
    .package(path: "../TextCore"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies",
      from: "1.17.1",
      traits: ["Clocks", "Foundation"]
    ),
    // Test-only: the routes and responses of HTTPEngine's test server.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "SyncClientLive",
      dependencies: [
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "HTTPEngine", package: "HTTPEngine"),
        .product(name: "TextCore", package: "TextCore"),
        .product(name: "HTMLEngine", package: "HTMLEngine"),
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "SyncClientLiveTests",
      dependencies: [
        "SyncClientLive",
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "HTTPEngineTestSupport", package: "HTTPEngine"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
