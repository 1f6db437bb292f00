import AutoLayout

/// The fixed colours of the pictures: one per view kind, and the overlays' (safe area, keyboard,
/// changed frames, failed expectations). Fixed so that a picture reads the same in every report.
public enum ViewPalette {
  /// A view kind's colour, as `#rrggbb`.
  public static func color(of kind: ViewKind?) -> String {
    switch kind {
    case .view?, nil: "#8e8e93"
    case .label?: "#0a84ff"
    case .button?: "#af52de"
    case .image?: "#a2845e"
    case .textField?: "#30b0c7"
    case .textView?: "#5856d6"
    case .switch?: "#d4a800"
    case .slider?: "#00a99d"
    case .stack?: "#2f6f4f"
    case .scroll?: "#7d7aff"
    case .segmentedControl?: "#ff6482"
    }
  }

  /// The safe area's dashed outline.
  public static let safeArea = "#34c759"
  /// The software keyboard.
  public static let keyboard = "#636366"
  /// The outline of a view whose frame changed since the previous step.
  public static let changed = "#ff9500"
  /// The corner marking a view whose text UIKit would truncate.
  public static let truncated = "#ff2d55"
  /// The status, navigation and tab bars.
  public static let bar = "#aeaeb2"
  /// A view an automatic check flags (ambiguity, out of bounds, overlap, truncation, …).
  public static let finding = "#d100d1"
  /// The selected view in the view debugger, and the other items of its constraints.
  public static let selected = "#0040dd"
  /// A failed frame expectation: the expected frame dashed, the actual one solid.
  public static let failure = "#ff3b30"
}
