/// The devices layoutsim knows by name: Interface Builder's iPhones and a few iPads, as plain data.
///
/// Every number carries its source (`Sourced.source`), tagged with its provenance as the reference
/// notes in `../shared/reference/` tag theirs (`tag: where, what`; the margins' source tags the
/// portrait and the landscape value separately):
/// - **stated**: a reference file says it, or the corpus
///   (`../shared/corpus/albookcode/sample-code/`) saved it (root-view frames are Xcode's own, for
///   the device the file names);
/// - **derived**: computed from stated numbers or from frames saved in the corpus;
/// - **external**: general UIKit knowledge that a reference file gives but flags [X] or [K];
/// - **assumed**: chosen here, with the reason and the alternative;
/// - **UNVERIFIED**: the reference asks for a check on a real simulator before relying on it.
///
/// Where the sources disagree the text names the value kept, why, and the alternative.
///
/// Keyboard heights are the docked English keyboard's frame height, measured from the bottom of
/// the screen. Portrait heights include the QuickType bar (the iOS default); no source gives a
/// current landscape height, so landscape uses the iOS 7 figure. Scenarios can override any of it.
///
/// Size classes are not numbers and have no `Sourced` wrapper; their source is the rule in
/// `modern-auto-layout.md` §1.20 [X]: iPhone portrait wC hR; landscape wC hC, except the
/// Plus/Max-size phones (414 pt wide and more), which are wR hC; iPads full screen wR hR.
public enum DeviceCatalog {
  /// Every catalog device: iPhones, oldest first, then iPads.
  public static let all: [Device] = iPhones + iPads

  /// The device whose id or alias is `name`, ignoring case and surrounding spaces; spaces inside
  /// the name count as hyphens (`iPhone 15 Pro` finds `iphone-15-pro`).
  public static func device(named name: String) -> Device? {
    index[normalized(name)]
  }

  /// For a name that is no catalog id or alias, the nearest one (an id or an alias, as the
  /// catalog spells it) within 2 edits; nil when the name resolves or nothing is that close.
  /// Ties go to the first in catalog order, a device's id before its aliases.
  public static func suggestion(for name: String) -> String? {
    let typed = normalized(name)
    guard !typed.isEmpty, index[typed] == nil else { return nil }
    var best: (name: String, distance: Int)?
    for device in all {
      for candidate in [device.id] + device.aliases {
        let distance = editDistance(typed, candidate.lowercased())
        if distance <= maxSuggestionDistance, distance < (best?.distance ?? .max) {
          best = (candidate, distance)
        }
      }
    }
    return best?.name
  }

  /// How many single-character edits a typo may be from the name it suggests.
  static let maxSuggestionDistance = 2

  private static let index: [String: Device] = {
    var index: [String: Device] = [:]
    for device in all {
      for name in [device.id] + device.aliases where index[name.lowercased()] == nil {
        index[name.lowercased()] = device
      }
    }
    return index
  }()

  private static func normalized(_ name: String) -> String {
    name.trimmingSpaces().lowercased().replacingSpaces(with: "-")
  }

