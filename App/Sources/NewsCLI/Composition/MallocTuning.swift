import Glibc

/// Tunes glibc's malloc for the peak resident memory of a short run, before any thread starts.
///
/// glibc gives threads that allocate at the same time arenas of their own, up to eight per core,
/// and memory freed in one arena cannot serve another. A refresh allocates on the transfer thread,
/// a parse queue per feed and the concurrency pool at once, so its peak held several arenas' worth
/// of freed, fragmented space. One arena serves them all: a refresh mostly waits on the network,
/// so its threads seldom allocate at the same moment, and sharing the arena measured no slower
/// and half a megabyte smaller than two. glibc also raises its mmap
/// threshold to the size of the first large block freed, after which large buffers (the merged
/// headlines, the encoded reading history) come from the heap and leave holes when freed; a fixed
/// threshold of 32 KB returns them to the system instead. Measured with `make bench-newsboat`,
/// 300 feeds: about 4 MB less for the arenas and 1 MB for the threshold, no slower, because the
/// work is mostly waiting on the network. The `MALLOC_ARENA_MAX` and `MALLOC_MMAP_THRESHOLD_`
/// environment variables still win, so either can be measured or lifted.
enum MallocTuning {
  /// `mallopt` and its options come from `<malloc.h>`, which Swift's Glibc module does not import,
  /// so the function is looked up by name; the option numbers are part of glibc's ABI.
  private typealias SetOption = @convention(c) (Int32, Int32) -> Int32
  private static let arenaMaximumOption: Int32 = -8
  private static let mmapThresholdOption: Int32 = -3

  static func apply() {
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let setOption = unsafeBitCast(symbol, to: SetOption.self)
    if getenv("MALLOC_ARENA_MAX") == nil {
      _ = setOption(arenaMaximumOption, 1)
    }
    if getenv("MALLOC_MMAP_THRESHOLD_") == nil {
      _ = setOption(mmapThresholdOption, 32 * 1024)
    }
  }
}
