import AutoLayout
import Cassowary

// Anchors, constraints, layout guides and content priorities: what a view offers its layout code.
extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  // MARK: Constraints

  /// The constraints installed on this view (activated with it as the items' nearest common ancestor).
  public var constraints: [NSLayoutConstraint] { constraintStorage }

  /// Installs the constraint on this view, as the pre-iOS 8 API does.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.container === self { return }
    constraint.container?.uninstall(constraint)
    install(constraint)
  }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.container === self { uninstall(constraint) }
  }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  func install(_ constraint: NSLayoutConstraint) {
    constraintStorage.append(constraint)
    constraint.container = self
    let top = ancestorsIncludingSelf.last ?? self
    top.activationCount += 1
    constraint.activationOrder = top.activationCount
    constraint.invalidateLayout()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    constraintStorage.removeAll { $0 === constraint }
    constraint.container = nil
    window?.deactivate(constraint)
    constraint.invalidateLayout()
  }

  // MARK: Layout guides

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.role == .custom else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
    setNeedsLayout()
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    for holder in ancestorsIncludingSelf {
      for c in holder.constraintStorage where c.first === guide || c.second === guide {
        c.isActive = false
      }
    }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    guide.customItem = nil
  }

  // MARK: Content priorities

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(engine: hugging[axis.engineAxis])
  }
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      hugging.horizontal = priority.enginePriority
    } else {
      hugging.vertical = priority.enginePriority
    }
    setNeedsLayout()
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    UILayoutPriority(engine: compressionResistance[axis.engineAxis])
  }
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority.enginePriority
    } else {
      compressionResistance.vertical = priority.enginePriority
    }
    setNeedsLayout()
  }

  public func invalidateIntrinsicContentSize() { setNeedsLayout() }
}

extension NSLayoutConstraint.Axis {
  var engineAxis: LayoutAttribute.Axis { self == .horizontal ? .horizontal : .vertical }
}
