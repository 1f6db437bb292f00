import CorpusTestSupport
import InterfaceBuilder
import XCTest

/// Sets of corpus files, each about one part of the model, laid out through the importer (the
/// same path as `layoutsim import` and `run`): every view the engine lays out lands within 0.5 pt
/// of the frame Xcode saved, except the corpus's documented misses
/// (``CorpusImportTests/expectedMisses``, one list for the whole corpus).
final class CorpusFileSetTests: XCTestCase {
  /// Plain and image views, frame-based views, the safe area, margins, navigation and tab bars.
  static let plain = [
    "debugging/Conflict-v1/Conflict-v1/Base.lproj/Main.storyboard",
    "debugging/Missing-v1/Missing-v1/Base.lproj/Main.storyboard",
    "engine/Layout-v1/Layout-v1/Base.lproj/Main.storyboard",
    "debugging/Loop-v1/Loop-v1/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v1/FirstLayout-v1/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v2/FirstLayout-v2/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v3/FirstLayout-v3/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v4/FirstLayout-v4/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v5/FirstLayout-v5/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/FirstLayout-v6/FirstLayout-v6/Base.lproj/Main.storyboard",
    "layout-priorities/ContentMode/ContentMode/Base.lproj/Main.storyboard",
    "safe-areas-layout-margins/Margins-v1/Margins-v1/Base.lproj/Main.storyboard",
    "safe-areas-layout-margins/Margins-v2/Margins-v2/Base.lproj/Main.storyboard",
    "safe-areas-layout-margins/SafeArea-v1/SafeArea-v1/Base.lproj/Main.storyboard",
    "safe-areas-layout-margins/SafeArea-v2/SafeArea-v2/Base.lproj/Main.storyboard",
  ]

  /// Labels and buttons sized by their text.
  static let text = [
    "engine/Animate-v1/Animate-v1/Base.lproj/Main.storyboard",
    "layout-before-auto-layout/CodeLayout-v2/CodeLayout-v2/RootViewController.xib",
    "layout-priorities/CHCR-v1/CHCR-v1/Base.lproj/Main.storyboard",
    "layout-priorities/Priorities-v1/Priorities-v1/Base.lproj/Main.storyboard",
    "safe-areas-layout-margins/EqualSpacing-v1/EqualSpacing-v1/Base.lproj/Main.storyboard",
    "using-interface-builder/TwoButtons-v1/TwoButtons-v1/Base.lproj/Main.storyboard",
  ]

  /// Stack views, nested stacks, scroll views and size-class variations.
  static let stacks = [
    "stack-views/AnimatingStack-v1/AnimatingStack-v1", "stack-views/AnimatingStack-v2/AnimatingStack-v2",
    "stack-views/AnimatingStack-v3/AnimatingStack-v3", "stack-views/AnimatingStack-v4/AnimatingStack-v4",
    "stack-views/Distribution/Distribution", "stack-views/MultiLine-v1/MultiLine-v1",
    "stack-views/MultiLine-v2/MultiLine-v2", "stack-views/StackProfile-v1/StackProfile-v1",
    "stack-views/StackViews-v1/StackViews-v1", "stack-views/StackViews-v2/StackViews-v2",
    "adaptability/AdaptAsset-v1/AdaptAsset-v1", "adaptability/AdaptLayout-v1/AdaptLayout-v1",
    "adaptability/AdaptSize-v1/AdaptSize-v1", "adaptability/AdaptStack-v1/AdaptStack-v1",
    "adaptability/AdaptStack-v2/AdaptStack-v2", "adaptability/AdaptText-v1/AdaptText-v1",
    "adaptability/AdaptType-v1/AdaptType-v1",
  ].map { $0 + "/Base.lproj/Main.storyboard" }

  /// Checks `paths` and returns how many views were compared and matched.
  func check(_ paths: [String]) throws -> (compared: Int, matched: Int) {
    let corpus = try XCTUnwrap(
      StoryboardCorpus.directory,
      "the corpus is not at ../shared/corpus (set LAYOUTSIM_CORPUS to its sample-code folder)")
    var compared = 0
    var matched = 0
    for path in paths {
      let result = FidelityCheck.check(
        file: corpus.appendingPathComponent(path).path, relativePath: path)
      XCTAssertNil(result.failure, path)
      for comparison in result.counted where !comparison.matches {
        let key = "\(path.split(separator: "/")[1]) \(comparison.id)"
        XCTAssertNotNil(
          CorpusImportTests.expectedMisses[key],
          "\(path) \(comparison.id): \(comparison.actual ?? []), Xcode saved \(comparison.expected)")
      }
      compared += result.compared
      matched += result.matched
    }
    print("CorpusFileSetTests: \(matched) of \(compared) views match in \(paths.count) files")
    return (compared, matched)
  }

  // Floors, not figures: the counts when these tests were written (34 of 34 plain views, 22 of
  // 22 text-sized ones, 119 of 122 in stacks and adaptive layouts).

  func testPlainViewsLandWhereXcodeSavedThem() throws {
    let (compared, matched) = try check(Self.plain)
    XCTAssertGreaterThanOrEqual(compared, 34)
    XCTAssertEqual(matched, compared)
  }

  func testTextSizedViewsLandWhereXcodeSavedThem() throws {
    let (compared, matched) = try check(Self.text)
    XCTAssertGreaterThanOrEqual(compared, 22)
    XCTAssertEqual(matched, compared)
  }

  func testStackAndAdaptiveViewsLandWhereXcodeSavedThem() throws {
    let (compared, matched) = try check(Self.stacks)
    XCTAssertGreaterThanOrEqual(compared, 122)
    XCTAssertGreaterThanOrEqual(matched, 119)
  }
}
