// The iPhones of the device catalog (see DeviceCatalog.swift for the sources' tags).

extension DeviceCatalog {
  static let iPhones: [Device] = [
    Device(
      id: "iphone-4s", aliases: ["retina3_5"], name: "iPhone 4s",
      portraitSize: Sourced(
        Size(width: 320, height: 480),
        "external: Apple's iPhone 4s technical specifications (3.5-inch Retina display, "
          + "960×640 pixels: 320×480 points at @2x); public apps' storyboards outside the "
          + "corpora saved on Interface Builder's retina3_5 canvas have 320×480 roots"),
      scale: Sourced(
        2, "external: Apple's iPhone 4s technical specifications (a Retina display, 960×640 "
          + "pixels for 480×320 points)"),
      idiom: .phone,
      portrait: homeButtonIPhonePortrait(
        keyboard: 253,
        Note.keyboardUnder667),
      landscape: homeButtonIPhoneLandscape(width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        Note.smallPhoneMargins),
      displayCornerRadius: corners(0, Note.squareCorners)
    ),
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
      portrait: homeButtonIPhonePortrait(
        keyboard: 253,
        Note.keyboardUnder667),
      landscape: homeButtonIPhoneLandscape(width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        Note.smallPhoneMargins),
      displayCornerRadius: corners(0, Note.squareCorners)
    ),
    Device(
      id: "iphone-8",
      aliases: [
        "retina4_7", "iphone-se-2nd", "iphone-se-3rd", "iphone-6", "iphone-6s", "iphone-7",
      ],
      name: "iPhone 6, 6s, 7, 8, iPhone SE (2nd and 3rd generation)",
      portraitSize: Sourced(
        Size(width: 375, height: 667),
        "stated: corpus retina4_7 root views are 375×667 (Conflict-v1, SelfSizing-v1, ...); "
          + "auto-layout-cookbook.md A1; modern-auto-layout.md §2 [X]"),
      scale: Sourced(
        2, "stated: modern-auto-layout.md §2 number 60 (100 × 100 px for 50 × 50 pt at @2x, "
          + "iPhone 8); derived: corpus retina4_7 files save half-point frames (e.g. 20.5-pt "
          + "labels), which only a 2x pixel grid allows"),
      idiom: .phone,
      portrait: homeButtonIPhonePortrait(
        safeAreaSource: Note.homeButtonSafeAreaPortrait
          + "; derived: corpus AnimatingStack-v3 (retina4_7) safe top with a navigation bar is "
          + "64 = 20 + 44",
        keyboard: 260,
        "external [X]: modern-auto-layout.md §2, 260 with the QuickType bar on a 4.7-inch iPhone "
          + "in portrait (216 without); devpolant/SwiftyComponents UIScreen+Keyboard.swift says "
          + "258 (kept 260, the reference file's number). UNVERIFIED"),
      landscape: homeButtonIPhoneLandscape(width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: stated: modern-auto-layout.md number 15 (343 = 375 − 2×16 on a 375-wide "
          + "portrait iPhone) and auto-layout-cookbook.md A3; landscape 16: "
          + Note.compactLandscapeMargin),
      displayCornerRadius: corners(0, Note.squareCorners)
    ),
    Device(
      id: "iphone-8-plus",
      aliases: ["retina5_5", "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus"],
      name: "iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus",
      portraitSize: Sourced(
        Size(width: 414, height: 736),
        "stated: corpus Distribution (retina5_5) root view 414×736; "
          + "modern-auto-layout.md §2 [X]"),
      scale: Sourced(
        3, "stated: modern-auto-layout.md §2 number 60 (150 × 150 px for 50 × 50 pt at @3x, "
          + "iPhone 8 Plus); derived: corpus Distribution (retina5_5) saves frames in thirds "
          + "of a point"),
      idiom: .phone,
      portrait: homeButtonIPhonePortrait(
        keyboard: 271,
        "external: devpolant/SwiftyComponents UIScreen+Keyboard.swift gives 271 for screens "
          + "736 pt tall (QuickType bar included); single source, UNVERIFIED"),
      landscape: homeButtonIPhoneLandscape(width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(0, Note.squareCorners)
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
      portrait: notchedIPhonePortrait(
        insets(44, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table), modern-auto-layout.md §2 [X]; "
          + "derived: corpus SafeArea-v1, Margins-v1 (retina5_9): navigation bar at y = 44, safe "
          + "top 88 under it, safe bottom 34. One corpus file saved by a later Xcode (toolsVersion "
          + "21225) puts the bar at y = 47; kept 44, the majority and the table",
        statusBar: 44,
        "derived: corpus retina5_9 files put the navigation bar at y = 44, under the status bar"),
      landscape: notchedIPhoneLandscape(
        insets(0, 44, 21, 44),
        "stated: existing-systems.md §3.4 (iPhonePointRes table) and modern-auto-layout.md §2 "
          + "[X]: 0/44/21/44. Conflict: swift-snapshot-testing says bottom 24; kept 21, which two "
          + "sources give and the Dynamic Island phones' measured 21 matches. UNVERIFIED",
        width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: stated: modern-auto-layout.md number 23, systemMinimumLayoutMargins "
          + "(0, 16, 0, 16) printed on an iPhone X in portrait; landscape 16: "
          + Note.compactLandscapeMargin),
      displayCornerRadius: corners(
        39,
        Note.cornersPublicTables
          + ": 39 on the X, XS, XS Max, 11 Pro and 11 Pro Max")
    ),
    Device(
      id: "iphone-13-mini", aliases: ["iphone-12-mini"], name: "iPhone 12 mini, 13 mini",
      portraitSize: Sourced(
        Size(width: 375, height: 812),
        "stated: existing-systems.md §3.4 (iPhone 12/13 mini 375×812); external: public "
          + "splash-screen tables (\"X, XS, 11 Pro, 12 mini, 13 mini\" at 375×812 @3x)"),
      scale: Sourced(3, "external: public splash-screen tables, 375×812 at a pixel ratio of 3"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(50, 0, 34, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone13Mini: 50/0/34/0; "
          + "another table says 44); external: a public device-emulator test suite measured "
          + "50/0/34/0 on the simulator; kept 50",
        statusBar: 50,
        "external: the same suite measured a 50-pt status bar (statusBarManager) on the 12 and "
          + "13 mini"),
      landscape: notchedIPhoneLandscape(
        insets(0, 50, 21, 50),
        "stated: existing-systems.md §3.4: 0/50/21/50; external: measured alike by a public "
          + "device-emulator test suite",
        width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: external [X]: modern-auto-layout.md §1.13, 16 is observed at 375-pt "
          + "widths; landscape 16: " + Note.compactLandscapeMargin),
      displayCornerRadius: corners(
        44, Note.cornersPublicTables + ": 44 on the 12 mini and 13 mini (two tables say 45 "
          + "and 46; kept 44, the majority)")
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
      portrait: notchedIPhonePortrait(
        insets(48, 0, 34, 0),
        "derived: corpus ScaledFont-v1 (retina6_1, toolsVersion 21225) puts a view pinned to "
          + "the root margins at y = 48 ending 34 above the bottom; DynamicType-v4, "
          + "ScrollStack-v1 and ScrollView-v1 (same Xcode) put the navigation bar at y = 48. "
          + "Conflict: older corpus files (toolsVersion 17154–19455) and "
          + "existing-systems.md §3.4 give top 44; kept 48, the newest Xcode's and the iOS 14+ "
          + "figure existing-systems.md reports. UNVERIFIED",
        statusBar: 48,
        "derived: corpus retina6_1 files saved with toolsVersion 21225 put the navigation bar "
          + "at y = 48; alternative 44 (older files)"),
      landscape: notchedIPhoneLandscape(
        insets(0, 48, 21, 48),
        "derived: on every notched row of existing-systems.md §3.4 the landscape side insets "
          + "equal the portrait top (44, 47, 59, 62), so 48 with the 48 top kept above; the "
          + "table's row says 0/44/21/44. Bottom 21 as on the iPhone X. UNVERIFIED",
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: derived: corpus CHCR-v1, ScaledFont-v1, ContentMode, Keyboard-v2 "
          + "(retina6_1) put views pinned to the root margins at x = 20; landscape 20: "
          + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        41.5,
        Note.cornersPublicTables
          + ": 41.5 on the XR and 11")
    ),
    Device(
      id: "iphone-11-pro-max", aliases: ["retina6_5", "iphone-xs-max"],
      name: "iPhone XS Max, iPhone 11 Pro Max",
      portraitSize: Sourced(
        Size(width: 414, height: 896),
        "stated: existing-systems.md §3.4 (iPhone XS Max/XR/11/11 Pro Max, 414×896)"),
      scale: Sourced(3, "assumed: @3x, as on the other OLED phones; not in the sources"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(44, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table): 44/0/34/0; the 48 reported "
          + "on iOS 14+ concerns the XR/11 only",
        statusBar: 44, Note.statusBarNotched),
      landscape: notchedIPhoneLandscape(
        insets(0, 44, 21, 44),
        "stated: existing-systems.md §3.4 (iPhonePointRes table): 0/44/21/44 (bottom 24 in "
          + "swift-snapshot-testing for the X; kept 21 as on the iPhone X). UNVERIFIED",
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: derived: 414 wide like the XR/11, whose corpus frames show 20; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        39,
        Note.cornersPublicTables
          + ": 39 on the X, XS, XS Max, 11 Pro and 11 Pro Max")
    ),
    Device(
      id: "iphone-13",
      aliases: [
        "retina6_0", "iphone-12", "iphone-12-pro", "iphone-13-pro", "iphone-14", "iphone-16e",
      ],
      name: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e",
      portraitSize: Sourced(
        Size(width: 390, height: 844),
        "stated: corpus retina6_0 root views are 390×844 (Keyboard-v1, Keyboard-v3, ...); "
          + "modern-auto-layout.md §2 [X] (checked against a public article)"),
      scale: Sourced(
        3, "derived: corpus retina6_0 files save frames in thirds of a point; "
          + "modern-auto-layout.md §2 [X]: iPhone 14 @3x"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(47, 0, 34, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone12), "
          + "modern-auto-layout.md §2 [X]; derived: corpus Keyboard-v3 (retina6_0) navigation "
          + "bar at y = 47 and a view below it from 91 = 47 + 44 to 34 above the bottom",
        statusBar: 47,
        "derived: corpus retina6_0 files saved by toolsVersion 21225 and 22154 put the "
          + "navigation bar at y = 47 (one older file, 19455, at 44)"),
      landscape: notchedIPhoneLandscape(
        insets(0, 47, 21, 47),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone12): 0/47/21/47",
        width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: derived: corpus Keyboard-v3 and Keyboard-v1 (retina6_0) put views pinned "
          + "to the root margins at x = 16; landscape 16: " + Note.compactLandscapeMargin),
      displayCornerRadius: corners(
        47.33,
        Note.cornersPublicTables
          + ": 47.33 on the 12, 12 Pro, 13, 13 Pro and 14 (one table rounds it to 47); the "
          + "16e not in the tables, assumed the same. UNVERIFIED for the 16e")
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
      portrait: notchedIPhonePortrait(
        insets(47, 0, 34, 0),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone13ProMax): 47/0/34/0; "
          + "for the 14 Plus inferred, UNVERIFIED (one public table says 59)",
        statusBar: 47, Note.statusBarNotched),
      landscape: notchedIPhoneLandscape(
        insets(0, 47, 21, 47),
        "stated: existing-systems.md §3.4 (swift-snapshot-testing iPhone13ProMax): 0/47/21/47",
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        53.33,
        Note.cornersPublicTables
          + ": 53.33 on the 12 Pro Max, 13 Pro Max and 14 Plus")
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
      portrait: notchedIPhonePortrait(
        insets(59, 0, 34, 0), Note.dynamicIslandSafeAreaPortrait,
        statusBar: 54, Note.statusBarDynamicIsland),
      landscape: notchedIPhoneLandscape(
        insets(0, 59, 21, 59), Note.dynamicIslandSafeAreaLandscape,
        width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: assumed: 393 is under 414, so the 375/390-wide phones' 16 "
          + "(modern-auto-layout.md §1.13 [X]); landscape 16: " + Note.compactLandscapeMargin),
      displayCornerRadius: corners(
        55,
        Note.cornersPublicTables
          + ": 55 on the 14 Pro, 14 Pro Max, 15 family and the 16 (iPhone17,3); one older "
          + "table says 48 for the 14 Pro, one 59 for the 16; kept 55")
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
      portrait: notchedIPhonePortrait(
        insets(59, 0, 34, 0), Note.dynamicIslandSafeAreaPortrait,
        statusBar: 54, Note.statusBarDynamicIsland),
      landscape: notchedIPhoneLandscape(
        insets(0, 59, 21, 59), Note.dynamicIslandSafeAreaLandscape,
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        55,
        Note.cornersPublicTables
          + ": 55 on the 14 Pro Max, 15 Plus, 15 Pro Max and the 16 Plus (iPhone17,4)")
    ),
    Device(
      id: "iphone-16-pro", aliases: ["retina6_3", "iphone-17", "iphone-17-pro"],
      name: "iPhone 16 Pro, 17, 17 Pro",
      portraitSize: Sourced(
        Size(width: 402, height: 874),
        "stated: existing-systems.md §3.4 (iPhonePointRes table); external: public splash-screen "
          + "and viewport tables list 402×874 for the 16 Pro, 17 and 17 Pro"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(62, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 62/0/34/0",
        statusBar: 62,
        "assumed: equal to the safe-area top, as on the notched phones; the 14 Pro family "
          + "reports a status bar 5 pt under its inset (54 vs 59), so 57 is the alternative. "
          + "UNVERIFIED"),
      landscape: notchedIPhoneLandscape(
        insets(0, 62, 21, 62),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 0/62/21/62; "
          + "the 17 family on iOS 26: 0/62/20/62, " + Note.notchedLandscapeBottom20
          + "; kept 21, the iOS 18 figure",
        width: .compact),
      systemMinimumMargins: Sourced(
        [16, 16],
        "portrait 16: assumed: 402 is under 414, so the 375/390/393-wide phones' 16 "
          + "(modern-auto-layout.md §1.13 [X]); UNVERIFIED; landscape 16: "
          + Note.compactLandscapeMargin),
      displayCornerRadius: corners(
        62,
        Note.cornersPublicTables
          + ": 62 on the 16 Pro (iPhone17,1, a public test suite); a public post reading "
          + "`_displayCornerRadius` on Xcode 26's simulators finds the 17 family's the same "
          + "as the 16 Pro's")
    ),
    Device(
      id: "iphone-16-pro-max", aliases: ["iphone-17-pro-max"],
      name: "iPhone 16 Pro Max, 17 Pro Max",
      portraitSize: Sourced(
        Size(width: 440, height: 956),
        "stated: existing-systems.md §3.4 (iPhonePointRes table); external: public splash-screen "
          + "and viewport tables list 440×956 for the 16 Pro Max and 17 Pro Max"),
      scale: Sourced(3, "assumed: @3x, as on the iPhone 14 (modern-auto-layout.md §2 [X])"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(62, 0, 34, 0),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 62/0/34/0",
        statusBar: 62,
        "assumed: equal to the safe-area top, as on the notched phones; alternative 57 (the "
          + "14 Pro family's 5-pt gap, 54 vs 59). UNVERIFIED"),
      landscape: notchedIPhoneLandscape(
        insets(0, 62, 21, 62),
        "stated: existing-systems.md §3.4 (iPhonePointRes table, single source): 0/62/21/62; "
          + "the 17 family on iOS 26: 0/62/20/62, " + Note.notchedLandscapeBottom20
          + "; kept 21, the iOS 18 figure",
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        62,
        Note.cornersPublicTables
          + ": 62 on the 16 Pro and 16 Pro Max; the 17 Pro Max the same (a public post "
          + "reading `_displayCornerRadius` on Xcode 26's simulators)")
    ),
    Device(
      id: "iphone-air", aliases: [], name: "iPhone Air",
      portraitSize: Sourced(
        Size(width: 420, height: 912),
        "external: public splash-screen and viewport tables (420×912 @3x, \"Air\"); a public "
          + "device-emulator test suite measured 420×912 on the simulator"),
      scale: Sourced(3, "external: the same tables and suite, a pixel ratio of 3"),
      idiom: .phone,
      portrait: notchedIPhonePortrait(
        insets(68, 0, 34, 0),
        "external: a public device-emulator test suite measured 68/0/34/0 on the simulator "
          + "(single source). UNVERIFIED",
        statusBar: 54,
        "external: the same suite measured a 54-pt status bar (statusBarManager), 14 under the "
          + "safe-area top as on the Dynamic Island phones (54 vs 59)"),
      landscape: notchedIPhoneLandscape(
        insets(0, 68, 20, 68),
        "external: " + Note.notchedLandscapeBottom20 + ": 0/68/20/68. The Air runs iOS 26 "
          + "and later only, so its iOS 26 figure is kept. UNVERIFIED",
        width: .regular),
      systemMinimumMargins: Sourced(
        [20, 20],
        "portrait 20: external [X]: modern-auto-layout.md §1.13, 20 at widths of 414 and more; "
          + "landscape 20: " + Note.regularLandscapeMargin),
      displayCornerRadius: corners(
        62, "external: a public post reading `_displayCornerRadius` on Xcode 26's simulators "
          + "finds the new phones' corners the same as the 16 Pro's (62). UNVERIFIED")
    ),
  ]
}

extension DeviceCatalog {
  /// A home-button iPhone in portrait: the 20/0/0/0 safe area under a 20-pt status bar, compact
  /// width, regular height and the 44-pt predictive bar. The keyboard differs by screen height;
  /// a device may cite its own evidence for the safe area beside the shared source.
  static func homeButtonIPhonePortrait(
    safeAreaSource: String = Note.homeButtonSafeAreaPortrait,
    keyboard: Double, _ keyboardSource: String
  ) -> OrientationTraits {
    traits(
      insets(20, 0, 0, 0), safeAreaSource,
      statusBar: 20, Note.statusBar20,
      width: .compact, height: .regular,
      keyboard: keyboard, keyboardSource,
      predictiveBar: 44, Note.predictiveBarIPhone)
  }

