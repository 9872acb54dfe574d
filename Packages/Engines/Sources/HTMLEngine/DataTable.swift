/// Tells a table of data, whose rows are worth showing as rows, from a table that lays out a
/// page, whose cells hold paragraphs, lists and other tables and read best as plain blocks.
enum DataTable {
  static func isData(_ table: HTMLNode, in document: HTMLDocument) -> Bool {
    if document.attribute(.role, of: table)?.lowercased() == "presentation" { return false }
    var widestRow = 0
    var cellsInRow = 0
    for node in document.descendants(of: table) {
      switch document.tag(of: node) {
      case .table, .p, .ul, .ol, .dl, .pre, .blockquote, .h1, .h2, .h3, .h4, .h5, .h6, .hr,
        .article, .section, .form, .li:
        return false
      case .tr:
        widestRow = max(widestRow, cellsInRow)
        cellsInRow = 0
      case .td, .th:
        cellsInRow += 1
      default:
        continue
      }
    }
    return max(widestRow, cellsInRow) >= 2
  }
}
