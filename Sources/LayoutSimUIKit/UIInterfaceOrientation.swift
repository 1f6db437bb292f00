import AutoLayout

/// `UIInterfaceOrientation`, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait, portraitUpsideDown, landscapeRight, landscapeLeft

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  var engineOrientation: Orientation {
    switch self {
    case .unknown, .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeRight: .landscapeRight
    case .landscapeLeft: .landscapeLeft
    }
  }
}
