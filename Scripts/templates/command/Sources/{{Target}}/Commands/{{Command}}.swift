import ArgumentParser
import {{Feature}}

struct {{Command}}: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "{{name}}",
    abstract: "Prints what {{Feature}} finds for a request."
  )

  @OptionGroup var global: GlobalOptions

  @Argument(help: "What to ask for.")
  var request: String

  /// Reads its clients only through the feature: the composition root has already chosen live
  /// values or, with `--preview`, previews, so the command never builds a client itself.
  func run() async throws {
    let summary = try await {{Feature}}().summary(of: request)
    print(summary ?? "Nothing found for \(request).")
  }
}
