// swift-tools-version: 6.1
import PackageDescription

/// An engine: the HTTP transport that live packages share, one libcurl multi handle driven by one
/// thread. It speaks HTTP in its own plain types (a request, a response head, a body consumer)
/// and knows no client's types, so any live package that fetches over HTTP uses it instead of
/// wrapping libcurl again. Like a live package, it is tested against a real server.
let package = Package(
  name: "HTTPEngine",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "HTTPEngine", targets: ["HTTPEngine"]),
    // For tests only: the real HTTP server on 127.0.0.1 that this package's tests and those of the
    // live packages using it script, kept here so that there is one copy of it.
    .library(name: "HTTPEngineTestSupport", targets: ["HTTPEngineTestSupport"]),
  ],
  dependencies: [
    // Test-only, through HTTPEngineTestSupport: a real HTTP server on 127.0.0.1 that tests script,
    // so libcurl is exercised against real sockets instead of a mock of itself.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
  ],
  targets: [
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    .target(name: "HTTPEngine", dependencies: ["CCurl"]),
    .target(
      name: "HTTPEngineTestSupport",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    ),
    .testTarget(
      name: "HTTPEngineTests",
      dependencies: [
        "HTTPEngine",
        "HTTPEngineTestSupport",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
