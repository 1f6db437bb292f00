import AutoLayout
import Cassowary

/// `systemLayoutSizeFitting`: the view and its subtree, with the constraints among them, in an
/// engine of their own under a container large enough for anything; the view pinned at the
/// container's top-left and pulled towards the target size at the fitting priorities. Its
/// superview's constraints play no part, as in UIKit.
@MainActor
struct FittingSize {
  var engine: LayoutEngine
  /// The subtree's views in this engine (looked up by identity; never iterated).
  var ids: [ObjectIdentifier: ViewID] = [:]
  var guides: [ObjectIdentifier: LayoutItem] = [:]

  /// UIKit's `layoutFittingExpandedSize` per side: room for any content.
  static let room = 10_000_000.0

  static func measure(
    _ view: UIView, target: CGSize,
    priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
  ) -> CGSize {
    var screen = BareWindow.window(size: CGSize(width: room, height: room))
    if let window = view.window {
      screen.contentSizeCategory = window.environment.contentSizeCategory
      screen.isRightToLeft = window.environment.isRightToLeft
    }
    var fitting = FittingSize(engine: LayoutEngine(window: screen))
    let container = fitting.engine.addRootView(View("fitting"))
    // The subtree's content-size constraints after its own constraints, as a window's pass
    // makes them (UIWindow+Engine.swift), and before the fitting size's: UIKit updates the
    // view's constraints before it measures.
    fitting.engine.deferIntrinsicSizes()
    guard let id = fitting.add(view, to: container) else { return .zero }
    fitting.addConstraints(of: view)
    fitting.engine.installIntrinsicSizes()
    let pins = [
      LayoutConstraint(.view(id), .left, .equal, .view(container), .left),
      LayoutConstraint(.view(id), .top, .equal, .view(container), .top),
      LayoutConstraint(
        .view(id), .width, constant: Double(target.width),
        priority: priorities.horizontal.enginePriority),
      LayoutConstraint(
        .view(id), .height, constant: Double(target.height),
        priority: priorities.vertical.enginePriority),
    ]
    for pin in pins { _ = try? fitting.engine.add(pin) }
    let layout = fitting.engine.layout()
    for message in layout.messages { Console.log(message.text) }
    let frame = fitting.engine.unroundedWindowFrame(of: .view(id)) ?? .zero
    return CGSize(width: frame.width, height: frame.height)
  }

  /// Adds the view (laid out by constraints, whatever its own setting) and its subtree.
  mutating func add(_ view: UIView, to parent: ViewID) -> ViewID? {
    var described = view.engineView(isRoot: false)
    if ids.isEmpty {
      described.translatesAutoresizingMaskIntoConstraints = false
      described.frame = nil
    }
    guard let id = try? engine.addView(described, to: parent) else { return nil }
    ids[ObjectIdentifier(view)] = id
    for guide in view.layoutGuides {
      guides[ObjectIdentifier(guide)] = try? engine.addLayoutGuide(
        to: id, description: guide.logName)
    }
    for subview in view.subviews { _ = add(subview, to: id) }
    if let stack = view as? UIStackView {
      let arranged = stack.arrangedSubviews.compactMap { ids[ObjectIdentifier($0)] }
      let configuration = stack.engineConfiguration { [ids] in ids[ObjectIdentifier($0)] }
      try? engine.setArrangement(configuration, arrangedSubviews: arranged, of: id)
    }
    return id
  }

  /// The active constraints held in the subtree, in the order they were activated.
  mutating func addConstraints(of view: UIView) {
    let held = view.allViews.flatMap(\.constraintStorage).enumerated()
      .sorted { ($0.element.activationOrder, $0.offset) < ($1.element.activationOrder, $1.offset) }
    for (_, constraint) in held {
      guard let first = constraint.first.flatMap(item),
        let attribute = constraint.firstAttribute.engineAttribute
      else { continue }
      let second = constraint.second.flatMap(item)
      if constraint.second != nil && second == nil { continue }
      _ = try? engine.add(constraint.engineConstraint(first, attribute, second))
    }
  }

  /// A view or guide of the subtree in this engine; nil for anything outside it.
  func item(_ object: any ConstraintItem) -> LayoutItem? {
    if let view = object as? UIView { return ids[ObjectIdentifier(view)].map(LayoutItem.view) }
    guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
      let ownerID = ids[ObjectIdentifier(owner)]
    else { return nil }
    switch guide.role {
    case .custom: return guides[ObjectIdentifier(guide)]
    case .builtIn(let kind): return .guide(ownerID, kind)
    }
  }
}

extension UIView {
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
  /// size the view's own constraints give it when its width and height are pulled towards
  /// `targetSize` at the two priorities (a self-sizing cell's height for a given width).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    FittingSize.measure(
      self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  /// The fitting size at `fittingSizeLevel` on both axes: as small (or as large) as the
  /// constraints allow, for `layoutFittingCompressedSize` (or `layoutFittingExpandedSize`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}
