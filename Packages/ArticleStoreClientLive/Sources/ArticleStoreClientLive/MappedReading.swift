import GRDB

/// A read that goes through most of the file maps the file while it runs, rather than copy each
/// page into the connection's page cache through a system call: a filter, a filter's count and a
/// search. The copies were most of a filter's time (a 5-term filter over 100,000 articles: 100 ms
/// of reading against 30 ms mapped).
///
/// Only while it runs: mapped pages count in the process's resident size once touched, and a
/// refresh, which reads every feed's articles, would peak 6 MB higher (bench-newsboat) with every
/// read mapped. Unmapping after gives them back.
///
/// SQLite changes the mapping only when no mapped page is in use (the unix VFS checks), so the
/// switch is safe inside the read's transaction. What its documentation warns of is an I/O error
/// while a mapped page is read, which is a signal rather than an error: a disk failing under the
/// file, where reading stops anyway.
enum MappedReading {
  /// More than any store here grows to; SQLite maps no more than the file holds.
  static let mappedBytes = 1 << 30

  static func run<Value>(on connection: Database, _ body: () throws -> Value) throws -> Value {
    try connection.execute(sql: "PRAGMA mmap_size = \(mappedBytes)")
    // A reset that fails leaves the connection mapping the file, which costs resident size
    // and nothing else: no reason to fail a read that succeeded.
    defer { try? connection.execute(sql: "PRAGMA mmap_size = 0") }
    return try body()
  }
}
