/// The iOS release a scenario is laid out for (the scenario's `ios:`): system metrics that
/// changed between releases are chosen by it (``SystemMetrics``). The default is iOS 18, the
/// newest release whose tables the simulator knows in full; iOS 26 (the release after 18) is
/// known where a table says so and otherwise laid out as iOS 18.
///
/// ```swift
/// SystemMetrics.roundedTextFieldHeight(for: .iOS12)   // 30
/// SystemMetrics.roundedTextFieldHeight(for: .newest)  // 34
/// ```
public enum IOSVersion: String, CaseIterable, Comparable, Hashable, Sendable {
  case iOS9 = "9", iOS10 = "10", iOS11 = "11", iOS12 = "12", iOS13 = "13", iOS14 = "14"
  case iOS15 = "15", iOS16 = "16", iOS17 = "17", iOS18 = "18", iOS26 = "26"

  /// The newest release whose tables the simulator knows in full: the default.
  public static let newest = IOSVersion.iOS18

  /// The major version number.
  public var major: Int { Int(rawValue) ?? 0 }

  public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.major < b.major }
}

/// System metrics that depend on the iOS release. Each number says where it was read; the
/// table of them is `Guides/UIKitVersions.md`.
public enum SystemMetrics {
  /// A rounded-rect `UITextField`'s intrinsic height with its default font: 34 from
  /// iOS 13, 30 before (Xcode 8–10 canvases save 30: codeexamples' RemindMe10; Xcode 11 and later
  /// 34: SpeakEasy, albookcode's forms).
  public static func roundedTextFieldHeight(for version: IOSVersion) -> Double {
    version >= .iOS13 ? 34 : 30
  }

  /// A `UISwitch`'s size to constraints, its alignment rectangle: 49 × 31 through iOS 18, where
  /// its frame is 51 × 31. Xcode saves the corpus's switches 51 × 31 (codeexamples, albookcode)
  /// and lays them out 49 wide, 2 pt past their trailing constraint (albookcode's MultiLine-v2;
  /// CorpusFileSetTests lays it out through the importer). iOS 26 redrew the switch 63 × 28:
  /// public apps' storyboards outside the corpora saved by Xcode 26 (toolsVersion 24127 to
  /// 24765, three apps, 52 switches) save every switch 63 × 28 and none 51 × 31, and one pinned
  /// 20 from its cell's trailing edge ends 2 pt past it (the same 2-pt inset): 61 × 28.
  public static func switchAlignmentSize(for version: IOSVersion) -> Size {
    version >= .iOS26 ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
  }

  /// What a `UISwitch`'s frame extends past its alignment rectangle: 2 pt on the right
  /// (``switchAlignmentSize``).
  public static let switchAlignmentRectInsets = EdgeInsets(right: 2)

  /// What a `UISegmentedControl`'s frame extends past its alignment rectangle: 1 pt at the
  /// bottom (codeexamples' RemindMe10, iOS 10: saved 29 tall with the next view 16 below 28;
  /// Archive/RemindMe, iOS 13: saved 32, the next view 16 below 31).
  public static let segmentedControlAlignmentRectInsets = EdgeInsets(bottom: 1)

  /// A `UISlider`'s intrinsic height to constraints, its alignment rectangle's (no intrinsic
  /// width: it stretches sideways): 30, its frame 31 (``sliderAlignmentRectInsets``). Calibrated
  /// on Apple's sample code re-saved in public repositories (not the holdout;
  /// Guides/CalibrationSources.md): every slider placed by constraints without a height is
  /// saved 31 tall by Xcode 8 to 13 (toolsVersion 8121 to 19142); UIKitCatalog's
  /// SliderViewController (artemnovichkov/wwdc20-samplecode 14810.11, pome-ta/
  /// pystaUIKitCatalogChallenge 19142.2) centres its sliders half a point below a 44-point
  /// cell's centre (22.5) and saves them at y 7.5 = 22.5 − 30 / 2: the frame's top is the
  /// alignment rectangle's, 30 tall (a 31-point box would start at 7).
  public static let sliderHeight = 30.0

