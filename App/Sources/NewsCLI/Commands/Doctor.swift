import ArgumentParser
import Dependencies
import Foundation

struct Doctor: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the libraries, the sound device and the folders the app uses.",
    discussion: "Exits with status 1 when something needs attention."
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp(
      "The ALSA device to check. (default: the device playback would use)", valueName: "pcm"))
  var device: String?

  func run() async throws {
    @Dependency(\.context) var context
    let diagnostics = Diagnostics.live()
    var healthy = true
    func line(_ label: String, _ value: String) {
      print(label.padding(toLength: 15, withPad: " ", startingAt: 0) + value)
    }

    print("\(AppIdentity.name) \(AppIdentity.version)")
    for library in diagnostics.libraries {
      line(library.name, library.version)
    }
    line("protocols", diagnostics.protocols.joined(separator: " "))

    @Dependency(\.configuration) var configuration
    let chosenDevice = LiveValues.audioDevice(
      LiveOptions(audioDevice: device), configuration: configuration,
      environment: ProcessInfo.processInfo.environment)
    if context == .preview {
      line("audio device", "\(chosenDevice): not opened in preview")
    } else {
      do {
        try await diagnostics.checkDevice(chosenDevice)
        line("audio device", "\(chosenDevice): opens")
      } catch {
        healthy = false
        line("audio device", "\(chosenDevice): \(error)")
      }
    }

    for folder in diagnostics.folders {
      line(folder.role, folder.url.path)
    }

    let missing = LiveImplementations.missing()
    for client in LiveImplementations.clients {
      let name = String(describing: client)
      line("live client", "\(name): \(missing.contains(name) ? "MISSING" : "linked")")
    }
    if !missing.isEmpty { healthy = false }
    if !healthy { throw ExitCode.failure }
  }
}

/// Reporting a missing live implementation is the doctor's job, so it runs without one.
extension Doctor: RunsWithoutLiveImplementations {}
