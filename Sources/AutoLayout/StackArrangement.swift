import Cassowary

/// A stack view's arranged subviews and the constraints it made for them: UIKit's private
/// `_UILayoutArrangement`, as ``LayoutEngine`` keeps it.
struct StackArrangement {
  var configuration: StackViewConfiguration
  var arrangedSubviews: [ViewID]
  /// The `UISV-*` constraints made for the arrangement as it is now, in the order they were
  /// made; a ``ConstraintOwner/stack(_:_:)`` owner points into this list.
  var generated: [GeneratedConstraint] = []
  /// The `UISV-fill-proportionally` multipliers in place, so that a change in an arranged view's
  /// intrinsic size (its text, its Dynamic Type size) is seen and the shares made again, as
  /// UIKit's `_intrinsicContentSizeInvalidatedForChildView` does.
  var proportions: [Double] = []
}

/// One constraint a stack view made, and how UIKit's log writes it.
struct GeneratedConstraint {
  /// The constraint; its `identifier` is UIKit's (`UISV-spacing`, …).
  var constraint: LayoutConstraint
  var form: Form
  /// The solver's id while installed; nil when a conflict broke it.
  var solverID: ConstraintID?

  /// How `NSLayoutConstraint.description` prints it: as an equation, or in the visual format
  /// UIKit uses for spacing between neighbours (`H:[a]-(8)-[b]`) and for an item's trailing or
  /// bottom edge on its canvas (`H:[b]-(0)-|`).
  enum Form {
    case equation
    case spacing
    case canvasEnd
  }
}
