import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads Interface Builder storyboards and XIBs into ``StoryboardDocument`` values.
///
/// Two stages: Foundation's `XMLParser` builds a tree of elements, each with its line, and the
/// tree is then walked into the typed document (`StoryboardReader+Document.swift`). Elements the
/// reader does not need (colours, connections, navigation items, placeholders) are skipped.
///
/// ```swift
/// let document = try StoryboardReader.read(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// document.device?.id   // "retina4_7"
/// ```
public enum StoryboardReader {
  /// Reads the file at `url`.
  ///
  /// - Throws: ``StoryboardReaderError`` when the file cannot be read, is not well-formed XML,
  ///   lacks a required attribute or holds a value of the wrong kind. Its text names `url.path`.
  public static func read(contentsOf url: URL) throws(StoryboardReaderError) -> StoryboardDocument {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoryboardReaderError(
        .unreadableFile(String(describing: error)), file: url.path, line: 0)
    }
    return try read(data: data, fileName: url.path)
  }

  /// Reads a document from its bytes; `fileName` is what error messages call it.
  public static func read(data: Data, fileName: String? = nil) throws(StoryboardReaderError)
    -> StoryboardDocument
  {
    let root = try SourceElement.parse(data, fileName: fileName)
    if root.name == "archive" {
      return try ArchiveBuilder(fileName: fileName, root: root).document(from: root)
    }
    return try DocumentBuilder(fileName: fileName).document(from: root)
  }

  /// Reads a document from its text; `fileName` is what error messages call it.
  public static func read(string: String, fileName: String? = nil) throws(StoryboardReaderError)
    -> StoryboardDocument
  {
    try read(data: Data(string.utf8), fileName: fileName)
  }
}

/// What went wrong reading a storyboard, and where. Its text reads like a compiler's:
/// `Main.storyboard:12: error: <constraint> is missing the required attribute 'firstAttribute'`.
public struct StoryboardReaderError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The file could not be read (the underlying error's text).
    case unreadableFile(String)
    /// `XMLParser` rejected the text: libxml2's error code, the same on macOS and Linux.
    case malformedXML(code: Int)
    /// The root element is not `<document>` (its name), or there is none (empty string).
    case notADocument(String)
    /// A macOS (AppKit) storyboard or XIB (`targetRuntime` `MacOSX.Cocoa`): its views are
    /// NSViews, which layoutsim does not simulate.
    case macOSDocument(String)
    case missingAttribute(element: String, attribute: String)
    /// An attribute's value is not of the kind it must be; `expected` says which.
    case invalidValue(element: String, attribute: String, value: String, expected: String)
    /// A processing instruction (its target) other than the XML declaration.
    case processingInstruction(String)
  }

  public var reason: Reason
  /// The file name given to the reader; nil when none was.
  public var file: String?
  /// The line, counted from 1 (0 when there is none): for an element, the line where its start
  /// tag ends, as `XMLParser` reports it.
  public var line: Int
  /// The column, for malformed XML only.
  public var column: Int?

  public init(_ reason: Reason, file: String?, line: Int, column: Int? = nil) {
    self.reason = reason
    self.file = file
    self.line = line
    self.column = column
  }

  public var message: String {
    switch reason {
    case .unreadableFile(let detail): "cannot read the file: \(detail)"
    case .malformedXML(let code):
      "malformed XML: \(Self.xmlErrorNames[code] ?? "parser error") (XMLParser error \(code))"
    case .notADocument(let name):
      name.isEmpty
        ? "no root element; expected <document>"
        : "the root element is <\(name)>; expected <document>"
    case .macOSDocument(let runtime):
      "a macOS storyboard or XIB (targetRuntime '\(runtime)'): layoutsim simulates UIKit (iOS) views, not AppKit's"
    case .missingAttribute(let element, let attribute):
      "<\(element)> is missing the required attribute '\(attribute)'"
    case .invalidValue(let element, let attribute, let value, let expected):
      "<\(element)> attribute '\(attribute)' is '\(value)'; expected \(expected)"
    case .processingInstruction(let target):
      "a processing instruction '<?\(target)'; an Interface Builder file has none but its '<?xml' declaration"
    }
  }

  public var description: String {
    let place = column.map { "\(line):\($0)" } ?? "\(line)"
    return "\(file ?? "<input>"):\(place): error: \(message)"
  }

  /// libxml2's `xmlParserErrors` (which `XMLParser.ErrorCode` mirrors) for the mistakes a
  /// hand-edited file makes.
  static let xmlErrorNames: [Int: String] = [
    4: "empty document", 5: "premature end of document", 9: "invalid character",
    23: "entity reference missing ';'", 26: "undeclared entity", 38: "'<' in an attribute value",
    39: "attribute value not started", 40: "attribute value not finished",
    41: "attribute without value", 42: "attribute redefined", 45: "comment not finished",
    65: "space required", 68: "name required", 73: "'>' required", 74: "'</' required",
    75: "'=' required", 76: "tag name mismatch", 77: "tag not finished", 85: "not well balanced",
    86: "extra content at the end of the document",
  ]
}

/// One XML element as the parser saw it: the first stage's output.
struct SourceElement {
  var name: String
  var attributes: [String: String]
  var children: [SourceElement] = []
  /// Character data directly inside the element.
  var text = ""
  var line: Int

  /// The first child named `name` whose `key` is `key` (any key when nil).
  func child(_ name: String, key: String? = nil) -> SourceElement? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Parses `data` into its root element.
  static func parse(_ data: Data, fileName: String?) throws(StoryboardReaderError) -> SourceElement
  {
    if let error = DeclaredEncoding.error(in: data, fileName: fileName) { throw error }
    if let error = ProcessingInstructions.error(in: data, fileName: fileName) { throw error }
    let parser = XMLParser(data: data)
    let builder = TreeBuilder()
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    // On Linux the parser recovers from some errors and returns true: the first error counts.
    _ = parser.parse()
    if let (code, line, column) = builder.firstError {
      throw StoryboardReaderError(
        .malformedXML(code: code), file: fileName, line: line, column: column)
    }
    guard let root = builder.root else {
      throw StoryboardReaderError(.notADocument(""), file: fileName, line: 1)
    }
    return root
  }
}

/// The parser's delegate: keeps a stack of open elements and the first error.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [SourceElement] = []
  var root: SourceElement?
  var firstError: (code: Int, line: Int, column: Int)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    stack.append(
      SourceElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard firstError == nil else { return }
    firstError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
    parser.abortParsing()
  }
}
