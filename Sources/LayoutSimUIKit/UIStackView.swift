import AutoLayout

/// `UIStackView`: arranges its arranged subviews along an axis with the constraints UIKit's
/// stack view makes (the engine's ``LayoutEngine/setArrangement(_:arrangedSubviews:of:)``);
/// a hidden arranged view collapses.
@preconcurrency @MainActor open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }
  /// `UIStackView.spacingUseDefault` and `spacingUseSystem` (UIKit's sentinel values).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [UIView] = []
  public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
  public var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }
  /// Custom spacing after an arranged view; looked up by identity, in arrangement order.
  private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override var engineKind: ViewKind { .stack }

  /// Adds the view as a subview too; it stops translating its autoresizing mask, as in UIKit.
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops arranging the view; it stays a subview (UIKit's behaviour: remove it too to hide it).
  public func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings.removeAll { $0.view === view }
    setNeedsLayout()
  }

  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings.removeAll { $0.view === arrangedSubview }
    customSpacings.append((arrangedSubview, spacing))
    setNeedsLayout()
  }

  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
  }

  var engineConfiguration: StackViewConfiguration { engineConfiguration(ids: \.engineID) }

  /// The stack's settings for the engine, its views named by `ids`.
  func engineConfiguration(ids: (UIView) -> ViewID?) -> StackViewConfiguration {
    var custom: [ViewID: Double] = [:]
    for entry in customSpacings {
      guard let id = ids(entry.view) else { continue }
      custom[id] =
        entry.spacing == UIStackView.spacingUseSystem
        ? StackViewConfiguration.systemSpacing : Double(entry.spacing)
    }
    return StackViewConfiguration(
      axis: axis.engineAxis, alignment: alignment.engineAlignment(axis: axis),
      distribution: distribution.engineDistribution,
      spacing: spacing == UIStackView.spacingUseSystem ? 0 : Double(spacing),
      usesSystemSpacing: spacing == UIStackView.spacingUseSystem, customSpacing: custom,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement)
  }
}

extension UIStackView.Distribution {
  var engineDistribution: StackViewConfiguration.Distribution {
    switch self {
    case .fill: .fill
    case .fillEqually: .fillEqually
    case .fillProportionally: .fillProportionally
    case .equalSpacing: .equalSpacing
    case .equalCentering: .equalCentering
    }
  }
}

extension UIStackView.Alignment {
  func engineAlignment(axis: NSLayoutConstraint.Axis) -> StackViewConfiguration.Alignment {
    switch self {
    case .fill: .fill
    case .leading: .leading
    case .firstBaseline: .firstBaseline
    case .center: .center
    case .trailing: .trailing
    case .lastBaseline: .lastBaseline
    }
  }
}