  /// Levenshtein distance: insertions, deletions and substitutions, each costing 1.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    // previous[j]: the distance between the first i − 1 characters of a and the first j of b.
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

// MARK: - iPhones

extension DeviceCatalog {
  static let iPhones: [Device] = [
    Device(
      id: "iphone-se-1st", aliases: ["retina4_0"], name: "iPhone SE (1st generation)",
      portraitSize: Sourced(
        Size(width: 320, height: 568),
        "stated: existing-systems.md §3.4 (iPhone SE 1st, 320×568); external [K]: "
          + "auto-layout-demystified-2.md §6, 4-inch iPhone 320×568"),
      scale: Sourced(
        2, "assumed: @2x like every 4-inch Retina iPhone (auto-layout-demystified-2.md §6 [K]: "
          + "scale 2 on Retina); not in the corpus"),
      idiom: .phone,
      portrait: traits(
        insets(20, 0, 0, 0), Note.homeButtonSafeAreaPortrait,
        statusBar: 20, Note.statusBar20,
        width: .compact, height: .regular,
        keyboard: 253,
        "external: devpolant/SwiftyComponents UIScreen+Keyboard.swift gives 253 for screens "
          + "under 667 pt tall (QuickType bar included); single source, UNVERIFIED"),
      landscape: traits(
        .zero, Note.homeButtonSafeAreaLandscape,
        statusBar: 0, Note.statusBarHiddenLandscape,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeIPhone),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: external [X]: modern-auto-layout.md §1.13, 16 is observed at 320/375-pt "
          + "widths; landscape 16: " + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-8", aliases: ["retina4_7", "iphone-se-2nd", "iphone-se-3rd"],
      name: "iPhone 8, iPhone SE (2nd and 3rd generation)",
      portraitSize: Sourced(
        Size(width: 375, height: 667),
        "stated: corpus retina4_7 root views are 375×667 (Conflict-v1, SelfSizing-v1, ...); "
          + "auto-layout-cookbook.md A1; modern-auto-layout.md §2 [X]"),
      scale: Sourced(
        2, "stated: modern-auto-layout.md §2 number 60 (100 × 100 px for 50 × 50 pt at @2x, "
          + "iPhone 8); derived: corpus retina4_7 files save half-point frames (e.g. 20.5-pt "
          + "labels), which only a 2x pixel grid allows"),
      idiom: .phone,
      portrait: traits(
        insets(20, 0, 0, 0),
        Note.homeButtonSafeAreaPortrait
          + "; derived: corpus AnimatingStack-v3 (retina4_7) safe top with a navigation bar is "
          + "64 = 20 + 44",
        statusBar: 20, Note.statusBar20,
        width: .compact, height: .regular,
        keyboard: 260,
        "external [X]: modern-auto-layout.md §2, 260 with the QuickType bar on a 4.7-inch iPhone "
          + "in portrait (216 without); devpolant/SwiftyComponents UIScreen+Keyboard.swift says "
          + "258 (kept 260, the reference file's number). UNVERIFIED"),
      landscape: traits(
        .zero, Note.homeButtonSafeAreaLandscape,
        statusBar: 0, Note.statusBarHiddenLandscape,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeIPhone),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: stated: modern-auto-layout.md number 15 (343 = 375 − 2×16 on a 375-wide "
          + "portrait iPhone) and auto-layout-cookbook.md A3; landscape 16: "
          + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-8-plus", aliases: ["retina5_5"], name: "iPhone 8 Plus",
      portraitSize: Sourced(
        Size(width: 414, height: 736),
        "stated: corpus Distribution (retina5_5) root view 414×736; "
          + "modern-auto-layout.md §2 [X]"),
      scale: Sourced(
        3, "stated: modern-auto-layout.md §2 number 60 (150 × 150 px for 50 × 50 pt at @3x, "
          + "iPhone 8 Plus); derived: corpus Distribution (retina5_5) saves frames in thirds "
          + "of a point"),
      idiom: .phone,
      portrait: traits(
        insets(20, 0, 0, 0), Note.homeButtonSafeAreaPortrait,
        statusBar: 20, Note.statusBar20,
        width: .compact, height: .regular,
        keyboard: 271,
        "external: devpolant/SwiftyComponents UIScreen+Keyboard.swift gives 271 for screens "
          + "736 pt tall (QuickType bar included); single source, UNVERIFIED"),
      landscape: traits(
        .zero, Note.homeButtonSafeAreaLandscape,
        statusBar: 0, Note.statusBarHiddenLandscape,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeIPhone),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin)
    ),
    Device(
      id: "iphone-x", aliases: ["retina5_9", "iphone-xs", "iphone-11-pro"],
      name: "iPhone X, iPhone XS, iPhone 11 Pro",
      portraitSize: Sourced(
        Size(width: 375, height: 812),
        "stated: corpus retina5_9 root views are 375×812 (SafeArea-v1, Margins-v1, ...); "
          + "modern-auto-layout.md §2 [X]; existing-systems.md §3.4"),
      scale: Sourced(
        3, "derived: corpus retina5_9 files save frames in thirds of a point; "
          + "modern-auto-layout.md §2 [X]: @3x"),
      idiom: .phone,
      portrait: traits(
        insets(44, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table), modern-auto-layout.md §2 [X]; "
          + "derived: corpus SafeArea-v1, Margins-v1 (retina5_9): navigation bar at y = 44, safe "
          + "top 88 under it, safe bottom 34. One corpus file saved by a later Xcode (toolsVersion "
          + "21225) puts the bar at y = 47; kept 44, the majority and the table",
        statusBar: 44,
        "derived: corpus retina5_9 files put the navigation bar at y = 44, under the status bar",
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 44, 21, 44),
        "stated: existing-systems.md §3.4 (iPhonePointRes table) and modern-auto-layout.md §2 "
          + "[X]: 0/44/21/44. Conflict: swift-snapshot-testing says bottom 24; kept 21, which two "
          + "sources give and the Dynamic Island phones' measured 21 matches. UNVERIFIED",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: stated: modern-auto-layout.md number 23, systemMinimumLayoutMargins "
          + "(0, 16, 0, 16) printed on an iPhone X in portrait; landscape 16: "
          + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-11", aliases: ["retina6_1", "iphone-xr"], name: "iPhone XR, iPhone 11",
      portraitSize: Sourced(
        Size(width: 414, height: 896),
        "stated: corpus retina6_1 root views are 414×896 (CHCR-v1, ScaledFont-v1, ...); "
          + "existing-systems.md §3.4"),
      scale: Sourced(
        2, "derived: corpus retina6_1 files save half-point frames (31 of them, none in thirds), "
          + "which only a 2x pixel grid allows"),
      idiom: .phone,
      portrait: traits(
        insets(48, 0, 34, 0),
        "derived: corpus ScaledFont-v1 (retina6_1, toolsVersion 21225) puts a view pinned to "
          + "the root margins at y = 48 ending 34 above the bottom; DynamicType-v4, "
          + "ScrollStack-v1 and ScrollView-v1 (same Xcode) put the navigation bar at y = 48. "
          + "Conflict: older corpus files (toolsVersion 17154–19455) and "
          + "existing-systems.md §3.4 give top 44; kept 48, the newest Xcode's and the iOS 14+ "
          + "figure existing-systems.md reports. UNVERIFIED",
        statusBar: 48,
        "derived: corpus retina6_1 files saved with toolsVersion 21225 put the navigation bar "
          + "at y = 48; alternative 44 (older files)",
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 48, 21, 48),
        "derived: on every notched row of existing-systems.md §3.4 the landscape side insets "
          + "equal the portrait top (44, 47, 59, 62), so 48 with the 48 top kept above; the "
          + "table's row says 0/44/21/44. Bottom 21 as on the iPhone X. UNVERIFIED",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: derived: corpus CHCR-v1, ScaledFont-v1, ContentMode, Keyboard-v2 "
          + "(retina6_1) put views pinned to the root margins at x = 20; landscape 20: "
          + Note.regularLandscapeMargin)
    ),
    Device(
      id: "iphone-11-pro-max", aliases: ["retina6_5", "iphone-xs-max"],
      name: "iPhone XS Max, iPhone 11 Pro Max",
      portraitSize: Sourced(
        Size(width: 414, height: 896),
        "stated: existing-systems.md §3.4 (iPhone XS Max/XR/11/11 Pro Max, 414×896)"),
      scale: Sourced(3, "assumed: @3x, as on the other OLED phones; not in the sources"),
      idiom: .phone,
      portrait: traits(
        insets(44, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table): 44/0/34/0; the 48 reported "
          + "on iOS 14+ concerns the XR/11 only",
        statusBar: 44, Note.statusBarNotched,
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 44, 21, 44),
        "stated: existing-systems.md §3.4 (iPhonePointRes table): 0/44/21/44 (bottom 24 in "
          + "swift-snapshot-testing for the X; kept 21 as on the iPhone X). UNVERIFIED",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: derived: 414 wide like the XR/11, whose corpus frames show 20; "
          + "landscape 20: " + Note.regularLandscapeMargin)
    ),
    Device(
      id: "iphone-13",
      aliases: ["retina6_0", "iphone-12", "iphone-12-pro", "iphone-13-pro", "iphone-14"],
      name: "iPhone 12, 12 Pro, 13, 13 Pro, 14",
      portraitSize: Sourced(
        Size(width: 390, height: 844),
        "stated: corpus retina6_0 root views are 390×844 (Keyboard-v1, Keyboard-v3, ...); "
          + "modern-auto-layout.md §2 [X] (checked against a public article)"),
      scale: Sourced(
        3, "derived: corpus retina6_0 files save frames in thirds of a point; "
          + "modern-auto-layout.md §2 [X]: iPhone 14 @3x"),
      idiom: .phone,
      portrait: traits(
        insets(47, 0, 34, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone12), "
          + "modern-auto-layout.md §2 [X]; derived: corpus Keyboard-v3 (retina6_0) navigation "
          + "bar at y = 47 and a view below it from 91 = 47 + 44 to 34 above the bottom",
        statusBar: 47,
        "derived: corpus retina6_0 files saved by toolsVersion 21225 and 22154 put the "
          + "navigation bar at y = 47 (one older file, 19455, at 44)",
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 47, 21, 47),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone12): 0/47/21/47",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: derived: corpus Keyboard-v3 and Keyboard-v1 (retina6_0) put views pinned "
          + "to the root margins at x = 16; landscape 16: " + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-13-pro-max", aliases: ["retina6_7", "iphone-12-pro-max", "iphone-14-plus"],
      name: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus",
      portraitSize: Sourced(
        Size(width: 428, height: 926),
        "stated: existing-systems.md §3.4 (12/13 Pro Max 428×926; 14 Plus 428×926 per "
          + "hacknicity, one public table says 430 wide); modern-auto-layout.md §2 [X]"),
      scale: Sourced(3, "assumed: @3x, as on the other OLED phones; not in the sources"),
      idiom: .phone,
      portrait: traits(
        insets(47, 0, 34, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone13ProMax): 47/0/34/0; "
          + "for the 14 Plus inferred, UNVERIFIED (one public table says 59)",
        statusBar: 47, Note.statusBarNotched,
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 47, 21, 47),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone13ProMax): 0/47/21/47",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin)
    ),
    Device(
      id: "iphone-15-pro", aliases: ["retina6_12", "iphone-14-pro", "iphone-15", "iphone-16"],
      name: "iPhone 14 Pro, 15, 15 Pro, 16",
      portraitSize: Sourced(
        Size(width: 393, height: 852),
        "stated: existing-systems.md §3.4 (393×852); modern-auto-layout.md §2 [X] (checked "
          + "against a public article)"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: traits(
        insets(59, 0, 34, 0), Note.dynamicIslandSafeAreaPortrait,
        statusBar: 54, Note.statusBarDynamicIsland,
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 59, 21, 59), Note.dynamicIslandSafeAreaLandscape,
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: assumed: 393 is under 414, so the 375/390-wide phones' 16 "
          + "(modern-auto-layout.md §1.13 [X]); landscape 16: " + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-15-pro-max",
      aliases: ["retina6_72", "iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
      name: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus",
      portraitSize: Sourced(
        Size(width: 430, height: 932),
        "stated: existing-systems.md §3.4 (430×932); modern-auto-layout.md §2 [X] (checked "
          + "against a public article)"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: traits(
        insets(59, 0, 34, 0), Note.dynamicIslandSafeAreaPortrait,
        statusBar: 54, Note.statusBarDynamicIsland,
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 59, 21, 59), Note.dynamicIslandSafeAreaLandscape,
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin)
    ),
    Device(
      id: "iphone-16-pro", aliases: [], name: "iPhone 16 Pro",
      portraitSize: Sourced(
        Size(width: 402, height: 874),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source)"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: traits(
        insets(62, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 62/0/34/0",
        statusBar: 62,
        "assumed: equal to the safe-area top, as on the notched phones; the 14 Pro family "
          + "reports a status bar 5 pt under its inset (54 vs 59), so 57 is the alternative. "
          + "UNVERIFIED",
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 62, 21, 62),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 0/62/21/62",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .compact, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: assumed: 402 is under 414, so the 375/390/393-wide phones' 16 "
          + "(modern-auto-layout.md §1.13 [X]); UNVERIFIED; landscape 16: "
          + Note.compactLandscapeMargin)
    ),
    Device(
      id: "iphone-16-pro-max", aliases: [], name: "iPhone 16 Pro Max",
      portraitSize: Sourced(
        Size(width: 440, height: 956),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source)"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: traits(
        insets(62, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 62/0/34/0",
        statusBar: 62,
        "assumed: equal to the safe-area top, as on the notched phones; alternative 57 (the "
          + "14 Pro family's 5-pt gap, 54 vs 59). UNVERIFIED",
        width: .compact, height: .regular,
        keyboard: 336, Note.keyboardPortraitNotched),
      landscape: traits(
        insets(0, 62, 21, 62),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 0/62/21/62",
        statusBar: 0, Note.statusBarHiddenNotched,
        width: .regular, height: .compact,
        keyboard: 162, Note.keyboardLandscapeNotched),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin)
    ),
  ]
}

