// swift-tools-version: 6.1
import PackageDescription

/// The cores: pure Swift rules and values that any package may share, one target each, so that a
/// rule two packages need has one home and no copy drifts. A package that uses one core builds
/// that target and the cores it uses, nothing else. A core links no C library, reads no
/// dependency and depends on other cores only (Scripts/check-architecture, rules (k) and (l)).
let package = Package(
  name: "Cores",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextCore", targets: ["TextCore"]),
    .library(name: "TimeCore", targets: ["TimeCore"]),
    .library(name: "RichTextCore", targets: ["RichTextCore"]),
    .library(name: "NetworkCore", targets: ["NetworkCore"]),
    .library(name: "ConcurrencyCore", targets: ["ConcurrencyCore"]),
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "ConfigurationCore", targets: ["ConfigurationCore"]),
    .library(name: "QueryCore", targets: ["QueryCore"]),
  ],
  targets: [
    // What a control character is, network text made safe for a terminal, widths in columns,
    // fitting and wrapping, counting a noun.
    .target(name: "TextCore"),
    .testTarget(name: "TextCoreTests", dependencies: ["TextCore"]),
    // Spans of time and dates, counted and written alike everywhere.
    .target(name: "TimeCore"),
    .testTarget(name: "TimeCoreTests", dependencies: ["TimeCore"]),
    // An article's body as structured text, as the HTML renderer writes it, the store keeps it
    // and the reader lays it out by TextCore's width rule.
    .target(name: "RichTextCore", dependencies: ["TextCore"]),
    .testTarget(name: "RichTextCoreTests", dependencies: ["RichTextCore"]),
    // What a web address is, and why a request over the network failed, in the words every
    // client's error shares.
    .target(name: "NetworkCore"),
    .testTarget(name: "NetworkCoreTests", dependencies: ["NetworkCore"]),
    // Work on many elements, a few at a time: the one task window.
    .target(name: "ConcurrencyCore"),
    .testTarget(name: "ConcurrencyCoreTests", dependencies: ["ConcurrencyCore"]),
    // The runtime of a screen written as a reducer over state, actions and effects as values:
    // effects as tasks, keyed cancellation, drawing on change. Named for the pattern it runs, not
    // for the reader, which is its first user: any screen, or a copier's app, runs on it.
    .target(name: "ReducerCore"),
    .testTarget(name: "ReducerCoreTests", dependencies: ["ReducerCore"]),
    // newsboat's configuration syntax read into the app's types, with no file access: includes
    // through the caller's closure. Also the command templates whose fields never reach a shell
    // as text, and newsboat's format strings.
    .target(name: "ConfigurationCore", dependencies: ["NetworkCore", "TextCore"]),
    .testTarget(name: "ConfigurationCoreTests", dependencies: ["ConfigurationCore"]),
    // Which articles to choose: one syntax tree read from newsboat's filter language and from a
    // search box, its meaning in plain Swift (the reference the stores are tested against), and
    // POSIX extended regular expressions as glibc reads them. Also the rule of what a searched
    // word is, and killfiles.
    .target(name: "QueryCore", dependencies: ["TextCore", "TimeCore"]),
    .testTarget(name: "QueryCoreTests", dependencies: ["QueryCore"]),
  ],
  swiftLanguageModes: [.v6]
)
