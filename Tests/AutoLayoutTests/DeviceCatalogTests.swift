import XCTest

@testable import AutoLayout

final class DeviceCatalogTests: XCTestCase {
  /// Interface Builder's device ids, with the catalog device and portrait size each stands for.
  private let interfaceBuilderDevices:
    [(alias: String, id: String, width: Double, height: Double)] = [
    ("retina3_5", "iphone-4s", 320, 480),
    ("retina4_0", "iphone-se-1st", 320, 568),
    ("retina4_7", "iphone-8", 375, 667),
    ("retina5_5", "iphone-8-plus", 414, 736),
    ("retina5_9", "iphone-x", 375, 812),
    ("retina6_0", "iphone-13", 390, 844),
    ("retina6_1", "iphone-11", 414, 896),
    ("retina6_5", "iphone-11-pro-max", 414, 896),
    ("retina6_7", "iphone-13-pro-max", 428, 926),
    ("retina6_12", "iphone-15-pro", 393, 852),
    ("retina6_72", "iphone-15-pro-max", 430, 932),
    // Xcode 16's iPhone 16 Pro canvas (NetNewsWire's iOS Main.storyboard: root 402×874).
    ("retina6_3", "iphone-16-pro", 402, 874),
    ("ipad9_7", "ipad-9-7", 768, 1024),
    ("ipad10_2", "ipad-9th", 810, 1080),
    ("ipad10_5", "ipad-pro-10-5", 834, 1112),
    ("ipad11", "ipad-pro-11", 834, 1194),
    // The 12.9-inch iPad Pro with a home button (IB's id before the 2018 model), and with the
    // 2018 model's rounded corners: both 1024×1366 canvases.
    ("ipad12_9", "ipad-pro-12-9-2nd", 1024, 1366),
    ("ipad12_9rounded", "ipad-pro-12-9", 1024, 1366),
  ]

