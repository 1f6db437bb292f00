/// The devices layoutsim knows by name: every iPhone since the iPhone 6 and every iPad since the
/// 5th-generation iPad, to the 2025 models, as plain data (the table: `Guides/Devices.md`).
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

// MARK: - Building blocks

extension DeviceCatalog {
  static func insets(
    _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
  ) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  static func traits(
    _ safeArea: EdgeInsets, _ safeAreaSource: String,
    statusBar: Double, _ statusBarSource: String,
    width: SizeClass, height: SizeClass,
    keyboard: Double, _ keyboardSource: String,
    predictiveBar: Double = 0, _ predictiveBarSource: String = Note.noPredictiveBar
  ) -> OrientationTraits {
    OrientationTraits(
      safeArea: Sourced(safeArea, safeAreaSource),
      statusBar: Sourced(statusBar, statusBarSource),
      horizontalSizeClass: width, verticalSizeClass: height,
      keyboardHeight: Sourced(keyboard, keyboardSource),
      predictiveBarHeight: Sourced(predictiveBar, predictiveBarSource))
  }

  static func corners(_ radius: Double, _ source: String) -> Sourced<Double> {
    Sourced(radius, source)
  }

  /// Source texts that several devices share.
  enum Note {
    /// The keyboard of the 4-inch and 3.5-inch phones (iPhone SE 1st, iPhone 4s).
    static let keyboardUnder667 =
      "external: devpolant/SwiftyComponents UIScreen+Keyboard.swift gives 253 for screens "
      + "under 667 pt tall (QuickType bar included); single source, UNVERIFIED"
    /// The system minimum margins of the 320-pt-wide phones (iPhone SE 1st, iPhone 4s).
    static let smallPhoneMargins =
      "portrait 16: external [X]: modern-auto-layout.md §1.13, 16 is observed at 320/375-pt "
      + "widths; landscape 16: " + compactLandscapeMargin
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
    static let noPredictiveBar =
      "derived: the keyboard height above is an iOS 7 figure, from before the predictive "
      + "(QuickType) bar (iOS 8): none in it"
    static let predictiveBarIPhone =
      "derived: modern-auto-layout.md §2 [X]: 260 with the QuickType bar and 216 without on a "
      + "4.7-inch iPhone in portrait, so 44; assumed the same on every iPhone. UNVERIFIED beyond "
      + "the 4.7-inch phones"
    static let squareCorners =
      "external: a home-button screen has square corners (`_displayCornerRadius` 0; public "
      + "device-preset tables, e.g. a device-emulator test suite: \"home-button iPads are square\")"
    static let cornersPublicTables =
      "external: `_displayCornerRadius` as read on the device or simulator and tabulated alike "
      + "by several public projects (react-native screen-corner tables, an expo-device table, a "
      + "DeviceKit extension)"
    static let cornersFullScreenIPad =
      "external: 18 on every iPad without a home button (a public device-emulator test suite "
      + "lists iPad mini, iPad (A16), Air, Air M2, Pro 11, Pro M4, Pro 12.9 and Pro 13 at 18; "
      + "DeviceKit extensions give 18 for the Air 4th and Pro 11/12.9). One table gives 22 for "
      + "the 10th-generation iPad; kept 18"
    static let iPadFaceIDSafeArea =
      "stated: existing-systems.md §3.4 (swift-snapshot-testing iPadPro11: 24/0/20/0) for the "
      + "iPads without a home button, in both orientations; a public iPad layout test also "
      + "uses status bar 24, home indicator 20. A public device-emulator suite measured 24/0/25/0 "
      + "on a recent simulator (likely iOS 26); kept 20 for iOS 18. Inferred for this model. "
      + "UNVERIFIED"
    static let notchedLandscapeBottom20 =
      "measured by a public device-emulator test suite on an iOS 26 simulator (landscape "
      + "bottom 20, where iOS 18 and earlier report 21 on the older notched phones)"
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
