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
  /// Where a modal presentation that does not cover the screen (a card sheet, a form sheet)
  /// puts the root view, in window coordinates; nil when the root view fills the window.
  public var presentedFrame: Rect?
  /// The iOS release whose system metrics apply (the scenario's `ios:`).
  public var ios: IOSVersion = .newest
  /// The Dynamic Type category (`preferredContentSizeCategory`) text-style fonts are sized for.
  public var contentSizeCategory: ContentSizeCategory = .default
  /// The Bold Text setting (`legibilityWeight`): system fonts are drawn heavier when bold.
  public var legibilityWeight: LegibilityWeight = .regular

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

  /// The root view's safe-area insets: the device's (in a presented sheet, as far as the sheet
  /// overlaps the window's unsafe area), plus bars and additional insets, less the opaque bars
  /// the root view stops at.
  public var safeAreaInsets: EdgeInsets {
    let d = presentedFrame.map(deviceInsets(within:)) ?? traits.safeArea.value
    let a = additionalSafeAreaInsets
    let o = opaqueBarInsets
    return EdgeInsets(
      top: max(0, d.top + a.top - o.top), left: max(0, d.left + a.left - o.left),
      bottom: max(0, d.bottom + a.bottom - o.bottom), right: max(0, d.right + a.right - o.right))
  }

  /// The root view's frame: the window (or the presented sheet) less the opaque bars it stops at.
  public var rootFrame: Rect {
    let o = opaqueBarInsets
    let area = presentedFrame ?? bounds
    return Rect(
      x: area.minX + o.left, y: area.minY + o.top, width: max(0, area.width - o.left - o.right),
      height: max(0, area.height - o.top - o.bottom))
  }

  /// How far `rect` reaches into the device's unsafe area on each side: UIKit's safe area of a
  /// view that does not fill the window is the overlap of its frame with the window's insets.
  public func deviceInsets(within rect: Rect) -> EdgeInsets {
    let d = traits.safeArea.value
    return EdgeInsets(
      top: max(0, d.top - rect.minY), left: max(0, d.left - rect.minX),
      bottom: max(0, rect.maxY - (size.height - d.bottom)),
      right: max(0, rect.maxX - (size.width - d.right)))
  }
}
