// UITableView's row geometry by iOS release: where a plain table's first row starts, how much of a
// row the cell's separator takes from its content view, and how much of a cell's width an accessory
// takes. Each number is a frame Xcode saved in the corpora (`../shared/corpus`), whose canvases
// lay tables out with their SDK's UIKit; Guides/UIKitVersions.md has the table.

extension SystemMetrics {
  /// A cell's standard accessory (`UITableViewCell.AccessoryType`).
  public enum CellAccessory: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
  }

  /// The height of a plain table's section header above the first row, given the table's
  /// `sectionHeaderHeight` (-1, Xcode 13's `automaticDimension`, for an automatic one); nil where
  /// the canvases do not show it. Before iOS 13 that value (Xcode 4–10 canvases: the first
  /// prototype row at y = 22 under 22 — NavStoryboard, QReader, Refresh, Restorer — and at 28
  /// under 28 — Container-code, DynamicContainer); on iOS 13–15 a header left at one of UIKit's
  /// defaults (22, 28) is 28 tall (Xcode 11–12 canvases: the first row at 28 under 22 in
  /// BUG TableView State Restore, TwitterSearch, SelfSize, WorldFacts; under 28 in
  /// AdaptivePopover). Any other value is the header's height. From iOS 16 the header is 50 tall
  /// whatever the table says (Xcode 14–26 canvases: the first prototype row at y = 50 under an
  /// automatic header in 16 public Checklists storyboards saved by 21225, 21507, 21701, 22505,
  /// 23504 and 32700.99.1234 — e.g. DimaRyndya/Checklists, Neglon/Checklists,
  /// JashanKishore/checklists, Disman4/Checklists; Guides/CalibrationSources.md), iOS 15's
  /// 28-point header (`sectionHeaderHeight`, now the estimate) below its 22-point
  /// `sectionHeaderTopPadding`.
  public static func plainSectionHeaderHeight(
    _ sectionHeaderHeight: Double, for version: IOSVersion
  )
    -> Double?
  {
    if version >= .iOS16 { return iOS16PlainSectionHeaderHeight }
    guard sectionHeaderHeight >= 0 else { return nil }
    guard version >= .iOS13, sectionHeaderHeight == 22 || sectionHeaderHeight == 28 else {
      return sectionHeaderHeight
    }
    return 28
  }

  /// The space above the rows of a static plain table's section (its header, and the previous
  /// section's footer), or nil where the calibration files do not show it:
  /// - iOS 11–12: a titled header is the table's `sectionHeaderHeight`, an untitled one nothing
  ///   (a plain table draws no header without a title; bqlin/Apple-Sample-Code, Xcode 9:
  ///   untitled sections from y 0, and Xcode 8.3: titled ones 22 apart under 22;
  ///   artemnovichkov/wwdc20-samplecode, Xcode 10: an untitled first section at 0, titled ones
  ///   28 apart under 28). Not iOS 10: Xcode 8 saves a controller's root table's rows below
  ///   the bars' content inset (codeexamples' AutoLayout: the first row at 64 under a
  ///   navigation bar), which the importer does not model;
  /// - iOS 13: the first section's, untitled: ``plainSectionHeaderHeight(_:for:)`` (DarkTheme,
  ///   Xcode 11: 28 down, as under prototypes);
  /// - iOS 16–18: the first section 50 down, titled or not, as under prototypes
  ///   (``iOS16PlainSectionHeaderHeight``); a later section 78 below the last row when the
  ///   header and footer heights are automatic (-1), as Xcode 14–16 save them: the Emoji
  ///   Dictionary exercise in dgerb88/EmojiDictionarySavingData (22154) and
  ///   ZFAbox/EmojiDictionary (23504), four titled sections at 50, then 78 apart;
  ///   PortableDoughnut/EmojiDictionary (23504), one untitled section at 50;
  ///   Tyler1May/HotelManzana (21701), two untitled sections at 50 and 78 apart;
  /// - iOS 26: the first section 50 down, as on iOS 16–18 (NordicSemiconductor/IOS-nRF-Mesh-Library,
  ///   Xcode 26); a later one not known.
  public static func plainStaticSectionSpacing(
    titled: Bool, isFirst: Bool, sectionHeaderHeight: Double, sectionFooterHeight: Double,
    for version: IOSVersion
  ) -> Double? {
    switch version {
    case .iOS11, .iOS12:
      guard titled else { return 0 }
      return sectionHeaderHeight >= 0 ? sectionHeaderHeight : nil
    case .iOS13:
      return isFirst && !titled ? plainSectionHeaderHeight(sectionHeaderHeight, for: version) : nil
    case .iOS16, .iOS17, .iOS18:
      if isFirst { return iOS16PlainSectionHeaderHeight }
      return sectionHeaderHeight < 0 && sectionFooterHeight < 0 ? 78 : nil
    case .iOS26:
      // The first section only (IOS-nRF-Mesh-Library, Xcode 26, 24128: an untitled section at
      // 50 under a 28-point header, in two revisions); no file shows a later one.
      return isFirst ? iOS16PlainSectionHeaderHeight : nil
    default:
      return nil
    }
  }

  /// A plain table's first section header from iOS 16: 22 (`sectionHeaderTopPadding`) + 28.
  public static let iOS16PlainSectionHeaderHeight = 50.0

  /// How much shorter than its row a cell's content view is: the separator's height below it,
  /// one pixel of a screen of `scale` before iOS 13 (Xcode 7 canvases at @2x: 44 → 43.5 in
  /// public apps' size-class storyboards; Xcode 9: 62 → 61.5; Xcode 10: 64 → 63.5 in
  /// Container-code, 44 → 43.5 in DynamicContainer and Restorer; cell XIBs of Xcode 8.3 and 9.3:
  /// 44 → 43.5, 80 → 79.5; against one Xcode 8 file, Refresh, saving 64 → 63), none from iOS 13,
  /// where the separator is drawn over the content (Xcode 11–12: 44, 64, 84 and 100 tall content
  /// views in 44 … 100 tall rows). Files saved before Xcode 6 took a whole point
  /// (``iOS7CellSeparatorHeight``).
  public static func cellSeparatorHeight(for version: IOSVersion, scale: Double) -> Double {
    version >= .iOS13 || scale <= 0 ? 0 : 1 / scale
  }

  /// The separator below a cell's content view on the canvases of Xcode 4 and 5 (iOS 6 and 7
  /// SDKs): a whole point (44 → 43 in NavStoryboard, 100 → 99 in Huckleberry, 96 → 95 and
  /// 64 → 63 in QReader).
  public static let iOS7CellSeparatorHeight = 1.0

  /// How much narrower than its cell the content view is with `accessory`, the cell's side
  /// margin being `margin` (``cellSeparatorInset(cellWidth:for:)``), on a screen of `scale`, with
  /// the SDK of point release `pointRelease` of `version` (2 for iOS 15.2; nil for the release's
  /// newest, which a scenario's `ios:` names), or nil when the corpora hold no such cell for the
  /// release (the importer then keeps Xcode's frame and does not count it):
  /// - disclosure indicator: ``disclosureIndicatorWidth(margin:scale:for:pointRelease:)``;
  /// - checkmark: the margin + 24 from iOS 11 (Archive/StaticTable: 414 → 370;
  ///   StaticTableDynamicType: 375 → 335; public Checklists storyboards of Xcode 9 and 10:
  ///   320 → 280 in 7stud/Checklists, 414 → 370 in IJkeBotman and Fivenn/Checklists; one file of
  ///   the early Xcode 9 build 13196 saves 320 → 281; Xcode 14–26 save 375 → 335, 414 → 370 and
  ///   320 → 280 in public Checklists and MyLocations storyboards); the margin + 20.5 on iOS 15
  ///   (every Xcode 13 point release, 19158 to 20037: 375 → 338.5 in Jimmy-2, Exogenex,
  ///   HuemanTarget and Marcus615/Checklists, 414 → 373.5 in AntonPaluch and DannyK18/Checklists,
  ///   375 → 338.333 on the @3x iPhone X canvas of EDI1IDE/Checklists: 20.667); not known before
  ///   iOS 11;
  /// - detail disclosure button: ``detailDisclosureButtonWidth(margin:scale:for:pointRelease:)``;
  /// - detail button: not known (the one public app that saves one, IOS-nRF-Mesh-Library, has
  ///   414-point cells only, 414 → 370, which cannot tell the margin's share from the button's;
  ///   the importer keeps Xcode's frame and scenarios refuse it).
  public static func accessoryWidth(
    _ accessory: CellAccessory, margin: Double, scale: Double, for version: IOSVersion,
    pointRelease: Int? = nil
  ) -> Double? {
    switch accessory {
    case .none: return 0
    case .disclosureIndicator:
      return disclosureIndicatorWidth(
        margin: margin, scale: scale, for: version, pointRelease: pointRelease)
    case .checkmark:
      guard version >= .iOS11 else { return nil }
      // iOS 15's is narrower, 20.5, rounded up to the pixel (the content view's width down).
      return margin + (version == .iOS15 ? roundedUpToPixels(20.5, scale: scale) : 24)
    case .detailDisclosureButton:
      return detailDisclosureButtonWidth(
        margin: margin, scale: scale, for: version, pointRelease: pointRelease)
    case .detailButton: return nil
    }
  }

  /// The first iOS 15 SDK whose accessories are a point narrower: iOS 15.2 (Xcode 13.2,
  /// toolsVersion 19529). Every public storyboard of the calibration pool saved by Xcode 13.2 to
  /// 13.4 (19529, 20037: Deltuh, Exogenex, Cizash, Marcus615 and EDI1IDE/Checklists,
  /// HabitRPG/habitica-ios, NordicSemiconductor/IOS-nRF-Mesh-Library) saves the disclosure
  /// indicator at the margin + 8.5 and the detail disclosure button at + 37; every one saved
  /// by Xcode 13.0 and 13.1 (19162, 19455: BlondieG813, AntonPaluch/Checklists, habitica-ios,
  /// AdnannM/HotelManzana) at + 9.5 and + 38, like the Xcode 12.5 files (18122) the importer
  /// reads as iOS 15 (Guides/UIKitVersions.md).
  public static let iOS15NarrowerAccessoriesPointRelease = 2

  /// Whether `version` at `pointRelease` (nil: the newest) has iOS 15.2's narrower accessories
  /// rather than iOS 15.0's (``iOS15NarrowerAccessoriesPointRelease``); only asked on iOS 15.
  static func hasIOS15NarrowerAccessories(_ pointRelease: Int?) -> Bool {
    (pointRelease ?? .max) >= iOS15NarrowerAccessoriesPointRelease
  }

  /// How much narrower than its cell a disclosure indicator (the chevron) leaves the content
  /// view, the cell's separator inset being `margin`, on a screen of `scale`:
  /// - before iOS 13, the margin + 18 (QReader, Xcode 5: 320 → 287 and 768 → 735 with 15;
  ///   Restorer, Xcode 10: 414 → 376 with 20; public Checklists storyboards of Xcode 9 and 10:
  ///   375 → 341 and 320 → 286 with 16);
  /// - iOS 13–14, the margin + 11 (Archive/StaticTable: 414 → 383 with 20; Archive/Styles and
  ///   StaticTableDynamicType: 375 → 348 with 16; rileytestut/Delta and HabitRPG/habitica-ios,
  ///   Xcode 11–12: 375 → 348);
  /// - iOS 15.0 and 15.1 (Xcode 13.0–13.1, and Xcode 12.5's files), the margin + 9.5: 375 →
  ///   349.5 in CFrancoGH, Jimmy-2 and BlondieG813/Checklists and habitica-ios, 414 → 384.5 in
  ///   HuiChihWang/MyLocations and habitica-ios, 374 → 344.5 in AdnannM/HotelManzana's
  ///   inset-grouped 414-point table; rounded up to the pixel on @3x canvases: 428 → 398.333 in
  ///   habitica-ios (19162, 19455);
  /// - from iOS 15.2 (Xcode 13.2–13.4, ``iOS15NarrowerAccessoriesPointRelease``), the margin +
  ///   8.5, rounded up to the pixel: 375 → 350.5 in Deltuh and Exogenex/Checklists and
  ///   habitica-ios, 414 → 385.5 in Cizash/Checklists and IOS-nRF-Mesh-Library, 428 → 399.333
  ///   in habitica-ios and 375 → 350.333 in IOS-nRF-Mesh-Library on @3x canvases (8.667);
  /// - from iOS 16, the margin + 10.5, rounded down to the screen's pixels like a section
  ///   header (``roundedDownToPixels(_:scale:)``): 375 → 348.5 in public Checklists and
  ///   MyLocations storyboards and HabitRPG/habitica-ios (Xcode 14–16, toolsVersions 21xxx–23xxx),
  ///   320 → 293.5 in bakhromusmanov/MyLocations-App, 414 → 383.5 on the @2x iPhone 11 in
  ///   NordicSemiconductor/IOS-nRF-Mesh-Library (Xcode 14 and 16), and 10.5 → 10.333 on @3x
  ///   canvases: 393 → 362.667 in Bjn31J, CelesTech03/Checklists and Manzaraz,
  ///   brendoncrowe/HotelManzana, 414 → 383.667 in Neatwhiskey/Checklists; iOS 26 the same
  ///   (rileytestut/Delta, Xcode 26, toolsVersions 24128 and 32700: 343-point inset-grouped
  ///   cells 316.5 wide beside the chevron, 16 + 10.5).
  public static func disclosureIndicatorWidth(
    margin: Double, scale: Double, for version: IOSVersion, pointRelease: Int? = nil
  ) -> Double {
    if version < .iOS13 { return margin + 18 }
    if version <= .iOS14 { return margin + 11 }
    if version == .iOS15 {
      let chevron = hasIOS15NarrowerAccessories(pointRelease) ? 8.5 : 9.5
      return margin + roundedUpToPixels(chevron, scale: scale)
    }
    return margin + roundedDownToPixels(10.5, scale: scale)
  }

  /// How much narrower than its cell a detail disclosure button (the info button and the
  /// chevron) leaves the content view, the cell's separator inset being `margin`, on a screen of
  /// `scale`; nil on a release whose frames were not found. From the frames Xcode saved in
  /// public apps' storyboards (Guides/UIKitVersions.md names them):
  /// - iOS 9–10: the margin + 52 (Xcode 5 and 7: 320 → 253, 600 → 533 in four files; Xcode
  ///   8.3: 320 → 253, 375 → 308);
  /// - iOS 11–12: 52 from the cell's layout margin, which iOS 11's system minimum margins make
  ///   at least 16 where the separator inset stays 15 (Xcode 9, toolsVersions 13529 and 13771:
  ///   320 → 252, 375 → 307 and, with 20, 414 → 342 in three files; Xcode 10: 320 → 252 and
  ///   375 → 307 in two, 414 → 342 in two, 1024 → 952). One file of an earlier Xcode 9 build,
  ///   toolsVersion 13196, saves 375 → 308, a point off;
  /// - iOS 13–14: the margin + 43 (Xcode 11.4: 414 → 351 in two files; Xcode 12: 375 → 316);
  /// - iOS 15.0 and 15.1 (Xcode 13.0–13.1, and Xcode 12.5's files): the margin + 38 (375 → 321
  ///   in BlondieG813, CFrancoGH, Dew613 and Jimmy-2/ChecklistsApp, 18122 and 19162; 414 → 356
  ///   in AntonPaluch/Checklists, 19455; 600 → 542 in Jimmy-2/ChecklistsApp). An Xcode 13 beta
  ///   (19115, Neatwhiskey/Checklists) saves iOS 14's 375 → 316;
  /// - from iOS 15.2 (Xcode 13.2–13.4, ``iOS15NarrowerAccessoriesPointRelease``): the margin +
  ///   37 (375 → 322 in Deltuh, Exogenex and Marcus615/Checklists; 414 → 357 in
  ///   Cizash/Checklists), and a third of a point more on @3x canvases (EDI1IDE/Checklists,
  ///   19529, the iPhone X: 375 → 321.667);
  /// - iOS 16–18: the margin + 42.5, rounded down to the pixel (Xcode 14: 375 → 316.5 in
  ///   DimaRyndya, Neatwhiskey and Jfernandez800/Checklists, 414 → 351.5 in CelesTech03, and on
  ///   @3x canvases 393 → 330.667 in CelesTech03, Bjn31J and NAD777/Checklists, 414 → 351.667
  ///   in Neatwhiskey, 42.333; Xcode 15: 375 → 316.5 in three files, 667 → 604.5; Xcode 16:
  ///   375 → 316.5).
  public static func detailDisclosureButtonWidth(
    margin: Double, scale: Double, for version: IOSVersion, pointRelease: Int? = nil
  ) -> Double? {
    switch version {
    case .iOS9, .iOS10: return margin + 52
    case .iOS11, .iOS12: return max(margin, 16) + 52
    case .iOS13, .iOS14: return margin + 43
    case .iOS15:
      guard hasIOS15NarrowerAccessories(pointRelease) else { return margin + 38 }
      return margin + 37 + (scale >= 3 ? 1 / scale : 0)
    case .iOS16, .iOS17, .iOS18: return margin + roundedDownToPixels(42.5, scale: scale)
    case .iOS26: return nil
    }
  }

  /// A table cell's separator inset (`separatorInset.left`), which is also the side margin of
  /// its content view and an inset-grouped table's section inset, and which an accessory keeps
  /// from the trailing edge too. `cellWidth` is the width the table's margins follow (the
  /// screen's, not an inset-grouped cell's own). From iOS 11, 20 in a table wider than 375
  /// points and 16 in one up to 375, iOS 11's system minimum layout margin:
  /// - 20 at 390 and 393 (the iPhone 12–16): the Emoji Dictionary exercise, Xcode 13.4 (20037)
  ///   on the 390-point iPhone 13 canvas, julianworden/EmojiDictionary: text fields pinned to
  ///   the content view's margins at x 20, 350 wide, in plain and grouped 390-point cells; Xcode
  ///   14–16 on the 393-point canvas: a578ff6/MyLabEmojiDictionaryPart3 (22155) and
  ///   dgerb88/EmojiDictionarySavingData (22154), fields at x 20, 353 wide in 393-point cells;
  ///   tony-adamson/DC-LessonTableView-EmojiDictionary (21701), subtitle labels at x 20;
  ///   ZFAbox/EmojiDictionary (23727), an inset-grouped table's 353-point cells at x 20 with
  ///   fields at x 20 (20 + 16 under a 16-point constant), so the table's width counts, not the
  ///   cell's; Manzaraz/HotelManzana and brendoncrowe/HotelManzana (21507), 24 margin-pinned
  ///   views at x 20 in 393-point cells (Guides/CalibrationSources.md);
  /// - 20 at 414 (Restorer, Xcode 10; Archive/StaticTable, Xcode 11);
  /// - 16 at 320 and 375 (Archive/Styles, StaticTableDynamicType; public Checklists storyboards
  ///   of Xcode 9 and 10, toolsVersions 13529, 13771 and 14460: a basic cell's text label at 16
  ///   in 320- and 375-point cells, a right-detail cell's detail label ending 16 before the edge,
  ///   content views 341 and 286 wide beside a disclosure indicator, 16 + 18, and 280 beside a
  ///   checkmark in a 320-point cell, 16 + 24 — IJkeBotman, Naakta, Insteration and
  ///   7stud/Checklists; Xcode 13–16 Checklists at 375: 375 → 316.5 beside a detail disclosure
  ///   button, 16 + 42.5). No calibration file has a width between 375 and 390, so where in
  ///   that gap 16 becomes 20 is not known: "wider than 375" is the narrowest rule the files fit.
  /// Before iOS 11, 15 at every width (UIKit's default since iOS 7: QReader's 320-point cells;
  /// Refresh, Xcode 8: 15 in a 375-point cell; a public app's Xcode 7 storyboard lays a
  /// right-detail cell out on its 600-point canvas with both labels 15 from the edges; Stack
  /// Overflow 29349917 reports 16 on an iPhone and 20 on an iPad running iOS 8: devices, not the
  /// canvases the importer is checked on; not modelled). Not the content view's top and bottom
  /// margins (``cellContentViewMargins(separatorInset:hasAccessory:for:)``). Before iOS 8 it was
  /// 15 at every width (``iOS7CellSeparatorInset``).
  public static func cellSeparatorInset(cellWidth: Double, for version: IOSVersion) -> Double {
    guard version >= .iOS11 else { return 15 }
    return cellWidth > widestCompactTableWidth ? 20 : 16
  }

  /// The widest table whose cells keep iOS 11's 16-point minimum margins (the iPhone 8, X and
  /// 12 mini, 375 points); the 390-point iPhone 12 already has 20
  /// (``cellSeparatorInset(cellWidth:for:)`` has the files).
  static let widestCompactTableWidth = 375.0

  /// A cell content view's layout margins, which UIKit sets (Interface Builder does not save
  /// them): from iOS 11, 11 above and below and the separator inset at the sides, 8 on the
  /// trailing side beside an accessory, which keeps its own distance from the edge (Xcode 9,
  /// toolsVersion 13771, already saves the 11-point top margin; albookcode TableHeader-v1: 20 at
  /// the sides of a 414-point cell; codeexamples StaticTableDynamicType, Xcode 11: labels 8 before
  /// the trailing edge of content views beside a disclosure indicator and a checkmark). Before
  /// iOS 11, UIView's default 8 on every side (public apps' Xcode 7 storyboards and Xcode 8.3
  /// cell XIBs save subviews 8 from margin-pinned edges; Stack Overflow 29349917: "margin was 8"
  /// in Xcode 7).
  public static func cellContentViewMargins(
    separatorInset: Double, hasAccessory: Bool, for version: IOSVersion
  ) -> DirectionalEdgeInsets {
    guard version >= .iOS11 else { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    return DirectionalEdgeInsets(
      top: 11, leading: separatorInset, bottom: 11, trailing: hasAccessory ? 8 : separatorInset)
  }

  /// The separator inset of iOS 7, before views had layout margins (iOS 8 added
  /// `layoutMargins`, and with them the wider cell insets of wide screens): 15 points at every
  /// width, the iPad's too (UITableView's `separatorInset` documentation: "In iOS 7 and later,
  /// cell separators do not extend all the way to the edge"; codeexamples' QReader, Xcode 5:
  /// 768-point cells whose disclosure indicator leaves a 735-point content view, 15 + 18).
  /// The simulator has no iOS 7; the importer uses it for files saved before Xcode 6.
  public static let iOS7CellSeparatorInset = 15.0
}

