import Foundation
import InterfaceBuilder
import XCTest

/// Files that cannot be imported: the whole message, with the element's line and column.
final class ImportErrorTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  func message(_ name: String) -> String? {
    let data =
      FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent(name).path)
      ?? Data()
    do {
      _ = try StoryboardImporter.importData(data, file: name)
      return nil
    } catch {
      return error.description
    }
  }

  func testMalformedXMLNamesTheLineAndColumn() {
    XCTAssertEqual(
      message("malformed.storyboard"),
      "malformed.storyboard:12:36: error: malformed XML: tag name mismatch (XMLParser error 76)")
  }

  func testUnknownElementIsAnErrorAtItsStartTag() {
    XCTAssertEqual(
      message("unknown.storyboard"),
      "unknown.storyboard:10:29: error: unknown element <sparkleView> (id 'box'); expected a UIKit view "
        + "element such as <view>, <label>, <button>, <imageView>, <stackView> or <scrollView>")
  }

  func testDanglingIDIsAnErrorAtTheConstraint() {
    XCTAssertEqual(
      message("dangling.storyboard"),
      "dangling.storyboard:15:29: error: constraint 'c1' names 'nope' as its secondItem, but no view "
        + "or layout guide in the file has that id")
  }

  func testMissingAttributeIsLocatedAtItsElement() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156">
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375"/>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    XCTAssertThrowsError(try StoryboardImporter.importData(Data(text.utf8), file: "M.storyboard")) {
      error in
      XCTAssertEqual(
        (error as? ImportError)?.description,
        "M.storyboard:8:13: error: <rect> is missing the required attribute 'height'")
    }
  }
}

extension ImportErrorTests {
  func testDuplicateIDIsAnError() {
    XCTAssertEqual(
      message("duplicate.storyboard"),
      "duplicate.storyboard:10:29: error: duplicate id 'root'; the element at line 7 has it too")
  }

  func testUnknownElementInConstraintsIsAnError() {
    XCTAssertEqual(
      message("misspelt.storyboard"),
      "misspelt.storyboard:15:29: error: unknown element <constrant> in the <constraints> of 'root'; expected <constraint>"
    )
  }
}
