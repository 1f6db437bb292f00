import AutoLayout
import InterfaceBuilderDocument

/// The iOS release a file was laid out for, read off the Xcode that saved it (`toolsVersion`):
/// each Xcode lays its canvas out with its own SDK's UIKit. Xcode releases by `toolsVersion`
/// (Apple's Xcode release notes; the corpora's files): 11xxx–12xxx Xcode 8 (iOS 10; Xcode 8.3 saved
/// 12xxx: 12120 with `systemVersion` 16E195, macOS 10.12.4, the release Xcode 8.3 came with; the
/// corpora's Xcode 9 files start at 13168), 13xxx Xcode 9 (iOS 11), 14000–14799 Xcode 10 (iOS 12;
/// its last release, 10.3, saved 14490.70), 14800–16999 Xcode 11 (iOS 13: its betas saved 148xx,
/// see ``xcode11BetaToolsVersion``), 17xxx Xcode 12 (iOS 14), 18xxx–20xxx Xcode 13 (iOS 15: 13.3
/// and 13.4, the iOS 15.4 and 15.5 SDKs, saved 20037: first committed from May to early June 2022,
/// before Xcode 14's first beta — julianworden/EmojiDictionary 2022-05-23, Marcus615/Checklists
/// 2022-06-06 — where Xcode 14.0's files are 21225 from October 2022: CelesTech03/Checklists,
/// DimaRyndya/Checklists), 21xxx Xcode 14 (iOS 16), 22xxx Xcode 15 (iOS 17),
/// 23xxx Xcode 16 (iOS 18), 24xxx and later Xcode 26 (iOS 26; public apps' storyboards saved
/// by 24127 to 24765 draw iOS 26's 63 × 28 switch). Older files (Xcode 7 and before, archive XIBs) read as the
/// oldest release the simulator knows.
public enum IOSVersionChoice {
  /// The first toolsVersion of Xcode 11, the iOS 13 SDK: its betas saved 14800.2 to 14868 (public
  /// repositories' history, Guides/CalibrationSources.md: ByteSizeCode/PencilKitDraw-Simple,
  /// a PencilKit sample — PencilKit is iOS 13 only — committed with 14810.11 in the week of
  /// WWDC 2019, when the first Xcode 11 beta came out; artemnovichkov/wwdc20-samplecode 14800.2
  /// to 14868; the files write `appearance="light"`, iOS 13's dark mode; codeexamples'
  /// WorldFacts and ScrollGuide-IB, 14868 with plug-in 14824). Xcode 10.2–10.3, the last iOS 12
  /// SDKs, saved 14490.
  public static let xcode11BetaToolsVersion = 14800

  public static func ios(forToolsVersion toolsVersion: String) -> IOSVersion? {
    guard let major = Int(toolsVersion.split(separator: ".").first ?? "") else { return nil }
    let table: [(below: Int, version: IOSVersion)] = [
      (11000, .iOS9), (13000, .iOS10), (14000, .iOS11), (xcode11BetaToolsVersion, .iOS12),
      (17000, .iOS13), (18000, .iOS14), (21000, .iOS15), (22000, .iOS16), (23000, .iOS17),
      (24000, .iOS18),
    ]
    return table.first { major < $0.below }?.version ?? .iOS26
  }

  /// The point release of the iOS SDK the file's Xcode laid it out with, where the simulator's
  /// rules tell point releases apart (iOS 15's accessories,
  /// ``SystemMetrics/iOS15NarrowerAccessoriesPointRelease``); nil elsewhere, read as the
  /// release's newest. Xcode 13.0 and 13.1 (toolsVersions 19162, 19455) shipped the iOS 15.0
  /// SDK, 13.2 (19529, first committed in January 2022: Deltuh, Cizash, Exogenex/Checklists)
  /// iOS 15.2, 13.3 and 13.4 (20037) iOS 15.4 and 15.5 (Apple's Xcode release notes). The 18xxx
  /// files the release table reads as iOS 15 are Xcode 12.5's (18122, first committed on
  /// 2021-04-28, two days after Xcode 12.5 shipped: HuiChihWang/MyLocations) and save iOS 15.0's
  /// accessories: they read as point release 0.
  public static func pointRelease(forToolsVersion toolsVersion: String) -> Int? {
    guard ios(forToolsVersion: toolsVersion) == .iOS15,
      let build = Int(toolsVersion.split(separator: ".").first ?? "")
    else { return nil }
    if build < 19529 { return 0 }
    return build < 20000 ? 2 : 4
  }

  /// Whether the file was laid out for iOS 6 or earlier: Xcode 4 saved storyboards in document
  /// format 2.0 (`version="2.0"`; Xcode 5, the iOS 7 SDK, moved to 3.0). On iOS 6 a view
  /// controller's view never extends under the status bar or the bars (`edgesForExtendedLayout`
  /// came with iOS 7), and a navigation bar is opaque unless it says `translucent` (iOS 7 made
  /// translucent the default): a root view under a navigation bar on the 320 × 568 iPhone is
  /// 568 − 20 − 44 = 504 tall (codeexamples' BUG TableView State Restore, Xcode 4.6, saves
  /// 320 × 504 at y 64).
  static func isIOS6Layout(_ document: StoryboardDocument) -> Bool {
    document.version == "2.0"
  }

  /// Whether Xcode saved a scene's root view under an opaque navigation bar where it sits in the
  /// window, below the bar: Xcode 8 and earlier (toolsVersion below 13000) do (public apps'
  /// storyboards outside the corpora: Xcode 7.3 and 8.3 save such roots 375 × 603 at y 64 on
  /// the iPhone 8), Xcode 9 and later save every root at the origin whatever its bars.
  static func savesRootBelowOpaqueBars(_ document: StoryboardDocument) -> Bool {
    let major = document.toolsBuild
    return major < 13000 && !isIOS6Layout(document)
  }

  /// Whether the file's Xcode saved a table view controller's rows below the bars that cover its
  /// table, as far down as the table's adjusted content inset (the top layout guide): Xcode 7 and
  /// 8.0 (toolsVersions 9000 to 11541) do. Public Checklists storyboards outside the holdout
  /// (Guides/CalibrationSources.md), every table view controller shown in a navigation
  /// controller, its root or pushed: Xcode 7.0–7.2 (9059, 9060, 9531, 9532: Adaok, BYWallace,
  /// IssacCZ, JovannyEspinal and MichealQiu/Checklists) and Xcode 8.0 (11201, La1c/Checklists)
  /// save a plain table's first prototype row at 92 = 20 + 44 + 28, a plain static table's at
  /// 64 and a grouped one's at 99 = 64 + 35, and the same table outside a navigation controller
  /// at 28; Xcode 8.1 and later (11542 in La1c, 11762 in Hogotron/Checklists and
  /// oobii/EmojiDictStaticTableView) save them at 28, 35 and 56, where the table's content starts.
  static func savesRowsBelowTopBars(_ document: StoryboardDocument) -> Bool {
    (9000..<11542).contains(document.toolsBuild)
  }

  /// Whether the file was laid out before iOS 8: saved by Xcode 5 or older (toolsVersion below
  /// 6000; Xcode 6, the iOS 8 SDK, starts at 6xxx). Views had no `layoutMargins` before iOS 8,
  /// so a table cell's separator inset did not grow with the width
  /// (``SystemMetrics/iOS7CellSeparatorInset``).
  static func predatesLayoutMargins(_ document: StoryboardDocument) -> Bool {
    (1..<6000).contains(document.toolsBuild)
  }
}
