import Foundation

/// The encoding an XML declaration names (`<?xml version="1.0" encoding="UTF-8"?>`), checked
/// before the text reaches `XMLParser`: Interface Builder writes UTF-8, and libxml2 on Linux,
/// asked to convert a file declared in another encoding (UTF-7, found by the storyboard fuzz
/// target), can crash the process rather than report an error.
public enum DeclaredEncoding {
  /// The encodings read as they are: UTF-8 and its subset, ASCII.
  static let accepted: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

  /// The error for a declaration that names another encoding, at line 1; nil when there is no
  /// declaration or it names an accepted one.
  static func error(in data: Data, fileName: String?) -> StoryboardReaderError? {
    // A NUL among the first bytes or a UTF-16 byte order mark: libxml2 guesses UTF-16 or UTF-32
    // from them and crashed switching to it (`\0\0\0<`, found by the storyboard fuzz target).
    if data.prefix(4).contains(0) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) {
      return StoryboardReaderError(
        .invalidValue(element: "?xml", attribute: "encoding", value: "UTF-16 or UTF-32", expected: "UTF-8"),
        file: fileName, line: 1)
    }
    guard let name = declaredName(in: data), !accepted.contains(name.lowercased()) else {
      return nil
    }
    return StoryboardReaderError(
      .invalidValue(element: "?xml", attribute: "encoding", value: name, expected: "UTF-8"),
      file: fileName, line: 1)
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml … ?>`, as written. The declaration is
  /// read up to its first `>` (or the first 256 bytes): libxml2 switches to the encoding it names
  /// as soon as it reads it, before it looks for the `?>` (a declaration ending in `">` instead
  /// crashed it the same way, found by the storyboard fuzz target).
  public static func declaredName(in data: Data) -> String? {
    let head = data.prefix(256)
    guard head.starts(with: Array("<?xml".utf8)) else { return nil }
    let end = head.firstIndex(of: UInt8(ascii: ">")) ?? head.endIndex
    let declaration = String(decoding: head[head.startIndex..<end], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }
}
