// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ArticleStoreClientLive",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleStoreClientLive", targets: ["ArticleStoreClientLive"])
  ],
  dependencies: [
    // FileEngine: setting a damaged database aside with its companions, and the XDG rule for the
    // fallback folder, the same mechanisms the storage uses, kept once in the engine. Test-only,
    // ProcessEngine: mount and umount run to their end, and the writer processes the tests kill.
    .package(path: "../Engines"),
    .package(path: "../Cores"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../NewsClient"),
    // Test-only: TestSupport's temporary folder and waiting for a condition.
    .package(path: "../Support"),
    // Trimmed traits, the same set as the interface: traits do not pass through transitively, and
    // the defaults would link FoundationNetworking (and so libcurl) into a database.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // The system's SQLite, which GRDB links on Linux. Declared here so that its Debian package is
    // named in a manifest of ours: Scripts/install-system-packages installs the providers of our
    // system-library targets, and GRDB's own manifest is not one of ours. See the README.
    .systemLibrary(
      name: "SystemSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(
      name: "ArticleStoreClientLive",
      dependencies: [
        .product(name: "RichTextCore", package: "Cores"),
        "SystemSQLite",
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "TimeCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "FileEngine", package: "Engines"),
      ]
    ),
    // A process that saves and marks in a loop, for the tests to kill mid-write, to run two at
    // once and to run under a file size limit. Not a product: nothing ships it.
    .executableTarget(
      name: "article-store-writer",
      dependencies: [
        "ArticleStoreClientLive",
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "NewsClient", package: "NewsClient"),
      ]
    ),
    // The benchmark Scripts/examples/bench-store builds in release and runs. Not a product either.
    .executableTarget(
      name: "store-bench",
      dependencies: [
        "ArticleStoreClientLive",
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "ArticleStoreClientLiveTests",
      dependencies: [
        .product(name: "TestSupport", package: "Support"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        "ArticleStoreClientLive",
        "article-store-writer",
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "ArticleStoreClientTestSupport", package: "ArticleStoreClient"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ProcessEngine", package: "Engines"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
