import AutoLayout
import LayoutTestSupport
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
  static let expectedMisses: [String: String] = {
    // AdaptType-v1 (a scroll view under a navigation bar): UIKit rests the content at content
    // offset −88, the content inset adjusted for the bars, so the content sits below them and
    // neither its safe area nor its margins include the 88 pt. The engine lays the content out at
    // content offset zero (the content layout guide at the scroll view's top-left), under the
    // bars: the container's top margin becomes 88 + 20 and everything in it moves 88 pt down.
    let contentOffset = "content at offset zero sits under the navigation bar: its margins gain the 88-pt safe area (UIKit rests it at offset −88)"
    return [
      "AdaptType-v1 2Eu-iL-fv2": contentOffset,
      "AdaptType-v1 DescriptionLabel": contentOffset
        + "; and the text model wraps its three lines of 21-pt Body 79.5 tall where UIKit's are 77.5",
      "AdaptType-v1 ContainerView": "its height follows the stack's top margin and DescriptionLabel's height (both above)",
      // Xcode 10 (toolsVersion 14313) saved the scroll view flush with the safe area (y 64,
      // height 672) although its top and bottom constraints are standard spacing to it
      // (symbolic, constant 8). Unexplained; the adapter uses the constant. Its content is laid
      // out in content coordinates and matches.
      "Distribution 9S9-55-hjC": "scroll view saved flush with the safe area despite standard (8-pt) spacing constraints to it",
      // Centred in the safe area: Xcode 13 saved this iPhone 8 scene (no bars) with the centre
      // at 333.5, a safe area without the 20-pt status bar; the catalog's iPhone 8 has it.
      "StackViews-v2 C1J-sn-rGm": "Xcode 13 saved the iPhone 8 canvas without the status bar in the safe area (10 pt higher)",
    ]
  }()

  func testStackViewsLandWhereXcodeSavedThem() throws {
    guard StoryboardCorpus.directory != nil else {
      return XCTFail("the corpus is not at ../shared/corpus (set LAYOUTSIM_CORPUS to its sample-code folder)")
    }
    var compared = 0
    var matched = 0
    var missed: Set<String> = []
    var report: [String] = []
    for test in Self.cases {
      let folder = String(test.path.split(separator: "/")[0])
      let file = String(test.path.split(separator: "/")[1])
      var fileMatched = 0
      var fileCompared = 0
      for (name, frame, saved) in try CorpusLayoutTests.compare(test) {
        compared += 1
        fileCompared += 1
        let key = "\(file) \(name)"
        if CorpusLayoutTests.close(frame, saved) {
          matched += 1
          fileMatched += 1
          XCTAssertNil(Self.expectedMisses[key], "\(key) now matches: remove it from the misses")
        } else {
          missed.insert(key)
          XCTAssertNotNil(Self.expectedMisses[key], "\(test.path) \(name): \(frame), Xcode saved \(saved)")
        }
      }
      report.append("\(folder)/\(file): \(fileMatched) of \(fileCompared)")
    }
    for key in Self.expectedMisses.keys.sorted() where !missed.contains(key) {
      XCTFail("expected miss \(key) was not compared or matched")
    }
    print("CorpusStackLayoutTests: \(matched) of \(compared) views match\n" + report.joined(separator: "\n"))
    XCTAssertGreaterThanOrEqual(Double(matched), 0.9 * Double(compared), "at least 90% of the views match")
    XCTAssertEqual(compared, 122, "views compared")
    XCTAssertEqual(matched, 117, "views matched")
  }
}
