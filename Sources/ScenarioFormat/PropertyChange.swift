import AutoLayout
import Cassowary

/// `ID.PROPERTY: VALUE` in `set:`, `animate:` and a trait variation's `set:`: a typed change of a
/// view or of a named constraint, read and checked once by the reader (the REPL's typed events go
/// through the same reader), so the simulation only applies it.
public struct PropertyChange: Hashable, Sendable {
  /// A view id or a named constraint.
  public var target: Located<String>
  /// The property as written (reports name it: `set: title.text`).
  public var property: Located<String>
  public var change: Change

  public init(target: Located<String>, property: Located<String>, change: Change) {
    self.target = target
    self.property = property
    self.change = change
  }

  /// A view's property or a constraint's: which one the property's name says (no view property
  /// shares a name with a constraint's).
  public enum Change: Hashable, Sendable {
    case view(ViewChange)
    case constraint(ConstraintChange)
  }
}

/// A new value for one property of a view, in AutoLayout's types.
public enum ViewChange: Hashable, Sendable {
  case intrinsicSize(IntrinsicSize)
  case hugging(AxisPriorities)
  case compressionResistance(AxisPriorities)
  case layoutMargins(LayoutMargins)
  case layoutMarginsFollowReadableWidth(Bool)
  case preservesSuperviewLayoutMargins(Bool)
  case insetsLayoutMarginsFromSafeArea(Bool)
  case hidden(Bool)
  case alpha(Double)
  /// A frame-based view's frame.
  case frame(Rect)
  case autoresizing(AutoresizingMask)
  case semanticContent(SemanticContentAttribute)
  /// A label's or text view's text, as written (`@key` unresolved).
  case text(String)
  /// A button's title, as written.
  case title(String)
  /// A text field's placeholder, as written.
  case placeholder(String)
  case font(ScenarioView.Font)
  case lines(Int)
  case preferredMaxLayoutWidth(Double)
  /// A button's `contentEdgeInsets`.
  case contentInsets(EdgeInsets)
  /// An image view's image size.
  case size(Size)
  case scrollEnabled(Bool)
  // A stack view's arrangement.
  case axis(LayoutAttribute.Axis)
  case alignment(StackViewConfiguration.Alignment)
  case distribution(StackViewConfiguration.Distribution)
  case spacing(ScenarioView.Spacing)
  /// The spacing after arranged views, by id.
  case customSpacing([ScenarioView.CustomSpacing])
  case layoutMarginsRelative(Bool)
  case baselineRelative(Bool)
}

/// A new value for one property of a named constraint.
public enum ConstraintChange: Hashable, Sendable {
  case constant(Double)
  case priority(Priority)
  case active(Bool)
}
