/// The window a view controller's view is laid out in: a device, an orientation, and what the
/// trait collection says of layout (direction, size classes).
public struct Window: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  /// The window's size when it is not the screen's (iPad split view, Stage Manager).
  public var sizeOverride: Size?
  public var isRightToLeft: Bool
  /// Insets the window's safe area grows by beyond the device's: bars (navigation, tab) and the
  /// view controller's `additionalSafeAreaInsets`.
  public var additionalSafeAreaInsets: EdgeInsets
  /// How far opaque bars reach into the window from each edge when the view controller's view
  /// does not extend under them (`UITabBar.isTranslucent` false and
  /// `extendedLayoutIncludesOpaqueBars` false, UIKit's default): the root view is the window less
  /// these, and its safe area loses them. Zero for translucent bars, which the view lies under.
  public var opaqueBarInsets: EdgeInsets = .zero
  /// The iOS release whose system metrics apply (the scenario's `ios:`).
  public var ios: IOSVersion = .newest
  /// The Dynamic Type category (`preferredContentSizeCategory`) text-style fonts are sized for.
  public var contentSizeCategory: ContentSizeCategory = .default

  public init(
    device: Device, orientation: Orientation = .portrait, isRightToLeft: Bool = false,
    sizeOverride: Size? = nil, additionalSafeAreaInsets: EdgeInsets = .zero,
    contentSizeCategory: ContentSizeCategory = .default
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.device = device
    self.orientation = orientation
    self.isRightToLeft = isRightToLeft
    self.sizeOverride = sizeOverride
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
  }

  public var size: Size { sizeOverride ?? device.size(in: orientation) }
  public var bounds: Rect { Rect(origin: .zero, size: size) }
  public var scale: Double { device.scale.value }
  public var traits: OrientationTraits { device.traits(in: orientation) }

  /// The root view's safe-area insets: the device's, plus bars and additional insets, less the
  /// opaque bars the root view stops at.
  public var safeAreaInsets: EdgeInsets {
    let d = traits.safeArea.value
    let a = additionalSafeAreaInsets
    let o = opaqueBarInsets
    return EdgeInsets(
      top: max(0, d.top + a.top - o.top), left: max(0, d.left + a.left - o.left),
      bottom: max(0, d.bottom + a.bottom - o.bottom), right: max(0, d.right + a.right - o.right))
  }

  /// The root view's frame: the window less the opaque bars it stops at.
  public var rootFrame: Rect {
    let o = opaqueBarInsets
    return Rect(
      x: o.left, y: o.top, width: max(0, size.width - o.left - o.right),
      height: max(0, size.height - o.top - o.bottom))
  }
}