  private func device(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Device
  {
    try XCTUnwrap(
      DeviceCatalog.device(named: name), "no device named \(name)", file: file, line: line)
  }

  // MARK: Names

  func testInterfaceBuilderIdsResolveToTheirDevices() throws {
    for entry in interfaceBuilderDevices {
      let device = try device(entry.alias)
      XCTAssertEqual(device.id, entry.id, entry.alias)
      XCTAssertEqual(
        device.portraitSize.value, Size(width: entry.width, height: entry.height), entry.alias)
    }
  }

  func testEveryIdAndAliasResolvesToItsDevice() {
    for device in DeviceCatalog.all {
      for name in [device.id] + device.aliases {
        XCTAssertEqual(DeviceCatalog.device(named: name)?.id, device.id, name)
      }
    }
  }

  func testNamesIgnoreCaseAndSpaces() throws {
    XCTAssertEqual(try device("RETINA6_1").id, "iphone-11")
    XCTAssertEqual(try device("iPhone-15-Pro").id, "iphone-15-pro")
    XCTAssertEqual(try device("  iPhone 16 Pro Max ").id, "iphone-16-pro-max")
    XCTAssertNil(DeviceCatalog.device(named: "retina6_21"))
    XCTAssertNil(DeviceCatalog.device(named: ""))
  }

  func testRequiredDevicesArePresent() throws {
    let expected: [(String, Double, Double, Double, Idiom)] = [
      ("iphone-se-1st", 320, 568, 2, .phone),
      ("iphone-8", 375, 667, 2, .phone),
      ("iphone-8-plus", 414, 736, 3, .phone),
      ("iphone-x", 375, 812, 3, .phone),
      ("iphone-11", 414, 896, 2, .phone),
      ("iphone-13", 390, 844, 3, .phone),
      ("iphone-15-pro", 393, 852, 3, .phone),
      ("iphone-15-pro-max", 430, 932, 3, .phone),
      ("iphone-16-pro", 402, 874, 3, .phone),
      ("iphone-16-pro-max", 440, 956, 3, .phone),
      ("ipad-9th", 810, 1080, 2, .pad),
      ("ipad-pro-11", 834, 1194, 2, .pad),
    ]
    for (id, width, height, scale, idiom) in expected {
      let device = try device(id)
      XCTAssertEqual(device.portraitSize.value, Size(width: width, height: height), id)
      XCTAssertEqual(device.scale.value, scale, id)
      XCTAssertEqual(device.idiom, idiom, id)
    }
    XCTAssertGreaterThanOrEqual(DeviceCatalog.all.filter { $0.idiom == .pad }.count, 2)
  }

  func testIdsAreUniqueAndAliasesAreUniqueAcrossDevices() {
    var seen: [String: String] = [:]
    for device in DeviceCatalog.all {
      for name in [device.id] + device.aliases {
        let key = name.lowercased()
        XCTAssertNil(seen[key], "\(name) is used by both \(seen[key] ?? "") and \(device.id)")
        seen[key] = device.id
      }
    }
  }

  func testSuggestionsForTypos() {
    XCTAssertEqual(DeviceCatalog.suggestion(for: "retina6_21"), "retina6_1")
    XCTAssertEqual(DeviceCatalog.suggestion(for: "iphone-15-pr"), "iphone-15-pro")
    XCTAssertEqual(DeviceCatalog.suggestion(for: "IPhone-8-Pluss"), "iphone-8-plus")
    XCTAssertEqual(DeviceCatalog.suggestion(for: "ipad-pro-12"), "ipad-pro-11")
    XCTAssertNil(DeviceCatalog.suggestion(for: "retina6_1"), "an exact name needs no suggestion")
    XCTAssertNil(DeviceCatalog.suggestion(for: "galaxy-s24"))
    XCTAssertNil(DeviceCatalog.suggestion(for: ""))
  }

  func testEditDistance() {
    XCTAssertEqual(DeviceCatalog.editDistance("", "abc"), 3)
    XCTAssertEqual(DeviceCatalog.editDistance("abc", ""), 3)
    XCTAssertEqual(DeviceCatalog.editDistance("kitten", "sitting"), 3)
    XCTAssertEqual(DeviceCatalog.editDistance("retina6_21", "retina6_1"), 1)
    XCTAssertEqual(DeviceCatalog.editDistance("retina6_21", "retina6_12"), 2)
  }

  // MARK: Geometry and traits

  func testLandscapeSwapsWidthAndHeight() {
    for device in DeviceCatalog.all {
      let portrait = device.size(in: .portrait)
      XCTAssertEqual(portrait, device.portraitSize.value, device.id)
      XCTAssertEqual(device.size(in: .portraitUpsideDown), portrait, device.id)
      for orientation in [Orientation.landscapeLeft, .landscapeRight] {
        XCTAssertEqual(
          device.size(in: orientation), Size(width: portrait.height, height: portrait.width),
          device.id)
      }
    }
  }

  func testSafeAreas() throws {
    let expected: [(String, portrait: EdgeInsets, landscape: EdgeInsets)] = [
      ("retina4_7", EdgeInsets(top: 20), .zero),
      ("retina5_5", EdgeInsets(top: 20), .zero),
      ("retina5_9", EdgeInsets(top: 44, bottom: 34),
       EdgeInsets(left: 44, bottom: 21, right: 44)),
      ("retina6_1", EdgeInsets(top: 48, bottom: 34),
       EdgeInsets(left: 48, bottom: 21, right: 48)),
      ("retina6_0", EdgeInsets(top: 47, bottom: 34),
       EdgeInsets(left: 47, bottom: 21, right: 47)),
      ("retina6_12", EdgeInsets(top: 59, bottom: 34),
       EdgeInsets(left: 59, bottom: 21, right: 59)),
      ("retina6_72", EdgeInsets(top: 59, bottom: 34),
       EdgeInsets(left: 59, bottom: 21, right: 59)),
      ("iphone-16-pro", EdgeInsets(top: 62, bottom: 34),
       EdgeInsets(left: 62, bottom: 21, right: 62)),
      ("ipad-9th", EdgeInsets(top: 20), EdgeInsets(top: 20)),
      ("ipad-pro-11", EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20)),
    ]
    for (name, portrait, landscape) in expected {
      let device = try device(name)
      XCTAssertEqual(device.traits(in: .portrait).safeArea.value, portrait, name)
      XCTAssertEqual(device.traits(in: .landscapeLeft).safeArea.value, landscape, name)
      XCTAssertEqual(device.traits(in: .landscapeRight).safeArea.value, landscape, name)
    }
  }

