import AutoLayout

// The format's values in the engine's types: one conversion for a declared view and for `set`.
extension ScenarioView.Margins {
  /// `[top, leading, bottom, trailing]` is `directionalLayoutMargins`; `{top, left, …}` is
  /// `layoutMargins`.
  public var layoutMargins: LayoutMargins {
    switch self {
    case .directional(let v):
      .directional(DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]))
    case .fixed(let top, let left, let bottom, let right):
      .fixed(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
  }
}

extension ScenarioView.Autoresizing {
  /// The mask the flags make together.
  public static func mask(_ flags: [ScenarioView.Autoresizing]) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    for flag in flags {
      switch flag {
      case .flexibleLeftMargin: mask.insert(.flexibleLeftMargin)
      case .flexibleWidth: mask.insert(.flexibleWidth)
      case .flexibleRightMargin: mask.insert(.flexibleRightMargin)
      case .flexibleTopMargin: mask.insert(.flexibleTopMargin)
      case .flexibleHeight: mask.insert(.flexibleHeight)
      case .flexibleBottomMargin: mask.insert(.flexibleBottomMargin)
      }
    }
    return mask
  }
}

extension EdgeInsets {
  /// `[top, left, bottom, right]` as the format writes a button's content insets.
  init(_ sides: [Double]) {
    self.init(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
  }
}
