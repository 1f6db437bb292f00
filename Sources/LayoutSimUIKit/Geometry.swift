import AutoLayout
@_exported import Foundation

// Foundation on Linux (swift-corelibs-foundation) already has CGFloat, CGPoint, CGSize and CGRect
// with `.zero`, `minX`…`maxY`, `width`, `height`, `insetBy`, `offsetBy` and `union`, so layout
// code uses those; `@_exported` makes them visible with `import LayoutSimUIKit` alone, as
// `import UIKit` re-exports Foundation and CoreGraphics. Only UIKit's own geometry is here.

/// `UIEdgeInsets`: insets on fixed sides.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets()
}

/// `NSDirectionalEdgeInsets`: insets whose horizontal sides follow the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// `rect.inset(by: insets)`, UIKit's `UIEdgeInsetsInsetRect`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}


// MARK: Between UIKit's types and the engine's

extension CGRect {
  init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
  var engineRect: Rect {
    Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
  }
}

extension CGSize {
  init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension UIEdgeInsets {
  init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
  var engineInsets: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}

extension NSDirectionalEdgeInsets {
  var engineInsets: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing)
    )
  }
}
