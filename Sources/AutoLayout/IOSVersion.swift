/// The iOS release a scenario is laid out for (the scenario's `ios:`): system metrics that
/// changed between releases are chosen by it (``SystemMetrics``). The default is the newest the
/// simulator knows.
///
/// ```swift
/// SystemMetrics.roundedTextFieldHeight(for: .iOS12)   // 30
/// SystemMetrics.roundedTextFieldHeight(for: .newest)  // 34
/// ```
public enum IOSVersion: String, CaseIterable, Comparable, Hashable, Sendable {
  case iOS9 = "9", iOS10 = "10", iOS11 = "11", iOS12 = "12", iOS13 = "13", iOS14 = "14"
  case iOS15 = "15", iOS16 = "16", iOS17 = "17", iOS18 = "18"

  /// The newest release the simulator's tables know: the default.
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
}