  /// A home-button iPhone in landscape: no safe-area insets, the status bar hidden, compact
  /// height and the 162-pt iOS 7 keyboard; `width` is regular on the Plus phones only.
  static func homeButtonIPhoneLandscape(width: SizeClass) -> OrientationTraits {
    traits(
      .zero, Note.homeButtonSafeAreaLandscape,
      statusBar: 0, Note.statusBarHiddenLandscape,
      width: width, height: .compact,
      keyboard: 162, Note.keyboardLandscapeIPhone)
  }
}

extension DeviceCatalog {
  /// A notched or Dynamic Island iPhone in portrait: the safe area and status bar its own, then
  /// what they all share: compact width, regular height, the 336-pt keyboard and the 44-pt
  /// predictive bar.
  static func notchedIPhonePortrait(
    _ safeArea: EdgeInsets, _ safeAreaSource: String, statusBar: Double, _ statusBarSource: String
  ) -> OrientationTraits {
    traits(
      safeArea, safeAreaSource,
      statusBar: statusBar, statusBarSource,
      width: .compact, height: .regular,
      keyboard: 336, Note.keyboardPortraitNotched,
      predictiveBar: 44, Note.predictiveBarIPhone)
  }

  /// A notched or Dynamic Island iPhone in landscape: the safe area its own, the status bar
  /// hidden, compact height and the 162-pt keyboard; `width` is regular on the larger phones.
  static func notchedIPhoneLandscape(
    _ safeArea: EdgeInsets, _ safeAreaSource: String, width: SizeClass
  ) -> OrientationTraits {
    traits(
      safeArea, safeAreaSource,
      statusBar: 0, Note.statusBarHiddenNotched,
      width: width, height: .compact,
      keyboard: 162, Note.keyboardLandscapeNotched)
  }
}
