import ConfigurationCore
import FileEngine
import Foundation
import Glibc
import NetworkCore
import Synchronization
import TerminalClient

/// The live terminal on two descriptors: raw mode by termios, the screen by VT sequences, input on
/// a thread of its own.
///
/// One lock orders everything that changes the terminal (entering, leaving, drawing, a suspend, a
/// resume, lending it to a browser), so that no frame is ever written onto the shell's screen
/// halfway through a suspend. Signal handlers cannot take the lock; they work on the terminal's
/// ``SignalSlot`` alone.
final class LiveTerminal: Sendable {
  private struct State {
    /// Held from `enter` to `leave`, whatever happens in between.
    var slot: SignalSlot?
    var wake: WakePipe?
    var reader: InputReader?
    var encoder = FrameEncoder()
    /// The size last reported, so that a SIGWINCH that changed nothing for this terminal reports
    /// nothing.
    var reportedSize: TerminalSize?
    var continuation: AsyncStream<TerminalEvent>.Continuation?
    /// Events that came before anyone asked for ``events()``.
    var undelivered: [TerminalEvent] = []
  }

  private let input: Int32
  private let output: Int32
  private let state = Mutex(State())

  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  func enter() throws(TerminalError) {
    try state.withLock { (state: inout State) throws(TerminalError) in
      guard state.slot == nil else { return }
      guard isatty(input) == 1 else { throw .notATerminal(descriptor: input) }
      SignalRouting.install()
      let wake: WakePipe
      if let existing = state.wake {
        wake = existing
      } else {
        do throws(FileSystemFailure) {
          wake = try WakePipe()
        } catch {
          throw .cannotEnter(reason: error.reason)
        }
        state.wake = wake
      }
      guard
        let slot = SignalRouting.claim(input: input, output: output, wake: wake.writeEnd)
      else { throw .cannotEnter(reason: "too many terminals are entered at once") }
      do throws(TerminalError) {
        try takeOver(slot)
      } catch {
        slot.set(.free)
        throw error
      }
      state.slot = slot
      state.encoder.invalidate()
      state.reportedSize = size()
      state.reader = startReader(wake)
    }
  }

  func leave() async {
    let (reader, continuation) = state.withLock { state in
      if let slot = state.slot {
        if slot.move(from: .entered, to: .claimed) { slot.restoreTerminal() }
        slot.set(.free)
      }
      defer {
        state.slot = nil
        state.reader = nil
        state.continuation = nil
        state.undelivered = []
      }
      return (state.reader, state.continuation)
    }
    await reader?.stop()
    continuation?.finish()
  }

  func size() -> TerminalSize {
    for descriptor in [output, input] {
      var window = winsize()
      if withUnsafeMutablePointer(to: &window, { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }) == 0,
        window.ws_col > 0, window.ws_row > 0
      {
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      }
    }
    return TerminalSize(columns: 80, rows: 24)
  }