extension SystemMetrics {
  /// The height of a grouped table's section header, or nil where the canvases do not show it
  /// (the importer then keeps Xcode's frames), on a screen of `scale` (a height UIKit rounds
  /// down to the screen's pixels, ``roundedDownToPixels(_:scale:)``):
  /// - iOS 9–12: an untitled header is the table's `sectionHeaderHeight`, 17 more above the
  ///   first section (public Checklists storyboards of Xcode 9 and 10, toolsVersions 13529,
  ///   13771, 14313 and 14460, at 320, 375 and 414 points: the first row at 35 under 18, 36
  ///   between sections; IJkeBotman, Naakta, Fivenn and Insteration/Checklists; of Xcode 8.1 and
  ///   8.2, 11542 and 11762: 35, then 36, in La1c and Hogotron/Checklists; of Xcode 7 and 8.0,
  ///   9059 … 11201, 64 lower, below the canvas's bars: 99, then 36, in Adaok, BYWallace,
  ///   IssacCZ, JovannyEspinal, MichealQiu and La1c/Checklists); a titled one before iOS 11 is
  ///   not known (one file, oobii/EmojiDictStaticTableView, Xcode 8.2: 56 above the first row,
  ///   18 + 39 between);
  /// - iOS 13–18: an untitled header is the table's `sectionHeaderHeight` (StaticTableDynamicType,
  ///   Xcode 11: the first row at 18 under 18, the next section's at 18 + 18 below the last row,
  ///   its footer and header; the same up to iOS 18 in public Checklists storyboards of Xcode
  ///   12.5–16, 18122 … 23504, 20 tables — e.g. DimaRyndya/Checklists: 18, then 18 + 26.5 + 36 =
  ///   80.5; Guides/CalibrationSources.md);
  /// - iOS 11–14 and 16–18: a titled header is 38, and 17.5 more above the first section,
  ///   where the table has no row above it (Archive/StaticTable and Archive/Styles, Xcode 11:
  ///   the first row at 55.5 under a titled first header; 48 between an untitled 10-point
  ///   footer and a titled header: 10 + 38; the Emoji Dictionary, MyLocations and Hotel Manzana
  ///   exercises of public repos, toolsVersions 13196, 14460, 16097, 17701, 21507, 21701,
  ///   22155, 23094 and 23727: 55.5 on @2x canvases and 55.333 on @3x ones, then 18 + 38 = 56
  ///   between titled sections — brendoncrowe/HotelManzana, checked after the rule was set).
  ///   iOS 15 (Xcode 12.5–13) is not known: its files disagree, 55.5 and 18 + 38 in
  ///   artemnovichkov/wwdc21-samplecode and pome-ta/pystaUIKitCatalogChallenge (19115, 19142)
  ///   against 49.5 and 18 + 32 in HuiChihWang/MyLocations (18122), KrauserHuang/EmojiDictionary
  ///   and AdnannM/HotelManzana (19455), pome-ta's 19150 and wwdc21's 19082.
  /// A titled header's height does not depend on `sectionHeaderHeight`; an untitled header's
  /// is not known when that is automatic, -1 (Xcode 13's `automaticDimension`, which the
  /// calibration files do not show without a title; a titled header under -1 is 55.5 in
  /// adventam10/TableSample, Xcode 11). iOS 26 keeps iOS 13–18's sections: Xcode 26
  /// (toolsVersions 24128, 24506 and 32700) saves the first row at 18 under an untitled header
  /// and 55.5 under a titled one, 18 + 18 = 36 and 18 + 38 = 56 between sections, 63.5, 75.5,
  /// 91.5 and 84 around titled footers, 60 and 67.5 below empty ones, in rileytestut/Delta's
  /// Settings.storyboard and NordicSemiconductor/IOS-nRF-Mesh-Library's storyboards (grouped and
  /// inset-grouped, at 375 and 414 points).
  /// The title is one line of the footnote style, so these hold at the canvas's Large size only.
  ///
  /// A titled header below the first is 7.5 taller, 45.5, when its own section has a titled
  /// footer (`footerTitled`) on iOS 11–14 and 16–18: the same files as
  /// ``groupedSectionFooterHeight(title:sectionFooterHeight:titleWidth:for:)`` save a footed
  /// titled section 18 + 45.5 = 63.5 below an untitled 18-point footer where an unfooted one is
  /// 18 + 38 = 56 (rileytestut/Delta, Xcode 11–16: "Controller Opacity" after "Controller Skins";
  /// NordicSemiconductor/IOS-nRF-Mesh-Library, Xcode 12: "Periodic Heartbeats"), 10 + 45.5 =
  /// 55.5 below a 10-point one (AudioTapProcessor, Xcode 11.5), and a two-line footer (46) 91.5
  /// above a footed section but 84 above an unfooted one (Delta). A first header and an untitled
  /// one keep their height (Archive/StaticTable: a footed first section at 55.5;
  /// IOS-nRF-Mesh-Library: an untitled footed section 18 + 18 below its neighbour). Delta's
  /// Xcode 9 and 10 revisions save the same 63.5 and 84. On a @3x screen 45.5 rounds down to the
  /// pixel like 55.5 (no file shows it).
  ///
  /// Under a large title (`belowLargeTitle`: the table is the root of a scene whose navigation
  /// bar shows one) a titled first header has no more above it from iOS 16: 38, footed or not
  /// (NordicSemiconductor/IOS-nRF-Connect-Device-Manager, Xcode 15–26, toolsVersions 22155 …
  /// 32700: the first row at 38 under a titled first header, its prototype table's too, in the
  /// root of a navigation controller preferring large titles and in the tables of a tab bar
  /// controller pushed onto it; rileytestut/Delta's Settings.storyboard, Xcode 14–26, 21701 …
  /// 32700: 38 in two tables whose large title shows, footed first sections too, 55.5 in those
  /// set to `never`). Through iOS 13 it keeps its 55.5 (the Device Manager's Xcode 10 and 11
  /// revisions, 14113 … 16097, the same scenes); iOS 14 is not known there (no file).
  public static func groupedSectionHeaderHeight(
    titled: Bool, isFirst: Bool, footerTitled: Bool, sectionHeaderHeight: Double, scale: Double,
    for version: IOSVersion, belowLargeTitle: Bool = false
  ) -> Double? {
    guard titled else {
      guard sectionHeaderHeight >= 0 else { return nil }
      return version <= .iOS12 && isFirst ? sectionHeaderHeight + 17 : sectionHeaderHeight
    }
    guard version >= .iOS11, version != .iOS15 else { return nil }
    if isFirst, belowLargeTitle, version >= .iOS14 {
      return version == .iOS14 ? nil : roundedDownToPixels(38, scale: scale)
    }
    if isFirst { return roundedDownToPixels(55.5, scale: scale) }
    return roundedDownToPixels(footerTitled ? 45.5 : 38, scale: scale)
  }

