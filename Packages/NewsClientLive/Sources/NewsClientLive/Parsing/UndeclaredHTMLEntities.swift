import CLibXML2
import Foundation

/// libxml2 entities for the HTML names (`&nbsp;`, `&eacute;`, `&mdash;`) that feeds use without
/// declaring them, so one such title does not cost the well-formedness of the whole feed.
///
/// Each entity is created once per process and handed to every parser as a predefined entity,
/// which libxml2 inlines as text and never expands further.
final class UndeclaredHTMLEntities: @unchecked Sendable {
  // @unchecked Sendable: `entities` is only read and written with `lock` held, and the libxml2
  // entity structs it points to are never changed after creation (parsers only read them), so
  // handing them to parsers on any thread is safe.
  static let shared = UndeclaredHTMLEntities()

  private let lock = NSLock()
  private var entities: [String: xmlEntityPtr] = [:]

  func entity(named name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
    let length = Int(xmlStrlen(name))
    guard length > 0, length <= 31 else { return nil }
    let key = String(cString: name)
    return lock.withLock {
      if let entity = entities[key] { return entity }
      guard let scalar = HTMLEntities.scalar(named: UnsafeBufferPointer(start: name, count: length))
      else {
        return nil
      }
      var content = Array(String(Character(scalar)).utf8)
      content.append(0)
      guard
        let entity = xmlNewEntity(
          nil, name, Int32(XML_INTERNAL_PREDEFINED_ENTITY.rawValue), nil, nil, content)
      else { return nil }
      entities[key] = entity
      return entity
    }
  }
}
