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

  /// The root view's safe-area insets: the device's, plus bars and additional insets.
  public var safeAreaInsets: EdgeInsets {
    let d = traits.safeArea.value
    let a = additionalSafeAreaInsets
    return EdgeInsets(
      top: d.top + a.top, left: d.left + a.left, bottom: d.bottom + a.bottom, right: d.right + a.right)
  }
}