  /// What a `UISlider`'s frame extends past its alignment rectangle: 2 pt on each side and 1 at
  /// the bottom. Apple's samples (as above) save every slider pinned at its leading and trailing
  /// edges 2 pt before the leading constraint and 4 wider than the constraints make it: x 18
  /// for a leading constant of 20 (UIKitCatalog: 339 wide on a 375-point cell), x −2 and 379
  /// wide for one as wide as its 375-point superview (AVCamPhotoFilter,
  /// bqlin/Apple-Sample-Code, 13189.4); QuartzDemo's (bqlin/Apple-Sample-Code, Xcode 8.3, 12120), pinned 20 above a
  /// 667-point root's bottom and 8 below a segmented control whose alignment rectangle ends at
  /// 599 (``segmentedControlAlignmentRectInsets``), is saved 607 to 648: the alignment
  /// rectangle 607 to 647, the frame a point below it.
  public static let sliderAlignmentRectInsets = EdgeInsets(left: 2, bottom: 1, right: 2)
}

extension SystemMetrics {
  /// UIKit controls whose intrinsic size the simulator takes from this table rather than a
  /// view kind of its own: `layoutsim import` writes the size as the view's intrinsic size.
  public enum Control: String, Hashable, Sendable, CaseIterable {
    case stepper, activityIndicator, largeActivityIndicator, progressView, datePicker, pickerView
    case segmentedControl, infoButton, navigationBar
  }

  /// A control's intrinsic size (`nil` on an axis: none, the constraints decide), or nil when the
  /// release's size is not known. Each number is a frame Xcode saved in the corpora
  /// (`../shared/corpus`) for a control without a size constraint:
  /// - `UIStepper` 94 × 29 through iOS 12 (codeexamples' Designable, Xcode 9), 94 × 32 from iOS 13
  ///   (Archive/StaticTable, Xcode 11);
  /// - `UIActivityIndicatorView` 20 × 20, the large style (`whiteLarge`, iOS 13's `large`)
  ///   37 × 37 (Archive/Styles; UIKit's documentation of the styles);
  /// - `UIProgressView` 2 tall through iOS 13 (Archive/Styles), its width the constraints';
  /// - `UIDatePicker` (wheels) and `UIPickerView` 216 tall through iOS 13 (RemindMe10, Xcode 8;
  ///   SpeakEasy, Xcode 11), their width the constraints'. iOS 14's compact date picker and later
  ///   progress views are not in the corpora: nil;
  /// - `UISegmentedControl` 28 tall to constraints through iOS 12 (observed on iOS 10: RemindMe10,
  ///   saved 29 tall with the next view 16 below 28), 31 from iOS 13 (Archive/RemindMe: saved 32,
  ///   the next view 16 below 31); UIKit draws it a point taller than its alignment rectangle.
  ///   Its width comes from its titles (``SegmentedControlMetrics``): nil here.
  /// - An info button (`UIButton.ButtonType.infoLight`, `.infoDark`) 25 × 24 from iOS 13, its
  ///   SF Symbol glyph (codeexamples' ScrollGuide-IB, Xcode 11: saved 25 × 24 with only its
  ///   leading and top pinned). Earlier releases' are not in the corpora: nil.
  /// - A `UINavigationBar` of its own (not a navigation controller's), without large titles, 44
  ///   tall in a regular-height window on every release (`reference/auto-layout-demystified-2.md`:
  ///   "Navigation bar 44 pt (32 in iPhone landscape on iOS 7)"; `reference/existing-systems.md`;
  ///   public apps' storyboards outside the corpora save bars pinned at their top 44 tall on
  ///   iOS 9 and 12); its width the constraints'. The importer asks for it only on an upright
  ///   iPhone canvas or an iPad's, where the height is regular.
  public static func intrinsicSize(of control: Control, for version: IOSVersion) -> IntrinsicSize? {
    switch control {
    case .stepper: return IntrinsicSize(width: 94, height: version >= .iOS13 ? 32 : 29)
    case .activityIndicator: return IntrinsicSize(width: 20, height: 20)
    case .largeActivityIndicator: return IntrinsicSize(width: 37, height: 37)
    case .progressView: return version <= .iOS13 ? IntrinsicSize(width: nil, height: 2) : nil
    case .datePicker, .pickerView:
      return version <= .iOS13 ? IntrinsicSize(width: nil, height: 216) : nil
    case .segmentedControl: return IntrinsicSize(width: nil, height: version >= .iOS13 ? 31 : 28)
    case .infoButton: return version >= .iOS13 ? IntrinsicSize(width: 25, height: 24) : nil
    case .navigationBar: return IntrinsicSize(width: nil, height: 44)
    }
  }
}