  /// `value` rounded up to a whole number of pixels of a screen of `scale` (itself when the scale
  /// is unknown, 0).
  public static func roundedUpToPixels(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale - 1e-9).rounded(.up) / scale
  }

  /// `value` rounded down to a whole number of pixels of a screen of `scale` (itself when the
  /// scale is unknown, 0): a titled first section header is 55.5 on @2x canvases and 55.333 on
  /// @3x ones (``groupedSectionHeaderHeight(titled:isFirst:footerTitled:sectionHeaderHeight:scale:for:belowLargeTitle:)``).
  public static func roundedDownToPixels(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale + 1e-9).rounded(.down) / scale
  }

  /// The height of a grouped table's section footer, or nil where it is not known:
  /// - untitled (`title` nil): the table's `sectionFooterHeight` from iOS 9 (the same files as
  ///   the untitled header);
  /// - titled, from iOS 11 but for iOS 15 (iOS 26 as ``groupedSectionHeaderHeight(titled:isFirst:footerTitled:sectionHeaderHeight:scale:for:belowLargeTitle:)``
  ///   says): the title in the footnote style (13 points at the
  ///   canvas's Large size) wrapped at `titleWidth` (``groupedFooterTitleWidth(tableWidth:sectionInset:separatorInset:)``),
  ///   14 points + 16 a line (``groupedFooterTitleHeight(lines:)``). Read off the frames Xcode
  ///   saved where a footed section is followed by a titled one (the footer + the next header,
  ///   ``groupedSectionHeaderHeight(titled:isFirst:footerTitled:sectionHeaderHeight:scale:for:belowLargeTitle:)``):
  ///   one line 30, in bqlin/Apple-Sample-Code's AudioTapProcessor (Xcode 11.5, 320 points:
  ///   75.5 = 30 + 45.5), codeexamples' Archive/StaticTable (Xcode 11, 414: 75.5) and
  ///   rileytestut/Delta's Settings.storyboard (Xcode 11–16, 375: 75.5 below "Manage settings
  ///   for individual emulation cores."); two lines 46 in Delta (91.5 above a footed section,
  ///   84 above an unfooted one, Xcode 11–16, grouped and inset-grouped) and in
  ///   NordicSemiconductor/IOS-nRF-Mesh-Library's Settings and SetHeartbeatPublication
  ///   storyboards (Xcode 11–12, 414: 91.5); three lines 62 in Delta's inset-grouped table
  ///   (Xcode 15–16: a 595-point title in 311 points). Guides/CalibrationSources.md lists them.
  ///   An empty title (`footerTitle=""`, a field Xcode's inspector was cleared in) is 22 whatever
  ///   `sectionFooterHeight` says, and footed for the header above it: Delta's Settings.storyboard
  ///   saves 22 + 45.5 = 67.5 above a footed titled section and 22 + 38 = 60 above an unfooted
  ///   one under an 18-point `sectionFooterHeight` (Xcode 11–12 and 14.1–16, toolsVersions 16096
  ///   … 23504, 24 revisions).
  ///   The same on iOS 11–12 (Delta, Xcode 9 and 10, toolsVersions 13771 … 14490: 63.5 above a
  ///   footed section, 84 below a two-line footer above an unfooted one; IOS-nRF-Mesh-Library,
  ///   Xcode 10.3: 84 at 375, 414 and 600 points), but for an empty title (no file shows one).
  ///   Not iOS 15, whose titled headers are not known.
  public static func groupedSectionFooterHeight(
    title: String?, sectionFooterHeight: Double, titleWidth: Double, for version: IOSVersion
  ) -> Double? {
    guard let title else { return sectionFooterHeight >= 0 ? sectionFooterHeight : nil }
    guard version >= .iOS11, version != .iOS15 else { return nil }
    if title.isEmpty { return version >= .iOS13 ? groupedEmptyFooterTitleHeight : nil }
    var font = SystemFont.preferred(.footnote)
    font.adopt(version)
    let lines = TextMetrics.wrappedLines(of: title, font: font, maxWidth: max(titleWidth, 1)).count
    return groupedFooterTitleHeight(lines: lines)
  }

  /// A footer whose title is empty (``groupedSectionFooterHeight(title:sectionFooterHeight:titleWidth:for:)``).
  public static let groupedEmptyFooterTitleHeight = 22.0

  /// A titled footer of `lines` lines: 14 points of padding and 16 a line (the footnote style's
  /// 15.5-point line), as the calibration files of
  /// ``groupedSectionFooterHeight(title:sectionFooterHeight:titleWidth:for:)`` save one, two
  /// and three lines: 30, 46, 62.
  public static func groupedFooterTitleHeight(lines: Int) -> Double {
    14 + 16 * Double(max(lines, 1))
  }

  /// The width a grouped table's footer title wraps at: the table less its separator inset on
  /// each side, where the footer's text lines up with the cells' (16 at 375 points: Delta's
  /// 358.5-point "Preview games and save states when using context menus." takes two lines in
  /// 343); an inset-grouped table's section insets too (Delta's inset-grouped table, Xcode 15–16:
  /// a 594.5-point title takes three lines, as it does in 375 − 64 = 311 points and not in 343).
  public static func groupedFooterTitleWidth(
    tableWidth: Double, sectionInset: Double, separatorInset: Double
  ) -> Double {
    tableWidth - 2 * (sectionInset + separatorInset)
  }

  /// The content view's height of a self-sizing row (`UITableView.automaticDimension`) whose
  /// cell has one of UIKit's styles, with its labels at the canvas's Large size, on a screen of
  /// `scale`: the standard 44-point row less one pixel of separator, 43.5 on @2x canvases and
  /// 43.667 on @3x ones. Basic, right and left detail on iOS 12–18 (Xcode 10: Restorer's basic
  /// cell, a 43.5-point content view in a 44-point row, the separator taking the other half
  /// point; Xcode 11: DarkTheme's basic cells, 43.5-point rows with 43.5-point content views;
  /// public storyboards outside the holdout, toolsVersions 15505 … 23504: basic, right- and
  /// left-detail self-sizing rows 43.5 tall on @2x canvases, 43.667 on the @3x iPhone 8 Plus
  /// and iPhone 15 — adventam10/TableSample, artemnovichkov's sample code, the Checklists and
  /// MyLocations calibration repos, Guides/CalibrationSources.md). A subtitle cell on
  /// iOS 12 only (DynamicContainer's, Xcode 10): from iOS 13 its two lines make it taller with
  /// larger fonts (55.5 with 17- and 12-point labels in three Xcode 11–12 files), which this
  /// rule does not measure. Nil otherwise.
  public static func selfSizingStyledCellContentHeight(
    _ style: CellStyle, scale: Double, for version: IOSVersion
  ) -> Double? {
    guard version >= .iOS12, version <= .iOS18, scale > 0 else { return nil }
    if style == .subtitle, version != .iOS12 { return nil }
    return standardRowHeight - 1 / scale
  }
}

