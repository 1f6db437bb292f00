import AutoLayout
import CorpusTestSupport
import InterfaceBuilderDocument
import XCTest

/// The corpus's stack-view and adaptability storyboards (stack views, nested stacks, scroll
/// views, size-class variations), laid out with ``CorpusLayoutTests``'s adapter: at least 90% of
/// the views must land within 0.5 pt of the frame Xcode saved, and every miss must be one of the
/// documented misses below, each of which must still miss (so the list shrinks as the model
/// improves, and cannot rot silently).
final class CorpusStackLayoutTests: XCTestCase {
  typealias Case = CorpusLayoutTests.Case

  static let cases: [Case] = [
    "stack-views/AnimatingStack-v1/AnimatingStack-v1",
    "stack-views/AnimatingStack-v2/AnimatingStack-v2",
    "stack-views/AnimatingStack-v3/AnimatingStack-v3",
    "stack-views/AnimatingStack-v4/AnimatingStack-v4",
    "stack-views/Distribution/Distribution",
    "stack-views/MultiLine-v1/MultiLine-v1",
    "stack-views/MultiLine-v2/MultiLine-v2",
    "stack-views/StackProfile-v1/StackProfile-v1",
    "stack-views/StackViews-v1/StackViews-v1",
    "stack-views/StackViews-v2/StackViews-v2",
    "adaptability/AdaptAsset-v1/AdaptAsset-v1",
    "adaptability/AdaptLayout-v1/AdaptLayout-v1",
    "adaptability/AdaptSize-v1/AdaptSize-v1",
    "adaptability/AdaptStack-v1/AdaptStack-v1",
    "adaptability/AdaptStack-v2/AdaptStack-v2",
    "adaptability/AdaptText-v1/AdaptText-v1",
    "adaptability/AdaptType-v1/AdaptType-v1",
  ].map { folder in
    // Every file but StackViews-v1/v2 and AdaptText-v1 shows its scene in a navigation controller.
    let bare = ["StackViews-v1", "StackViews-v2", "AdaptText-v1"].contains { folder.hasSuffix($0) }
    return Case(path: folder + "/Base.lproj/Main.storyboard", navigationBar: !bare)
  }

  /// Views that miss, by "folder view-name", with the reason.
  static let expectedMisses: [String: String] =
    [
      // Text metrics (Sources/AutoLayout/Text, calibrated separately): IB previewed this file at
      // the xxLarge Dynamic Type size, and the model wraps the three lines of 21-pt Body 79.5
      // tall where UIKit's are 77.5; the container that wraps the label follows it.
      "AdaptType-v1 DescriptionLabel": "text model: three lines of 21-pt Body are 79.5 tall, UIKit's 77.5",
      "AdaptType-v1 ContainerView": "its height follows DescriptionLabel's (text model, 2 pt)",
      // Xcode 10 (toolsVersion 14313) saved the scroll view flush with the safe area (y 64,
      // height 672) although its top and bottom constraints are standard spacing to it
      // (symbolic, constant 8). Unexplained; the adapter uses the constant. Its content is laid
      // out in content coordinates and matches.
      "Distribution 9S9-55-hjC": "scroll view saved flush with the safe area despite standard (8-pt) spacing constraints to it",
      // Centred in the safe area: Xcode 13 saved this iPhone 8 scene (no bars) with the centre
      // at 333.5, a safe area without the 20-pt status bar; the catalog's iPhone 8 has it.
      "StackViews-v2 C1J-sn-rGm": "Xcode 13 saved the iPhone 8 canvas without the status bar in the safe area (10 pt higher)",
    ]

  func testStackViewsLandWhereXcodeSavedThem() throws {
    try Self.check(Self.cases, misses: Self.expectedMisses, compared: 122, matched: 118)
  }

  /// The scroll-views folder: content laid out in scroll views through their edges and their
  /// content and frame layout guides.
  static let scrollCases: [Case] = [
    "scroll-views/AdaptScroll-v1/AdaptScroll-v1",
    "scroll-views/ScrollGuide-v1/ScrollGuide-v1",
    "scroll-views/ScrollStack-v1/ScrollStack-v1",
    "scroll-views/ScrollView-v1/ScrollView-v1",
  ].map { Case(path: $0 + "/Base.lproj/Main.storyboard", navigationBar: true) }

  /// None: every scroll-views file lands (its content rests below the navigation bar).
  static let expectedScrollMisses: [String: String] = [:]

  func testScrollViewsLandWhereXcodeSavedThem() throws {
    try Self.check(Self.scrollCases, misses: Self.expectedScrollMisses, compared: 24, matched: 24)
  }

  /// Lays out the files and checks every view against its saved frame: the share that matches,
  /// and that the misses are exactly the expected ones.
  static func check(_ cases: [Case], misses expectedMisses: [String: String], compared expectedCompared: Int, matched expectedMatched: Int, file: StaticString = #filePath, line: UInt = #line) throws {
    guard StoryboardCorpus.directory != nil else {
      return XCTFail("the corpus is not at ../shared/corpus (set LAYOUTSIM_CORPUS to its sample-code folder)")
    }
    var compared = 0
    var matched = 0
    var report: [String] = []
    for test in cases {
      let folder = String(test.path.split(separator: "/")[0])
      let name = String(test.path.split(separator: "/")[1])
      var fileMatched = 0
      var fileCompared = 0
      for (view, frame, saved) in try CorpusLayoutTests.compare(test) {
        compared += 1
        fileCompared += 1
        let key = "\(name) \(view)"
        if CorpusLayoutTests.close(frame, saved) {
          matched += 1
          fileMatched += 1
        } else {
          XCTAssertNotNil(
            expectedMisses[key], "\(test.path) \(view): \(frame), Xcode saved \(saved)", file: file, line: line)
        }
      }
      report.append("\(folder)/\(name): \(fileMatched) of \(fileCompared)")
    }
    // A known miss that starts to match is an improvement, not a failure: the list is the misses
    // allowed, the count of matches a floor.
    print("CorpusStackLayoutTests: \(matched) of \(compared) views match\n" + report.joined(separator: "\n"))
    XCTAssertGreaterThanOrEqual(
      Double(matched), 0.9 * Double(compared), "at least 90% of the views match", file: file, line: line)
    XCTAssertEqual(compared, expectedCompared, "views compared", file: file, line: line)
    XCTAssertGreaterThanOrEqual(matched, expectedMatched, "views matched", file: file, line: line)
  }
}
