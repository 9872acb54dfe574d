import Foundation
import Glibc

/// A program started with `posix_spawnp`, the one way the workspace starts a process it must
/// control: the reader's browser, a tmux server for the tests, a test's child on a
/// pseudo-terminal, a benchmark's baseline tool.
///
/// Foundation's `Process` gives none of the three things each of those needed, which is why they
/// had grown a spawn of their own each:
/// - every signal at its default and none blocked: the app ignores SIGINT and SIGPIPE and a test
///   process blocks SIGCHLD, and a child inherits both (a tmux server with SIGCHLD blocked never
///   obeys `kill-server`);
/// - no descriptor above standard error: a child that outlives the moment, a browser or a tmux
///   server, would otherwise hold the parent's pipes and sockets open, and a reader of such a pipe
///   would never see its end;
/// - a process group of its own when asked, as a shell starts a job, so that a test can stop and
///   continue the child alone.
///
/// Starting it is cheap (Foundation's `Process` took about 50 ms to start and reap `/bin/true`
/// here), so a benchmark can time a child with it.
public struct SpawnedProcess: Sendable {
  public let identifier: pid_t

  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable {
    /// The parent's own.
    case inherited
    /// `/dev/null`.
    case discarded
    /// A descriptor of the parent's, which the child gets as its stream.
    case descriptor(Int32)
    /// A file, created or emptied, that only the child writes.
    case file(String)
    /// The child's end of a pipe: the reading end for standard input, the writing end for output
    /// and error. The parent's copy of that end is closed once the child has it, so that the
    /// parent reads the pipe's end when the child exits, or the child its input's end when the
    /// parent closes the other.
    case pipe(Pipe)
    /// Standard error only: wherever standard output goes.
    case standardOutput
  }

  /// How the process ended.
  public enum Termination: Sendable, Hashable {
    case exited(Int32)
    case killed(by: Int32)

    /// The status as a shell reports it: the exit status, or 128 plus the signal.
    public var shellStatus: Int32 {
      switch self {
      case .exited(let status): status
      case .killed(let signal): 128 + signal
      }
    }
  }

  /// Starts `program`, found on `PATH` unless it holds a slash, with `arguments` as they are and
  /// `environment` (the parent's when nil) as `NAME=value` pairs.
  ///
  /// glibc reports a program that cannot be started here, before anything runs, rather than in
  /// the child.
  public static func spawn(
    _ program: String, arguments: [String] = [], environment: [String: String]? = nil,
    standardInput: Stream = .inherited, standardOutput: Stream = .inherited,
    standardError: Stream = .inherited, inProcessGroupOfItsOwn: Bool = false
  ) throws(SpawnFailure) -> SpawnedProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    redirect(STDIN_FILENO, to: standardInput, reading: true, &actions)
    redirect(STDOUT_FILENO, to: standardOutput, reading: false, &actions)
    redirect(STDERR_FILENO, to: standardError, reading: false, &actions)
    _ = addCloseFrom(&actions, STDERR_FILENO + 1)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    if inProcessGroupOfItsOwn {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var envp = environment.map { pairs in pairs.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { for entry in envp ?? [] { free(entry) } }
    var identifier: pid_t = 0
    let result =
      if envp != nil {
        posix_spawnp(&identifier, program, &actions, &attributes, argv, &envp!)
      } else {
        posix_spawnp(&identifier, program, &actions, &attributes, argv, environ)
      }
    for case .pipe(let pipe) in [standardInput] { try? pipe.fileHandleForReading.close() }
    for case .pipe(let pipe) in [standardOutput, standardError] {
      try? pipe.fileHandleForWriting.close()
    }
    guard result == 0 else { throw SpawnFailure(program: program, code: result) }
    return SpawnedProcess(identifier: identifier)
  }

  /// Whether the process has ended, asked without waiting and without reaping it, so that
  /// ``waitForExit()`` or ``termination()`` still reports how. A process already reaped counts as
  /// ended, so a late check never names a process that has since taken its identifier.
  public var hasEnded: Bool {
    var information = siginfo_t()
    while waitid(P_PID, id_t(identifier), &information, WEXITED | WNOHANG | WNOWAIT) < 0 {
      if errno != EINTR { return true }
    }
    return information._sifields._sigchld.si_pid == identifier
  }

  /// Waits for the process to end, blocking the calling thread: for a thread of its own, or a
  /// benchmark's measured loop.
  public func waitForExit() -> Termination {
    var status: Int32 = 0
    while waitpid(identifier, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(by: signal)
  }

  /// Waits for the process to end on a thread of its own, so that no task of the cooperative pool
  /// blocks in `waitpid`.
  public func termination() async -> Termination {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: waitForExit()) }
      thread.name = "wait for \(identifier)"
      thread.start()
    }
  }

  private static func redirect(
    _ stream: Int32, to destination: Stream, reading: Bool,
    _ actions: inout posix_spawn_file_actions_t
  ) {
    switch destination {
    case .inherited:
      break
    case .discarded:
      posix_spawn_file_actions_addopen(
        &actions, stream, "/dev/null", reading ? O_RDONLY : O_WRONLY, 0)
    case .descriptor(let descriptor):
      posix_spawn_file_actions_adddup2(&actions, descriptor, stream)
    case .pipe(let pipe):
      let end = reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting
      posix_spawn_file_actions_adddup2(&actions, end.fileDescriptor, stream)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, stream, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .standardOutput:
      posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, stream)
    }
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does
  /// not import: closing every descriptor above standard error in the child, without knowing
  /// which the parent has open.
  private static let addCloseFrom:
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32 = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        fatalError("glibc 2.34 or later is needed for posix_spawn_file_actions_addclosefrom_np")
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)
          .self)
    }()
}
