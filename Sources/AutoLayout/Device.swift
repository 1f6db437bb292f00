/// `UIUserInterfaceIdiom`, as far as layout cares.
public enum Idiom: String, Hashable, Sendable {
  case phone
  case pad
}

/// `UIInterfaceOrientation`.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
  case compact
  case regular
}

/// One number of a device's data, with where it came from: every number in the catalog says
/// which source gave it (DESIGN.md: "Device data is data, each number with where it came from").
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var source: String
  public init(_ value: Value, _ source: String) {
    self.value = value
    self.source = source
  }
}

/// What layout needs to know of a device in one orientation family.
public struct OrientationTraits: Hashable, Sendable {
  /// Safe-area insets of the window, fixed sides, in this orientation's coordinates.
  public var safeArea: Sourced<EdgeInsets>
  /// The status bar's height (0 when hidden, as on notched iPhones in landscape).
  public var statusBar: Sourced<Double>
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  /// The docked software keyboard's height, without the input accessory bar.
  public var keyboardHeight: Sourced<Double>
  /// How much of ``keyboardHeight`` is the predictive (QuickType) bar: 0 where the catalog's
  /// height is one without it.
  public var predictiveBarHeight: Sourced<Double>

  public init(
    safeArea: Sourced<EdgeInsets>, statusBar: Sourced<Double>, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass, keyboardHeight: Sourced<Double>,
    predictiveBarHeight: Sourced<Double> = Sourced(0, "none: the keyboard height has no predictive bar")
  ) {
    self.safeArea = safeArea
    self.statusBar = statusBar
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.keyboardHeight = keyboardHeight
    self.predictiveBarHeight = predictiveBarHeight
  }

  /// The docked keyboard's height with the predictive bar turned off (Settings › General ›
  /// Keyboard › Predictive).
  public var keyboardHeightWithoutPredictiveBar: Double {
    keyboardHeight.value - predictiveBarHeight.value
  }
}

/// A device: screen size in points (portrait), scale, idiom, and per-orientation traits.
public struct Device: Hashable, Sendable {
  /// The catalog id (`iphone-15-pro`) or a custom device's name.
  public var id: String
  /// Interface Builder's ids for it (`retina6_12`), and other names it answers to.
  public var aliases: [String]
  public var name: String
  /// The screen in portrait, in points.
  public var portraitSize: Sourced<Size>
  /// Pixels per point: 2 or 3. Frames are rounded to 1/scale.
  public var scale: Sourced<Double>
  public var idiom: Idiom
  public var portrait: OrientationTraits
  public var landscape: OrientationTraits
  /// The root view's minimum leading/trailing layout margins (`systemMinimumLayoutMargins`) in
  /// portrait and landscape: 16 on compact-width iPhones, 20 on iPads and on large iPhones.
  public var systemMinimumMargins: Sourced<[Double]>
  /// The root view's leading and trailing margins in portrait and landscape when the scenario
  /// states them for a canvas that is no device (Xcode 6's 600 × 600 square): they replace
  /// ``systemMinimumMargins`` and, before iOS 11, the width rule
  /// (``SystemMetrics/legacyRootMargin(width:)``). nil, or nil for an orientation: those rules.
  public var statedRootMargins: Sourced<[Double?]>? = nil
  /// The radius of the screen's rounded corners in points (`_displayCornerRadius`); 0 for the
  /// square screens of home-button devices. Views are not clipped by it: reports and checks can
  /// say what a corner hides.
  public var displayCornerRadius: Sourced<Double>

  public init(
    id: String, aliases: [String] = [], name: String, portraitSize: Sourced<Size>,
    scale: Sourced<Double>, idiom: Idiom, portrait: OrientationTraits, landscape: OrientationTraits,
    systemMinimumMargins: Sourced<[Double]>,
    displayCornerRadius: Sourced<Double> = Sourced(0, "not given: a square screen")
  ) {
    self.displayCornerRadius = displayCornerRadius
    self.id = id
    self.aliases = aliases
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.idiom = idiom
    self.portrait = portrait
    self.landscape = landscape
    self.systemMinimumMargins = systemMinimumMargins
  }

  /// Whether the device has a home indicator instead of a home button: its safe area keeps a
  /// strip at the bottom in portrait (34 pt on iPhones, 20 on iPads).
  public var hasHomeIndicator: Bool { portrait.safeArea.value.bottom > 0 }

  /// The screen's size in an orientation.
  public func size(in orientation: Orientation) -> Size {
    let s = portraitSize.value
    return orientation.isLandscape ? Size(width: s.height, height: s.width) : s
  }

  public func traits(in orientation: Orientation) -> OrientationTraits {
    orientation.isLandscape ? landscape : portrait
  }

  /// The root view's minimum leading and trailing margin in an orientation.
  public func systemMinimumMargin(in orientation: Orientation) -> Double {
    systemMinimumMargins.value[orientation.isLandscape ? 1 : 0]
  }

  /// The root view's stated margin in an orientation (``statedRootMargins``), or nil.
  public func statedRootMargin(in orientation: Orientation) -> Double? {
    statedRootMargins?.value[orientation.isLandscape ? 1 : 0]
  }
}