// MARK: - iPads

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

// MARK: - Building blocks

extension DeviceCatalog {
  private static func insets(
    _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
  ) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  private static func traits(
    _ safeArea: EdgeInsets, _ safeAreaSource: String,
    statusBar: Double, _ statusBarSource: String,
    width: SizeClass, height: SizeClass,
    keyboard: Double, _ keyboardSource: String
  ) -> OrientationTraits {
    OrientationTraits(
      safeArea: Sourced(safeArea, safeAreaSource),
      statusBar: Sourced(statusBar, statusBarSource),
      horizontalSizeClass: width, verticalSizeClass: height,
      keyboardHeight: Sourced(keyboard, keyboardSource))
  }

  /// Source texts that several devices share.
  private enum Note {
    static let homeButtonSafeAreaPortrait =
      "stated: existing-systems.md §3.4 (swift-snapshot-testing View.swift; useyourloaf "
      + "\"Supporting iPhone X\"): 20/0/0/0 in portrait on the SE 1st, 8, 8 Plus and SE 2/3; "
      + "auto-layout-cookbook.md A2"
    static let homeButtonSafeAreaLandscape =
      "stated: existing-systems.md §3.4: 0/0/0/0 in landscape, the status bar being hidden; "
      + "auto-layout-cookbook.md A2"
    static let statusBar20 =
      "stated: auto-layout-cookbook.md A2 and existing-systems.md §3.4: 20 pt on iPhones before "
      + "the X (40 with the in-call bar, not modelled)"
    static let statusBarHiddenLandscape =
      "stated: auto-layout-cookbook.md A2: the status bar is hidden on an iPhone in landscape "
      + "(compact height)"
    static let statusBarHiddenNotched =
      "stated: existing-systems.md §3.4: the landscape status bar on notched iPhones is hidden"
    static let statusBarNotched =
      "assumed: equal to the safe-area top, as the corpus shows on the X (44) and the 12/13 (47)"
    static let statusBarDynamicIsland =
      "UNVERIFIED: existing-systems.md §3.4 and §7: the Dynamic Island status bar is reported "
      + "at 54 while the safe-area top is 59; kept the reported 54 (the alternative is 59)"
    static let dynamicIslandSafeAreaPortrait =
      "stated: existing-systems.md §3.4 (a public snapshot extension's iPhone15; csl.cool "
      + "measured 59/34): 59/0/34/0; modern-auto-layout.md §2 [X] (59 corroborated by a public "
      + "article)"
    static let dynamicIslandSafeAreaLandscape =
      "stated: existing-systems.md §3.4 (csl.cool measured): 0/59/21/59"
    static let keyboardPortraitNotched =
      "assumed: 336 on every notched iPhone, the K that modern-auto-layout.md T26 assumes for "
      + "an iPhone X in portrait (QuickType bar and home-indicator strip included); alternative "
      + "333 (devpolant/SwiftyComponents UIScreen+Keyboard.swift, screens 812 pt tall and more). "
      + "UNVERIFIED"
    static let keyboardLandscapeIPhone =
      "external [K]: auto-layout-demystified-2.md §6: 162 on an iPhone in landscape (iOS 7, "
      + "English, no QuickType bar); no source gives a current landscape height. UNVERIFIED"
    static let keyboardLandscapeNotched =
      "assumed: 162, the iPhone landscape keyboard of auto-layout-demystified-2.md §6 [K] (iOS 7, "
      + "no QuickType bar); a notched phone's keyboard also covers the home-indicator strip, "
      + "so the real height is likely larger. UNVERIFIED"
    static let compactLandscapeMargin =
      "assumed: auto-layout-cookbook.md A3, 16 for compact width, which an iPhone of this size "
      + "keeps in landscape (alternative 20, the regular-width value)"
    static let regularLandscapeMargin =
      "assumed: 20, the regular-width value (existing-systems.md §3.5; auto-layout-cookbook.md "
      + "A3), as this phone is regular width in landscape"
    static let iPadScale =
      "assumed: @2x, every iPad here being Retina (auto-layout-demystified-2.md §6 [K]: scale 2 "
      + "on Retina); not in the corpus"
    static let homeButtonIPadSafeArea =
      "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadMini/iPad10_2/iPadPro10_5): "
      + "20/0/0/0 in both orientations"
    static let iPadStatusBar20 =
      "assumed: equal to the 20-pt safe-area top (existing-systems.md §3.4); iPads keep the "
      + "status bar in landscape"
    static let iPadStatusBar24 =
      "assumed: equal to the 24-pt safe-area top (existing-systems.md §3.4); iPads keep the "
      + "status bar in landscape. UNVERIFIED"
    static let iPadKeyboardPortrait =
      "external [K]: auto-layout-demystified-2.md §6: 264 docked on an iPad in portrait (iOS 7, "
      + "English, 768 wide). UNVERIFIED"
    static let iPadKeyboardLandscape =
      "external [K]: auto-layout-demystified-2.md §6: 352 docked on an iPad in landscape (iOS 7, "
      + "English, 1024 wide). UNVERIFIED"
    static let iPadKeyboardAssumedSame =
      "; assumed the same on this larger iPad"
    static let iPadMargins =
      "portrait 20: stated: existing-systems.md §3.5 and auto-layout-cookbook.md A3, 20 for "
      + "regular width; landscape 20: stated: the same, an iPad being regular width in both "
      + "orientations"
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  fileprivate func replacingSpaces(with replacement: String) -> String {
    split(separator: " ", omittingEmptySubsequences: true).joined(separator: replacement)
  }
}
