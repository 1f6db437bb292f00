/// A `UIStackView`'s arrangement properties: what it reads to make the constraints that lay out
/// its arranged subviews (``LayoutEngine/setArrangement(_:arrangedSubviews:of:)``).
///
/// The defaults are UIKit's: horizontal, fill, fill, spacing 0, edges (not margins), edge to
/// edge (not baseline to baseline).
///
/// ```swift
/// let form = StackViewConfiguration(axis: .vertical, spacing: 8)
/// try engine.setArrangement(form, arrangedSubviews: [title, image, button], of: stack)
/// ```
public struct StackViewConfiguration: Hashable, Sendable {
  /// `UIStackView.Alignment`: where the arranged views sit across the axis.
  ///
  /// UIKit gives `top` and `leading` one raw value, and `bottom` and `trailing` another: in a
  /// horizontal stack `leading` means top; in a vertical one `top` means leading. The baseline
  /// alignments apply to horizontal stacks; a vertical stack lays them out as `fill`.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
  }

  /// `UIStackView.Distribution`: how the arranged views share the length along the axis.
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public var axis: LayoutAttribute.Axis
  public var alignment: Alignment
  public var distribution: Distribution
  /// `spacing`, in points: the gap between neighbours (the least gap for `equalSpacing` and
  /// `equalCentering`). Ignored when ``usesSystemSpacing``.
  public var spacing: Double
  /// `spacing = UIStackView.spacingUseSystem`: the system spacing between siblings, 8 points
  /// (``StackViewConfiguration/systemSpacing``).
  public var usesSystemSpacing: Bool
  /// `setCustomSpacing(_:after:)`: the gap after an arranged view, in place of ``spacing``.
  /// A gap after the last visible view has no effect, as in UIKit.
  public var customSpacing: [ViewID: Double]
  /// `isLayoutMarginsRelativeArrangement`: the views are laid out inside the stack's layout
  /// margins instead of its edges.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// `isBaselineRelativeArrangement`: in a vertical stack, the gap runs from one view's last
  /// baseline to the next one's first baseline instead of edge to edge.
  public var isBaselineRelativeArrangement: Bool

  /// UIKit's standard spacing between sibling views, 8 points (`reference/modern-auto-layout.md`,
  /// value 25: "a vertical stack with three labels and standard spacing … places the labels 8
  /// points apart"; Interface Builder stores a standard spacing as `constant="8" symbolic="YES"`).
  public static let systemSpacing = 8.0

  public init(
    axis: LayoutAttribute.Axis = .horizontal, alignment: Alignment = .fill,
    distribution: Distribution = .fill, spacing: Double = 0, usesSystemSpacing: Bool = false,
    customSpacing: [ViewID: Double] = [:], isLayoutMarginsRelativeArrangement: Bool = false,
    isBaselineRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.alignment = alignment
    self.distribution = distribution
    self.spacing = spacing
    self.usesSystemSpacing = usesSystemSpacing
    self.customSpacing = customSpacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
  }

  /// The gap after an arranged view, before the next visible one.
  public func spacing(after view: ViewID) -> Double {
    customSpacing[view] ?? (usesSystemSpacing ? Self.systemSpacing : spacing)
  }

  /// The alignment as laid out across this axis: `top` is `leading` and `bottom` is `trailing`
  /// (one raw value each in UIKit), and a vertical stack has no baselines to align.
  var effectiveAlignment: Alignment {
    switch alignment {
    case .top: .leading
    case .bottom: .trailing
    case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
    default: alignment
    }
  }
}
