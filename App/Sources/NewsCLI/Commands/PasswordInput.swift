import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password the way command-line tools do: the first line of standard input when a
/// script pipes it in, and a prompt without echo when a person types it.
///
/// The prompt goes to standard error, so that standard output stays the command's. Ctrl-C while
/// it waits cancels the command as anywhere else, and the terminal gets its echo back.
enum PasswordInput {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "No password was given on standard input." }
  }

  static func password(prompt: String) throws -> String {
    let line: [UInt8]
    if isatty(STDIN_FILENO) == 1 {
      line = try withoutEcho(prompt: prompt) { try readLine() }
    } else {
      line = try readLine()
    }
    var password = String(decoding: line, as: UTF8.self)
    if password.hasSuffix("\r") { password.removeLast() }
    guard !password.isEmpty else { throw Missing() }
    return password
  }

  /// Runs `body` with the terminal's echo off, but for the newline, which keeps what follows on
  /// a line of its own.
  ///
  /// Echo goes off before the prompt is shown, as `readpassphrase` does it: a person who types as
  /// soon as the prompt appears must never see the password echoed, nor lose it to the flush of
  /// what was typed before the prompt (which is what the flush is for: a password is never taken
  /// from keys pressed before it was asked for). Shown first, a fast typist, or a loaded machine,
  /// got both.
  private static func withoutEcho<Result>(prompt: String, _ body: () throws -> Result) throws
    -> Result
  {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
      FileHandle.standardError.write(Data(prompt.utf8))
      return try body()
    }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    silent.c_lflag |= tcflag_t(ECHONL)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    defer { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
    FileHandle.standardError.write(Data(prompt.utf8))
    return try body()
  }

  /// The bytes of standard input up to the first newline or its end, read a byte at a time so
  /// that nothing after the line is taken from whoever reads next. Waits in short polls, so that
  /// cancelling the task ends the wait.
  private static func readLine() throws -> [UInt8] {
    var line: [UInt8] = []
    while true {
      try Task.checkCancellation()
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 100)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      var byte: UInt8 = 0
      guard ready > 0, read(STDIN_FILENO, &byte, 1) == 1, byte != UInt8(ascii: "\n") else {
        return line
      }
      line.append(byte)
    }
  }
}