extension SystemMetrics {
  /// The height of one line of a text style's font where an older release differs from the
  /// model (``SystemFont/lineHeight``), or nil. Xcode 9–11 canvases (iOS 11–13) saved one line
  /// of Body and Headline at the Large size 20 tall where earlier and later ones save 20.5
  /// (codeexamples: WorldFacts, 14 labels, Xcode 10; Motion, AlertController, AnimatedConstraints,
  /// Xcode 11; Designable, Xcode 9 — against one Headline saved 21 in Vector, Xcode 9, and
  /// RemindMe10's 20.5 on Xcode 8), and Xcode 9–10 (iOS 11–12) one line of Title 1 31.5 where
  /// later ones save 33.5 (Restorer and ScrollGuide-IB, Xcode 10; albookcode's TableHeader-v2,
  /// Xcode 11, 33.5). Other styles (Subheadline, Footnote, Caption) saved the model's heights.
  /// Only the Large size is known; other sizes keep the model's.
  public static func textStyleLineHeight(
    _ style: TextStyle, category: ContentSizeCategory, for version: IOSVersion
  ) -> Double? {
    guard (IOSVersion.iOS11...IOSVersion.iOS13).contains(version), category == .large else {
      return nil
    }
    switch style {
    case .body, .headline: return 20
    case .title1: return version <= .iOS12 ? 31.5 : nil
    default: return nil
    }
  }
}

extension SystemMetrics {
  /// Whether a view's layout margins are measured from its safe area
  /// (`insetsLayoutMarginsFromSafeArea`). The safe area and that property came with iOS 11;
  /// before, margins were measured from the view's edges, and a root view's top and bottom
  /// margins were 0 under the bars (Apple, `UIView.directionalLayoutMargins`: "If the view is a
  /// view controller's root view, the system sets and manages the margins. The top and bottom
  /// margins are set to zero points."; the top and bottom layout guides held the bars).
  public static func marginsFollowSafeArea(for version: IOSVersion) -> Bool {
    version >= .iOS11
  }

  /// A root view's leading and trailing layout margins before iOS 11, where the system managed
  /// them and they could not be changed (useyourloaf.com, "Changing Root View Layout Margins",
  /// 2017: "16 or 20 points"): 20 on a root view at least 414 wide (the iPhone Plus upright, any
  /// iPhone 6 or later on its side), 16 below. Checked on a public app's landscape storyboard
  /// outside the corpora (Xcode 8.3, the iPhone 8 on its side: views 20 + c from the leading and
  /// trailing margins of a 667-wide root, where iOS 11's compact-width minimum is 16). From
  /// iOS 11 the device's `systemMinimumLayoutMargins` apply (``Device/systemMinimumMargin(in:)``).
  public static func legacyRootMargin(width: Double) -> Double {
    width >= 414 ? 20 : 16
  }
}