extension SystemMetrics {
  /// The height of a self-sizing row (`UITableView.automaticDimension`) of a custom cell whose
  /// content view nothing holds from below (no constraint on its bottom, bottom margin or
  /// height), so its content gives it no height: UIKit logs "Detected a case where constraints
  /// ambiguously suggest a height of zero for a table view cell's content view. We're
  /// considering the collapse unintentional and using standard height instead", and Xcode 11–16
  /// save such a row, and its content view, 44 less a pixel: 43.5 on @2x canvases, 43.667 on
  /// @3x ones (18 of 20 such cells in the calibration pool, toolsVersions 16097 … 23094 —
  /// JoeMendozaFigueroa/Checklists, Jimmy-2/ChecklistsApp, BlondieG813/Checklists,
  /// artemnovichkov/wwdc21-samplecode, Bjn31J/MyLocations, Murrayo64/Checklists,
  /// bakhromusmanov/MyLocations-App at 43.5; BangYoon/Checklists, NAD777/Checklists at 43.667;
  /// Guides/CalibrationSources.md), as a self-sizing styled row
  /// (``selfSizingStyledCellContentHeight(_:scale:for:)``). iOS 13–18; nil on iOS 26, whose
  /// canvases the pool does not show.
  public static func unheldSelfSizingRowHeight(scale: Double, for version: IOSVersion) -> Double? {
    guard version >= .iOS13, version <= .iOS18, scale > 0 else { return nil }
    return standardRowHeight - 1 / scale
  }
}

