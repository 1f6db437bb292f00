import AutoLayout

/// An alignment option of the visual format, as `NSLayoutConstraint.FormatOptions` names them:
/// `alignAllCenterY` aligns the center Y of every view in the format with the one before it.
public struct VisualFormatOption: Hashable, Sendable, CustomStringConvertible {
  /// The options, by name, with the attribute each aligns (`alignAllBaseline` is UIKit's old name
  /// for `alignAllLastBaseline`).
  public static let alignments: [(name: String, attribute: LayoutAttribute)] = [
    ("alignAllLeft", .left), ("alignAllRight", .right), ("alignAllTop", .top),
    ("alignAllBottom", .bottom), ("alignAllLeading", .leading), ("alignAllTrailing", .trailing),
    ("alignAllCenterX", .centerX), ("alignAllCenterY", .centerY),
    ("alignAllFirstBaseline", .firstBaseline), ("alignAllLastBaseline", .lastBaseline),
    ("alignAllBaseline", .lastBaseline),
  ]

  public var name: String
  /// The attribute the option aligns.
  public var attribute: LayoutAttribute
  /// Where the option was written.
  public var location: SourceLocation

  /// The option called `name`, written at `location`.
  ///
  /// - Throws: ``ScenarioError`` for a name that is not an option, suggesting a near miss.
  public init(_ name: String, at location: SourceLocation) throws(ScenarioError) {
    guard let attribute = Self.alignments.first(where: { $0.name == name })?.attribute else {
      throw ScenarioError(
        "unknown option '\(name)'"
          + Spelling.didYouMean(name, among: Self.alignments.map(\.name)),
        at: location)
    }
    self.name = name
    self.attribute = attribute
    self.location = location
  }

  public var description: String { name }
}
