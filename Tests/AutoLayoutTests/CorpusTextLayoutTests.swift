import AutoLayout
import CorpusTestSupport
import InterfaceBuilderDocument
import XCTest

/// Corpus files whose labels and buttons are sized by their text (the text model of
/// `Sources/AutoLayout/Text`), laid out with ``CorpusLayoutTests``'s adapter: every view must land
/// within 0.5 pt of the frame Xcode saved, except the documented misses below, each of which
/// must still miss (so the list shrinks as the model improves, and cannot rot silently).
final class CorpusTextLayoutTests: XCTestCase {
  typealias Case = CorpusLayoutTests.Case

  static let cases: [Case] = [
    Case(path: "engine/Animate-v1/Animate-v1/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/CodeLayout-v2/CodeLayout-v2/RootViewController.xib"),
    Case(path: "layout-priorities/CHCR-v1/CHCR-v1/Base.lproj/Main.storyboard"),
    Case(path: "layout-priorities/Priorities-v1/Priorities-v1/Base.lproj/Main.storyboard"),
    Case(path: "safe-areas-layout-margins/EqualSpacing-v1/EqualSpacing-v1/Base.lproj/Main.storyboard"),
    Case(path: "using-interface-builder/TwoButtons-v1/TwoButtons-v1/Base.lproj/Main.storyboard"),
  ]

  /// Views that miss, by "file-name view-name", with the reason. None today: EqualSpacing-v1's
  /// 30-pt "Cancel" and "OK" buttons (and the three equal spacers around them) missed by 2 pt
  /// until the model had the system font's size-specific tracking (+0.37 pt a glyph at 30 pt);
  /// they now land where Xcode saved them.
  static let expectedMisses: [String: String] = [:]

  func testTextSizedViewsLandWhereXcodeSavedThem() throws {
    guard StoryboardCorpus.directory != nil else {
      return XCTFail("the corpus is not at ../shared/corpus (set LAYOUTSIM_CORPUS to its sample-code folder)")
    }
    var compared = 0
    var matched = 0
    var missed: Set<String> = []
    for test in Self.cases {
      let file = String(test.path.split(separator: "/")[1])
      for (name, frame, saved) in try CorpusLayoutTests.compare(test) {
        compared += 1
        let key = "\(file) \(name)"
        if CorpusLayoutTests.close(frame, saved) {
          matched += 1
          XCTAssertNil(Self.expectedMisses[key], "\(key) now matches: remove it from the misses")
        } else {
          missed.insert(key)
          XCTAssertNotNil(
            Self.expectedMisses[key], "\(test.path) \(name): \(frame), Xcode saved \(saved)")
        }
      }
    }
    for key in Self.expectedMisses.keys where !missed.contains(key) {
      XCTAssertTrue(false, "expected miss \(key) was not compared or matched")
    }
    print("CorpusTextLayoutTests: \(matched) of \(compared) views match")
    XCTAssertEqual(compared, 22, "views compared")
    XCTAssertGreaterThanOrEqual(matched, 22, "views matched (a floor)")
  }
}
