/// The orientation of files from before Xcode 8's `<device>`, which keep it per scene.
extension DocumentBuilder {
  /// Whether a scene or view in `element` simulates a screen on its side
  /// (`<simulatedOrientationMetrics orientation="landscapeRight">`).
  static func simulatesLandscape(_ element: SourceElement) -> Bool {
    if element.name == "simulatedOrientationMetrics",
      element.attributes["orientation"]?.hasPrefix("landscape") == true
    {
      return true
    }
    return element.children.contains { simulatesLandscape($0) }
  }
}