  /// A later call ends the stream an earlier call returned, so that one screen at a time reads
  /// the keys and none waits forever on a stream nobody feeds.
  func events() -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let previous = state.withLock { state in
      defer {
        state.continuation = continuation
        state.undelivered = []
      }
      for event in state.undelivered { continuation.yield(event) }
      return state.continuation
    }
    previous?.finish()
    return stream
  }

  /// Writes the frame's changes in one `write`, on the caller's thread: a frame is a few kilobytes
  /// at most, which a terminal takes at once.
  func draw(_ frame: Frame) {
    state.withLock { state in
      guard state.slot?.state == .entered else { return }
      DescriptorOutput.write(state.encoder.encode(frame), to: output)
    }
  }

  /// Makes the next ``draw(_:)`` clear the screen and write the whole frame.
  func invalidate() {
    state.withLock { $0.encoder.invalidate() }
  }

  /// Runs a command from the configuration: on a link, ``openURL(_:title:feed:as:)``; with
  /// arguments, the command given them; with text, the command reading it on its standard input.
  func run(_ command: ExternalCommand) async throws {
    switch command.subject {
    case .link(let url, let title, let feed):
      try await openURL(url, title: title, feed: feed, as: command)
    case .arguments(let arguments):
      guard let template = command.template else {
        throw TerminalError.commandFailed(command: "", reason: "no command is configured")
      }
      try await start(
        ConfiguredCommand(
          invocation: template.invocation(appending: arguments), written: template.text),
        handsOverTerminal: command.handsOverTerminal)
    case .standardInput(let text):
      guard let template = command.template else {
        throw TerminalError.commandFailed(command: "", reason: "no command is configured")
      }
      let configured = ConfiguredCommand(
        invocation: template.invocation(appending: []), written: template.text)
      guard command.handsOverTerminal else { return try configured.startBeside(feeding: text) }
      let isLent = await lend()
      defer { if isLent { takeBack() } }
      try await configured.run(feeding: text, output: output)
    }
  }

  /// Opens a web page with the configured command, or else the browser of `$BROWSER` or
  /// `xdg-open`, with the terminal given back, as a text-mode browser needs it, and takes it
  /// over again afterwards with a `.resume`, so the screen is drawn afresh whichever browser ran.
  func openURL(_ url: URL, title: String, feed: String, as command: ExternalCommand) async throws {
    guard WebAddress.isWeb(url) else { throw TerminalError.notAWebAddress(url) }
    if let template = command.template {
      let invocation = template.invocation(link: url.absoluteString, title: title, feed: feed)
      return try await start(
        ConfiguredCommand(invocation: invocation, written: template.text),
        handsOverTerminal: command.handsOverTerminal)
    }
    let commands = BrowserCommand.commands(
      browser: ProcessInfo.processInfo.environment["BROWSER"], url: url.absoluteString)
    let isLent = await lend()
    var failure = TerminalError.browserFailed(command: "xdg-open", reason: "no browser to run")
    var hasOpened = false
    for command in commands {
      do {
        try await command.run(input: input, output: output)
        hasOpened = true
        break
      } catch {
        failure = error
      }
    }
    if isLent { takeBack() }
    if !hasOpened { throw failure }
  }

  /// Runs `command` on the terminal, lent to it until it exits, or starts it beside the reader.
  private func start(_ command: ConfiguredCommand, handsOverTerminal: Bool) async throws {
    guard handsOverTerminal else { return try command.startBeside() }
    let isLent = await lend()
    defer { if isLent { takeBack() } }
    try await command.run(input: input, output: output)
  }

  /// Sets raw mode and the alternate screen on a claimed or suspended slot, saving the mode the
  /// shell left first.
  private func takeOver(_ slot: SignalSlot) throws(TerminalError) {
    var mode = termios()
    guard tcgetattr(input, &mode) == 0 else {
      throw .cannotEnter(
        reason: "cannot read the terminal's mode: \(String(cString: strerror(errno)))")
    }
    slot.mode = mode
    cfmakeraw(&mode)
    guard tcsetattr(input, TCSADRAIN, &mode) == 0 else {
      throw .cannotEnter(reason: "cannot set raw mode: \(String(cString: strerror(errno)))")
    }
    DescriptorOutput.write(ControlSequence.takeOver, to: output)
    slot.set(.entered)
  }

  private func startReader(_ wake: WakePipe) -> InputReader {
    InputReader(input: input, wake: wake) { [weak self] input in
      self?.handle(input)
    }
  }

  /// On the input thread.
  private func handle(_ input: InputReader.Input) {
    switch input {
    case .key(.control("z")) where SignalRouting.canSuspend:
      suspend()
    case .key(let key):
      deliver(.key(key))
    case .wake(.resize):
      let size = size()
      let hasChanged = state.withLock { state in
        guard state.slot?.state == .entered, state.reportedSize != size else { return false }
        state.reportedSize = size
        state.encoder.invalidate()
        return true
      }
      if hasChanged { deliver(.resize(size)) }
    case .wake(.resume):
      resume()
    case .wake(.stop):
      break
    }
  }

  /// Ctrl-Z, which raw mode delivers as a byte: the terminal is given back, then the process stops
  /// as the shell expects, and `raise` returns once it is continued (or at once, when the kernel
  /// refuses to stop an orphaned process), so it is taken over again here.
  private func suspend() {
    let isSuspended = state.withLock { state in
      guard let slot = state.slot, slot.move(from: .entered, to: .suspended) else { return false }
      slot.restoreTerminal()
      return true
    }
    guard isSuspended else { return }
    deliver(.suspend)
    raise(SIGTSTP)
    resume()
  }

  /// After SIGCONT: takes the terminal over again if a stop gave it back, reading the shell's mode
  /// afresh, and asks for the screen to be drawn whole, at the new size if it changed.
  private func resume() {
    let size = size()
    let resumption = state.withLock { state -> Resumption in
      guard let slot = state.slot, slot.state == .suspended, (try? takeOver(slot)) != nil else {
        return .notSuspended
      }
      state.encoder.invalidate()
      defer { state.reportedSize = size }
      return state.reportedSize == size ? .atTheSameSize : .resized(size)
    }
    switch resumption {
    case .notSuspended:
      return
    case .atTheSameSize:
      deliver(.resume)
    case .resized(let size):
      deliver(.resize(size))
      deliver(.resume)
    }
  }

  private enum Resumption {
    case notSuspended
    case atTheSameSize
    case resized(TerminalSize)
  }

  /// Gives the terminal back and stops reading it, for a browser; false when it was not entered.
  private func lend() async -> Bool {
    let reader = state.withLock { state -> InputReader? in
      guard let slot = state.slot, let reader = state.reader,
        slot.move(from: .entered, to: .claimed)
      else { return nil }
      slot.restoreTerminal()
      state.reader = nil
      return reader
    }
    guard let reader else { return false }
    await reader.stop()
    return true
  }

  /// Takes the terminal over again after the browser, unless it was left meanwhile.
  private func takeBack() {
    let isTaken = state.withLock { state in
      guard let slot = state.slot, let wake = state.wake, slot.state == .claimed,
        (try? takeOver(slot)) != nil
      else { return false }
      state.encoder.invalidate()
      state.reportedSize = size()
      state.reader = startReader(wake)
      return true
    }
    if isTaken { deliver(.resume) }
  }

  private func deliver(_ event: TerminalEvent) {
    state.withLock { state in
      if let continuation = state.continuation {
        continuation.yield(event)
      } else if state.slot != nil {
        state.undelivered.append(event)
      }
    }
  }
}