  func testStatusBarIsHiddenInLandscapeOnIPhonesAndKeptOnIPads() {
    for device in DeviceCatalog.all {
      let portrait = device.portrait.statusBar.value
      let landscape = device.landscape.statusBar.value
      XCTAssertGreaterThan(portrait, 0, device.id)
      XCTAssertLessThanOrEqual(portrait, device.portrait.safeArea.value.top, device.id)
      XCTAssertEqual(landscape, device.idiom == .phone ? 0 : portrait, device.id)
    }
    XCTAssertEqual(DeviceCatalog.device(named: "retina4_7")?.portrait.statusBar.value, 20)
    XCTAssertEqual(DeviceCatalog.device(named: "retina5_9")?.portrait.statusBar.value, 44)
  }

  func testSizeClasses() throws {
    for device in DeviceCatalog.all {
      let portrait = device.portrait
      let landscape = device.landscape
      switch device.idiom {
      case .pad:
        for traits in [portrait, landscape] {
          XCTAssertEqual(traits.horizontalSizeClass, .regular, device.id)
          XCTAssertEqual(traits.verticalSizeClass, .regular, device.id)
        }
      case .phone:
        XCTAssertEqual(portrait.horizontalSizeClass, .compact, device.id)
        XCTAssertEqual(portrait.verticalSizeClass, .regular, device.id)
        XCTAssertEqual(landscape.verticalSizeClass, .compact, device.id)
        // Plus/Max-size phones (414 pt wide and more) are regular width in landscape.
        let large = device.portraitSize.value.width >= 414
        XCTAssertEqual(landscape.horizontalSizeClass, large ? .regular : .compact, device.id)
      }
    }
    XCTAssertEqual(try device("retina6_72").landscape.horizontalSizeClass, .regular)
    XCTAssertEqual(try device("retina6_12").landscape.horizontalSizeClass, .compact)
  }

  func testSystemMinimumMargins() throws {
    let expected: [(String, portrait: Double, landscape: Double)] = [
      ("retina4_7", 16, 16), ("retina5_9", 16, 16), ("retina6_0", 16, 16), ("retina6_12", 16, 16),
      ("retina5_5", 20, 20), ("retina6_1", 20, 20), ("retina6_72", 20, 20),
      ("iphone-16-pro-max", 20, 20), ("ipad-9th", 20, 20), ("ipad-pro-11", 20, 20),
    ]
    for (name, portrait, landscape) in expected {
      let device = try device(name)
      XCTAssertEqual(device.systemMinimumMargin(in: .portrait), portrait, name)
      XCTAssertEqual(device.systemMinimumMargin(in: .landscapeRight), landscape, name)
    }
    for device in DeviceCatalog.all {
      XCTAssertEqual(device.systemMinimumMargins.value.count, 2, device.id)
    }
  }