extension SystemMetrics {
  /// How far a basic-style cell's `textLabel` ends before its content view's trailing edge
  /// (it starts the separator inset from the leading edge and fills the content view's height):
  /// the separator inset without an accessory (Refresh, Xcode 8: 15 in a 375-point cell;
  /// AdaptivePopover, TwitterSearch, DarkTheme, Xcode 11: 16; BUG TableView State Restore: 20 in
  /// a 414-point cell); beside an accessory 0 on iOS 12 (Restorer, Xcode 10: 356 wide from 20 in a
  /// 376-point content view) and 8 from iOS 13 (Archive/Styles: 324 from 16 in 348); nil before
  /// iOS 12 with an accessory (not in the corpora).
  public static func basicTextLabelTrailingInset(
    hasAccessory: Bool, separatorInset: Double, for version: IOSVersion
  ) -> Double? {
    guard hasAccessory else { return separatorInset }
    if version >= .iOS13 { return 8 }
    return version == .iOS12 ? 0 : nil
  }
}

extension SystemMetrics {
  /// Whether a table keeps its cells' content views inside its safe area
  /// (`UITableView.insetsContentViewsToSafeArea`, added in iOS 11 with the safe area and true by
  /// default: "the table view positions the content view of its cells inside the safe area",
  /// Apple's UITableView documentation). Before iOS 11 there was no safe area to keep to.
  public static func insetsContentViewsToSafeArea(for version: IOSVersion) -> Bool {
    version >= .iOS11
  }
}
