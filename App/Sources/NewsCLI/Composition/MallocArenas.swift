import Glibc

/// Caps glibc's malloc at two arenas before any thread starts.
///
/// glibc gives threads that allocate at the same time arenas of their own, up to eight per core,
/// and memory freed in one arena cannot serve another. A refresh allocates on the transfer thread,
/// a parse queue per feed and the concurrency pool at once, so its peak resident memory held
/// several arenas' worth of freed, fragmented space: 300 feeds peaked at about 4 MB less with two
/// arenas (`make bench-newsboat`), and no slower, because the work is mostly waiting on the
/// network. `MALLOC_ARENA_MAX` in the environment still wins, so the cap can be measured or lifted.
enum MallocArenas {
  /// `mallopt` and `M_ARENA_MAX` come from `<malloc.h>`, which Swift's Glibc module does not
  /// import, so the function is looked up by name; the constant is part of glibc's ABI.
  private typealias SetOption = @convention(c) (Int32, Int32) -> Int32
  private static let arenaMaximumOption: Int32 = -8

  static func limit() {
    guard getenv("MALLOC_ARENA_MAX") == nil, let symbol = dlsym(nil, "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: SetOption.self)(arenaMaximumOption, 2)
  }
}