  func testKeyboardHeightsCoverTheSafeAreaBottomAndLeaveRoom() {
    for device in DeviceCatalog.all {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let traits = device.traits(in: orientation)
        let keyboard = traits.keyboardHeight.value
        XCTAssertGreaterThanOrEqual(keyboard, traits.safeArea.value.bottom, device.id)
        XCTAssertLessThan(keyboard, device.size(in: orientation).height * 0.6, device.id)
      }
    }
  }

  /// Every iPhone since the iPhone 6 and every iPad since the 5th-generation iPad, to the 2025
  /// models, by a name a user would type: portrait size, scale, safe-area top and bottom
  /// (Guides/Devices.md, each row's sources in DeviceCatalog+iPhones.swift / +iPads.swift).
  func testEveryModelSinceTheIPhone6AndTheFifthGenerationIPad() throws {
    let expected: [(String, Double, Double, Double, top: Double, bottom: Double)] = [
      ("iphone-6", 375, 667, 2, 20, 0), ("iphone-6s-plus", 414, 736, 3, 20, 0),
      ("iphone-7", 375, 667, 2, 20, 0), ("iphone-se-1st", 320, 568, 2, 20, 0),
      ("iphone-x", 375, 812, 3, 44, 34), ("iphone-xr", 414, 896, 2, 48, 34),
      ("iphone-12-mini", 375, 812, 3, 50, 34), ("iphone-13-mini", 375, 812, 3, 50, 34),
      ("iphone-14", 390, 844, 3, 47, 34), ("iphone-16e", 390, 844, 3, 47, 34),
      ("iphone-14-plus", 428, 926, 3, 47, 34), ("iphone-16", 393, 852, 3, 59, 34),
      ("iphone-16-plus", 430, 932, 3, 59, 34), ("iphone-17", 402, 874, 3, 62, 34),
      ("iphone-17-pro", 402, 874, 3, 62, 34), ("iphone-17-pro-max", 440, 956, 3, 62, 34),
      ("iphone-air", 420, 912, 3, 68, 34),
      ("ipad-5th", 768, 1024, 2, 20, 0), ("ipad-mini-5", 768, 1024, 2, 20, 0),
      ("ipad-7th", 810, 1080, 2, 20, 0), ("ipad-air-3rd", 834, 1112, 2, 20, 0),
      ("ipad-10th", 820, 1180, 2, 24, 20), ("ipad-a16", 820, 1180, 2, 24, 20),
      ("ipad-air-11-m3", 820, 1180, 2, 24, 20), ("ipad-air-13-m2", 1024, 1366, 2, 24, 20),
      ("ipad-mini-6", 744, 1133, 2, 24, 20), ("ipad-mini-7", 744, 1133, 2, 24, 20),
      ("ipad-pro-11", 834, 1194, 2, 24, 20), ("ipad-pro-11-m4", 834, 1210, 2, 24, 20),
      ("ipad-pro-12-9", 1024, 1366, 2, 24, 20), ("ipad-pro-12-9-2nd", 1024, 1366, 2, 20, 0),
      ("ipad-pro-13-m4", 1032, 1376, 2, 24, 20),
    ]
    for (name, width, height, scale, top, bottom) in expected {
      let device = try device(name)
      XCTAssertEqual(device.portraitSize.value, Size(width: width, height: height), name)
      XCTAssertEqual(device.scale.value, scale, name)
      XCTAssertEqual(device.portrait.safeArea.value.top, top, name)
      XCTAssertEqual(device.portrait.safeArea.value.bottom, bottom, name)
    }
    // The Air, new in 2025, sits beside the 16 Pro: a typo finds it.
    XCTAssertEqual(DeviceCatalog.suggestion(for: "iphone-aor"), "iphone-air")
    XCTAssertEqual(DeviceCatalog.suggestion(for: "iPhone 17 Por"), "iphone-17-pro")
  }

  /// Screen corners: square on home-button devices, which have no home indicator; the
  /// `_displayCornerRadius` public tables give on the others (DeviceCatalog's notes).
  func testDisplayCornerRadiiAndTheHomeIndicator() throws {
    let expected: [(String, Double)] = [
      ("iphone-8", 0), ("iphone-se-1st", 0), ("iphone-x", 39), ("iphone-xs-max", 39),
      ("iphone-11", 41.5), ("iphone-13-mini", 44), ("iphone-13", 47.33),
      ("iphone-13-pro-max", 53.33), ("iphone-15-pro", 55), ("iphone-16-plus", 55),
      ("iphone-16-pro", 62), ("iphone-17-pro-max", 62), ("ipad-9th", 0), ("ipad-pro-11", 18),
      ("ipad-mini-6", 18), ("ipad-pro-13-m4", 18), ("ipad-pro-12-9-2nd", 0),
    ]
    for (name, radius) in expected {
      XCTAssertEqual(try device(name).displayCornerRadius.value, radius, name)
    }
    for device in DeviceCatalog.all {
      let rounded = device.displayCornerRadius.value > 0
      XCTAssertEqual(device.hasHomeIndicator, rounded, "\(device.id): corners and home indicator")
    }
  }

  /// The QuickType bar: 44 of the portrait iPhone keyboard (260 with it, 216 without on a
  /// 4.7-inch iPhone, modern-auto-layout.md §2); none in the iOS 7 landscape and iPad figures.
  func testKeyboardHeightsWithAndWithoutThePredictiveBar() throws {
    let eight = try device("iphone-8")
    XCTAssertEqual(eight.portrait.keyboardHeight.value, 260)
    XCTAssertEqual(eight.portrait.keyboardHeightWithoutPredictiveBar, 216)
    XCTAssertEqual(eight.landscape.keyboardHeightWithoutPredictiveBar, 162)
    XCTAssertEqual(try device("ipad-pro-11").portrait.keyboardHeightWithoutPredictiveBar, 264)
    for device in DeviceCatalog.all {
      for traits in [device.portrait, device.landscape] {
        XCTAssertGreaterThanOrEqual(traits.predictiveBarHeight.value, 0, device.id)
        XCTAssertLessThan(traits.predictiveBarHeight.value, traits.keyboardHeight.value, device.id)
      }
    }
  }

  // MARK: Provenance

  /// Every number says where it came from, with a provenance tag as the reference notes use them.
  func testEveryNumberHasATaggedSource() {
    let tags = ["stated", "derived", "external", "assumed", "UNVERIFIED"]
    for device in DeviceCatalog.all {
      var sources: [(String, String)] = [
        ("portraitSize", device.portraitSize.source),
        ("scale", device.scale.source),
        ("systemMinimumMargins", device.systemMinimumMargins.source),
        ("displayCornerRadius", device.displayCornerRadius.source),
      ]
      let orientations = [("portrait", device.portrait), ("landscape", device.landscape)]
      for (orientation, traits) in orientations {
        sources += [
          ("\(orientation).safeArea", traits.safeArea.source),
          ("\(orientation).statusBar", traits.statusBar.source),
          ("\(orientation).keyboardHeight", traits.keyboardHeight.source),
          ("\(orientation).predictiveBarHeight", traits.predictiveBarHeight.source),
        ]
      }
      for (field, source) in sources {
        let what = "\(device.id).\(field)"
        XCTAssertFalse(source.allSatisfy(\.isWhitespace), "\(what) has no source")
        let tagged = tags.contains { source.contains("\($0):") || source.contains("\($0) [") }
        XCTAssertTrue(tagged, "\(what)'s source has no provenance tag: \(source)")
      }
      // One source covers both margins, so it says where each comes from.
      let margins = device.systemMinimumMargins.source
      XCTAssertTrue(margins.hasPrefix("portrait ") && margins.contains("; landscape "), device.id)
    }
  }

  func testNamesAndIdsAreFilledIn() {
    for device in DeviceCatalog.all {
      XCTAssertFalse(device.name.isEmpty, device.id)
      XCTAssertEqual(device.id, device.id.lowercased(), "ids are lower case: \(device.id)")
      XCTAssertFalse(device.id.contains(" "), device.id)
    }
  }
}
