// The iPads of the device catalog (see DeviceCatalog.swift for the sources' tags).

extension DeviceCatalog {
  /// Interface Builder's iPad ids (`ipad9_7`, `ipad10_2`, `ipad10_5`, `ipad11`) are Xcode's own;
  /// the corpus has no iPad document, so they are not checked against a saved file. The 12.9-inch
  /// iPad Pro (1024×1366) and the 10th-generation iPad (820×1180) are left out: no source here
  /// gives their safe areas.
  static let iPads: [Device] = [
    Device(
      id: "ipad-9-7", aliases: ["ipad9_7", "ipad-air-2", "ipad-mini-5"],
      name: "iPad 9.7-inch (5th and 6th generation), iPad Air 2, iPad mini 4 and 5",
      portraitSize: Sourced(
        Size(width: 768, height: 1024),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadMini, 768×1024) and §3.5 "
          + "(iPad Air 2 landscape 1024 wide); auto-layout-demystified-2.md §6 [K]"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 264, Note.iPadKeyboardPortrait),
      landscape: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 352, Note.iPadKeyboardLandscape),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins)
    ),
    Device(
      id: "ipad-9th", aliases: ["ipad10_2", "ipad-7th", "ipad-8th"],
      name: "iPad 10.2-inch (7th, 8th and 9th generation)",
      portraitSize: Sourced(
        Size(width: 810, height: 1080),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPad10_2, 810×1080)"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins)
    ),
    Device(
      id: "ipad-pro-10-5", aliases: ["ipad10_5", "ipad-air-3rd"],
      name: "iPad Pro 10.5-inch, iPad Air (3rd generation)",
      portraitSize: Sourced(
        Size(width: 834, height: 1112),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro10_5, 834×1112)"),
      scale: Sourced(2, Note.iPadScale),
      idiom: .pad,
      portrait: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 264, Note.iPadKeyboardPortrait + Note.iPadKeyboardAssumedSame),
      landscape: traits(
        insets(20, 0, 0, 0), Note.homeButtonIPadSafeArea,
        statusBar: 20, Note.iPadStatusBar20,
        width: .regular, height: .regular,
        keyboard: 352, Note.iPadKeyboardLandscape + Note.iPadKeyboardAssumedSame),
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins)
    ),
    Device(
      id: "ipad-pro-11", aliases: ["ipad11"], name: "iPad Pro 11-inch",
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
      systemMinimumMargins: Sourced([20, 20], Note.iPadMargins)
    ),
  ]
}
