import Foundation
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// The pictures' fixture scenario (Fixtures/pictures.yaml), as text.
func picturesYAML() throws -> String {
  let url = try XCTUnwrap(
    Bundle.module.url(forResource: "pictures", withExtension: "yaml", subdirectory: "Fixtures"))
  return try String(contentsOf: url, encoding: .utf8)
}

/// Reads a scenario from text and plays it, its errors naming the pictures' fixture.
func play(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Simulation {
  try ScenarioTestSupport.play(yaml, named: "pictures.yaml", file: file, line: line)
}

/// How many times `needle` occurs in `text` (non-overlapping).
func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML and counts its elements by name; nil with the parser's error when it is not
/// well-formed.
final class ElementCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]
  /// `class` attributes of `g` elements, in document order.
  var groupClasses: [String] = []
  var texts: [String] = []
  private var inText = false
  private var current = ""

  static func count(_ xml: String) -> (counts: [String: Int], groups: [String], texts: [String])? {
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    guard parser.parse() else { return nil }
    return (counter.counts, counter.groupClasses, counter.texts)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
    if elementName == "g" { groupClasses.append(attributeDict["class"] ?? "") }
    if elementName == "text" {
      inText = true
      current = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { current += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "text" {
      inText = false
      texts.append(current)
    }
  }
}
