/// Points, sizes, rectangles and insets in UIKit's terms (points, origin top-left, y down).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(format(x)), \(format(y)))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(format(width))×\(format(height))" }
}

/// `CGRect`: origin and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The rectangle moved by `offset`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// `[x, y, width, height]`, the scenario format's way of writing a frame.
  public var description: String {
    "[\(format(minX)), \(format(minY)), \(format(width)), \(format(height))]"
  }
}

/// `UIEdgeInsets`: fixed sides.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets()
  public var description: String {
    "[\(format(top)), \(format(left)), \(format(bottom)), \(format(right))]"
  }
}

/// `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = DirectionalEdgeInsets()

  /// The fixed sides under a layout direction.
  public func resolved(rightToLeft: Bool) -> EdgeInsets {
    rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

/// Numbers as a person writes them: `16`, `20.5`, `0.333` (at most three decimals, which a
/// pixel grid of 1/3 pt needs); never `-0`. Deterministic everywhere: every report of frames uses it.
public func format(_ value: Double) -> String {
  let v = value + 0
  if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
  let rounded = (v * 1000).rounded() / 1000
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
