// The iPads of the device catalog (see DeviceCatalog.swift for the sources' tags).

extension DeviceCatalog {
  /// Interface Builder's iPad ids (`ipad9_7`, `ipad10_2`, `ipad10_5`, `ipad11`) are Xcode's own;
  /// the corpus saves only `ipad9_7` documents. The iPads without a home button share one
  /// safe area (24 top, 20 bottom for the home indicator, in both orientations:
  /// ``Note/iPadFaceIDSafeArea``), a 24-pt status bar and 18-pt screen corners; the home-button
  /// ones 20/0/0/0 and square corners. Keyboard heights are the iOS 7 iPad figures on every model
  /// (no newer source).
  static let iPads: [Device] = [
    Device(
      id: "ipad-9-7",
      aliases: ["ipad9_7", "ipad-air-2", "ipad-mini-5", "ipad-5th", "ipad-6th", "ipad-mini-4"],
      name: "iPad 9.7-inch (5th and 6th generation), iPad Air 2, iPad mini 4 and 5",
      portraitSize: Sourced(
        Size(width: 768, height: 1024),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadMini, 768×1024) and §3.5 "
          + "(iPad Air 2 landscape 1024 wide); auto-layout-demystified-2.md §6 [K]"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: homeButtonIPadTraits(keyboard: 264, Note.iPadKeyboardPortrait),
      landscape: homeButtonIPadTraits(keyboard: 352, Note.iPadKeyboardLandscape),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins),
      displayCornerRadius: corners(0, Note.squareCorners)
    ),
    homeButtonIPad(
      id: "ipad-9th", aliases: ["ipad10_2", "ipad-7th", "ipad-8th", "ipad-10-2"],
      name: "iPad 10.2-inch (7th, 8th and 9th generation)",
      size: Size(width: 810, height: 1080),
      "stated: existing-systems.md §3.4 (swift-snapshot-testing iPad10_2, 810×1080)"),
    homeButtonIPad(
      id: "ipad-pro-10-5", aliases: ["ipad10_5", "ipad-air-3rd"],
      name: "iPad Pro 10.5-inch, iPad Air (3rd generation)",
      size: Size(width: 834, height: 1112),
      "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro10_5, 834×1112)"),
    Device(
      // Interface Builder writes `ipad11_0rounded` for it (Apple's samples as public
      // repositories keep them: PencilKitDraw, ScribbleDemo, QuiltSimulator, Xcode 11–12).
      id: "ipad-pro-11", aliases: ["ipad11", "ipad11_0rounded"],
      name: "iPad Pro 11-inch (1st to 4th generation)",
      portraitSize: Sourced(
        Size(width: 834, height: 1194),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro11, 834×1194)"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: traits(
        insets(24, 0, 20, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro11): 24/0/20/0",
        statusBar: 24, Note.iPadStatusBar24,
        width: .regular, height: .regular,
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: traits(
        insets(24, 0, 20, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro11): 24/0/20/0 in "
          + "landscape too",
        statusBar: 24, Note.iPadStatusBar24,
        width: .regular, height: .regular,
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins),
      displayCornerRadius: corners(18, Note.cornersFullScreenIPad)
    ),
    homeIndicatorIPad(
      id: "ipad-mini-6", aliases: ["ipad-mini-7", "ipad-mini-a17-pro"],
      name: "iPad mini (6th generation), iPad mini (A17 Pro)",
      size: Size(width: 744, height: 1133),
      "external: a public device-emulator test suite measured 744×1133 @2 (iPad mini 6, A17 "
        + "Pro); public splash-screen tables list 744×1133 @2"),
    homeIndicatorIPad(
      id: "ipad-air-11",
      aliases: [
        "ipad-10th", "ipad-a16", "ipad-air-4th", "ipad-air-5th", "ipad-air-11-m2", "ipad-air-11-m3",
      ],
      name: "iPad (10th generation), iPad (A16), iPad Air 10.9/11-inch (4th, 5th, M2, M3)",
      size: Size(width: 820, height: 1180),
      "external: a public device-emulator test suite measured 820×1180 @2 (iPad A16); public "
        + "splash-screen tables list 820×1180 @2"),
    homeIndicatorIPad(
      id: "ipad-pro-11-m4", aliases: [],
      name: "iPad Pro 11-inch (M4)",
      size: Size(width: 834, height: 1210),
      "external: a public device-emulator test suite measured 834×1210 @2 (iPad Pro M4, "
        + "11-inch); public splash-screen tables list 834×1210 @2"),
    homeIndicatorIPad(
      id: "ipad-pro-12-9",
      aliases: [
        "ipad12_9rounded", "ipad-pro-12-9-3rd", "ipad-pro-12-9-6th", "ipad-air-13", "ipad-air-13-m2", "ipad-air-13-m3",
      ],
      name: "iPad Pro 12.9-inch (3rd to 6th generation), iPad Air 13-inch (M2, M3)",
      size: Size(width: 1024, height: 1366),
      "external: swift-snapshot-testing's iPadPro12_9 (1024×1366) and public splash-screen "
        + "tables (1024×1366 @2)"),
    homeIndicatorIPad(
      id: "ipad-pro-13-m4", aliases: [],
      name: "iPad Pro 13-inch (M4)",
      size: Size(width: 1032, height: 1376),
      "external: public splash-screen and App Store screenshot tables (1032×1376 @2, "
        + "2064×2752 px)"),
    Device(
      id: "ipad-pro-12-9-2nd", aliases: ["ipad12_9", "ipad-pro-12-9-1st"],
      name: "iPad Pro 12.9-inch (1st and 2nd generation)",
      portraitSize: Sourced(
        Size(width: 1024, height: 1366),
        "external: swift-snapshot-testing's iPadPro12_9 (1024×1366)"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: homeButtonIPadTraits(
        safeAreaSource: "external: swift-snapshot-testing's iPadPro12_9: 20/0/0/0 in both "
          + "orientations (a home-button iPad)",
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: homeButtonIPadTraits(
        safeAreaSource: "external: swift-snapshot-testing's iPadPro12_9: 20/0/0/0 in both "
          + "orientations",
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins),
      displayCornerRadius: corners(0, Note.squareCorners)
    ),
  ]
}

extension DeviceCatalog {
  /// An iPad without a home button whose sources beyond its size are the shared ones: the
  /// 24/0/20/0 safe area and 24-pt status bar in both orientations, the iOS 7 keyboards, 20-pt
  /// margins and 18-pt corners.
  static func homeIndicatorIPad(
    id: String, aliases: [String], name: String, size: Size, _ sizeSource: String
  ) -> Device {
    iPad(
      id: id, aliases: aliases, name: name, size: size, sizeSource,
      portrait: homeIndicatorIPadTraits(
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: homeIndicatorIPadTraits(
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      corners: corners(18, Note.cornersFullScreenIPad))
  }

  /// An iPad without a home button in either orientation: the 24/0/20/0 safe area under a 24-pt
  /// status bar, regular in both directions; the keyboard is the orientation's.
  static func homeIndicatorIPadTraits(
    keyboard: Double, _ keyboardSource: String
  ) -> OrientationTraits {
    traits(
      insets(24, 0, 20, 0), Note.iPadFaceIDSafeArea,
      statusBar: 24, Note.iPadStatusBar24,
      width: .regular, height: .regular,
      keyboard: keyboard, keyboardSource)
  }

  /// An iPad of the shared kind: @2x, 20-pt margins in both orientations; its size, traits and
  /// corners its own.
  static func iPad(
    id: String, aliases: [String], name: String, size: Size, _ sizeSource: String,
    portrait: OrientationTraits, landscape: OrientationTraits, corners: Sourced<Double>
  ) -> Device {
    Device(
      id: id, aliases: aliases, name: name, portraitSize: Sourced(size, sizeSource),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: portrait, landscape: landscape,
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins),
      displayCornerRadius: corners)
  }
}

extension DeviceCatalog {
  /// A home-button iPad whose sources beyond its size are the shared ones: the 20/0/0/0 safe
  /// area and 20-pt status bar in both orientations, the iOS 7 keyboards (measured on the
  /// 9.7-inch iPad, assumed the same on this one), 20-pt margins and square corners.
  static func homeButtonIPad(
    id: String, aliases: [String], name: String, size: Size, _ sizeSource: String
  ) -> Device {
    iPad(
      id: id, aliases: aliases, name: name, size: size, sizeSource,
      portrait: homeButtonIPadTraits(
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: homeButtonIPadTraits(
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      corners: corners(0, Note.squareCorners))
  }

  /// A home-button iPad in either orientation: the 20/0/0/0 safe area under a 20-pt status bar
  /// (an iPad keeps it in landscape), regular in both directions; the keyboard is the
  /// orientation's.
  static func homeButtonIPadTraits(
    safeAreaSource: String = Note.homeButtonIPadSafeArea,
    keyboard: Double, _ keyboardSource: String
  ) -> OrientationTraits {
    traits(
      insets(20, 0, 0, 0), safeAreaSource,
      statusBar: 20, Note.iPadStatusBar20,
      width: .regular, height: .regular,
      keyboard: keyboard, keyboardSource)
  }
}
