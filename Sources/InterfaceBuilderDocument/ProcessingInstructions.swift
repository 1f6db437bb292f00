import Foundation

/// Processing instructions (`<?target data?>`) other than the leading XML declaration, refused
/// before the text reaches `XMLParser`: Interface Builder writes none, and Foundation's parser on
/// Linux calls `strlen` on the data of one that has none (`<?target?>`, found by the storyboard
/// fuzz target), which crashes the process instead of reporting an error.
public enum ProcessingInstructions {
  /// The error for the first processing instruction after the declaration, at its line and
  /// column (columns in bytes, as libxml2 counts them); nil when there is none.
  static func error(in data: Data, fileName: String?) -> StoryboardReaderError? {
    guard let (target, line, column) = firstInstruction(in: data) else { return nil }
    return StoryboardReaderError(
      .processingInstruction(target), file: fileName, line: line, column: column)
  }

  /// The target, line and column of the first `<?` that does not open the document's own
  /// `<?xml …?>` declaration at its very start.
  public static func firstInstruction(in data: Data) -> (target: String, line: Int, column: Int)? {
    let bytes = [UInt8](data)
    let lessThan = UInt8(ascii: "<"), question = UInt8(ascii: "?"), newline = UInt8(ascii: "\n")
    var line = 1
    var lineStart = 0
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == newline {
        line += 1
        lineStart = index + 1
      } else if bytes[index] == lessThan, bytes[index + 1] == question,
        !(index == 0 && isDeclaration(bytes))
      {
        let name = bytes[(index + 2)...].prefix { !Self.ends($0) }.prefix(64)
        return (String(decoding: name, as: UTF8.self), line, index - lineStart + 1)
      }
      index += 1
    }
    return nil
  }

  /// Whether the text starts with the XML declaration: `<?xml` then white space.
  static func isDeclaration(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("<?xml".utf8)) && bytes.count > 5 && ends(bytes[5])
      && bytes[5] != UInt8(ascii: "?")
  }

  /// White space or `?`, which end a processing instruction's target.
  static func ends(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "?")
  }
}
