import AutoLayout
import Cassowary
import Simulation

// Bringing the engine up to date with the views: the objects are what the user changes; the
// engine is told only what changed since the last pass, in the tree's order.
extension UIWindow {
  func syncEngine() {
    let root = engineRoot
    // The bars of the containers and the content controller's additionalSafeAreaInsets grow
    // the window's safe area, as they do the scenario engine's.
    let bars = Bars.insets(
      embed: rootViewController?.embedding ?? [], window: environment,
      largeTitles: rootViewController?.showsLargeTitle ?? false)
    let own = contentController?.additionalSafeAreaInsets.engineInsets ?? .zero
    let additional = EdgeInsets(
      top: bars.top + own.top, left: bars.left + own.left, bottom: bars.bottom + own.bottom,
      right: bars.right + own.right)
    if environment.additionalSafeAreaInsets != additional {
      environment.additionalSafeAreaInsets = additional
      engine.setWindow(environment)
    }
    if root.engineID == nil || engine.root != root.engineID {
      resetEngine()
      let id = engine.addRootView(root.engineView(isRoot: true))
      root.engineID = id
      installKeyboardGuide(of: root, id: id)
    }
    moveKeyboardGuide(of: root)
    // UIKit makes content-size constraints in its update-constraints pass, after the
    // constraints activated with the views (the engine's rule, as a loaded scenario follows it):
    // those of views added or changed since the last pass go in after the new constraints, so a
    // required conflict breaks the content-size one.
    engine.deferIntrinsicSizes()
    defer { engine.installIntrinsicSizes() }
    let views = root.allViews
    for view in views.dropFirst() where view.engineID == nil {
      guard let parent = view.superview?.engineID else { continue }
      do {
        view.engineID = try engine.addView(view.engineView(isRoot: false), to: parent)
      } catch {
        Console.log(error.description)
      }
    }
    for view in views {
      guard let id = view.engineID else { continue }
      let described = view.engineView(isRoot: view === root)
      if engine.view(id) != described { engine.update(id) { $0 = described } }
      for guide in view.layoutGuides where guide.customItem == nil {
        guide.customItem = try? engine.addLayoutGuide(to: id, description: guide.logName)
      }
    }
    for case let stack as UIStackView in views { syncArrangement(of: stack) }
    // New constraints in the order they were activated (tree order breaks ties), then changes.
    let constraints = views.flatMap(\.constraintStorage)
    let added = constraints.enumerated().filter { $0.element.engineID == nil }
      .sorted { ($0.element.activationOrder, $0.offset) < ($1.element.activationOrder, $1.offset) }
    for (_, constraint) in added { sync(constraint) }
    // A refused one was deactivated above; the rest send their changes.
    for constraint in constraints where constraint.isActive { sync(constraint) }
  }

  /// The root view's keyboard layout guide, a guide the window places where the keyboard
  /// model says (UIKit's rules, in Simulation's `Keyboard`), pinned by four constraints made
  /// before any of the app's, as the scenario engine makes them.
  private func installKeyboardGuide(of root: UIView, id: ViewID) {
    let guide = root.keyboardLayoutGuide
    guard
      let item = try? engine.addLayoutGuide(
        to: id,
        description: "UIKeyboardLayoutGuide:\(root.engineName).keyboard'UIViewKeyboardLayoutGuide'")
    else { return }
    guide.customItem = item
    let frame = keyboardGuideFrame(guide)
    let pins: [(LayoutAttribute, Double, Bool)] = [
      (.left, frame.minX, true), (.top, frame.minY, true), (.width, frame.width, false),
      (.height, frame.height, false),
    ]
    for (attribute, constant, relative) in pins {
      let pin = LayoutConstraint(
        item, attribute, .equal, relative ? .view(id) : nil, relative ? attribute : nil,
        constant: constant, identifier: "UIKeyboardLayoutGuide-\(attribute.rawValue)")
      if let pinID = try? engine.add(pin, constantMayChange: true) { keyboardPins.append(pinID) }
    }
  }

  private func moveKeyboardGuide(of root: UIView) {
    guard let guide = root.keyboardGuideStorage else { return }
    let frame = keyboardGuideFrame(guide)
    // "Near" an edge is measured from the root view's safe area, as the scenario engine does.
    let insets = root.engineID.map { engine.insets(of: .safeArea, of: $0) } ?? EdgeInsets()
    guide.applyTracking(
      guideFrame: frame, bounds: Keyboard.safeArea(of: environment.bounds, insets: insets),
      rightToLeft: environment.isRightToLeft)
    for (id, constant) in zip(keyboardPins, [frame.minX, frame.minY, frame.width, frame.height])
    where engine.constraint(id).constant != constant {
      try? engine.setConstant(constant, of: id)
    }
  }

  func keyboardGuideFrame(_ guide: UIKeyboardLayoutGuide) -> Rect {
    keyboard.guideFrame(
      window: environment, followsUndocked: guide.followsUndockedKeyboard,
      usesBottomSafeArea: guide.usesBottomSafeArea)
  }

  private func syncArrangement(of stack: UIStackView) {
    guard let id = stack.engineID else { return }
    let arranged = stack.arrangedSubviews.compactMap(\.engineID)
    let configuration = stack.engineConfiguration
    if let current = engine.arrangement(of: id), current.configuration == configuration,
      current.arrangedSubviews == arranged
    {
      return
    }
    do {
      try engine.setArrangement(configuration, arrangedSubviews: arranged, of: id)
    } catch {
      Console.log(error.description)
    }
  }

  /// Adds an active constraint the engine does not have yet, or sends its new constant and
  /// priority. What UIKit refuses with an exception is logged and the constraint deactivated.
  private func sync(_ constraint: NSLayoutConstraint) {
    guard let id = constraint.engineID else {
      guard let first = constraint.first?.engineItem,
        let firstAttribute = constraint.firstAttribute.engineAttribute
      else { return }
      let second = constraint.second?.engineItem
      if constraint.second != nil && second == nil { return }
      let engineConstraint = constraint.engineConstraint(first, firstAttribute, second)
      do {
        constraint.engineID = try engine.add(engineConstraint)
        constraint.installedConstant = constraint.constant
        constraint.installedPriority = constraint.priority
      } catch {
        Console.log("\(error.description)\n\(constraint.description)")
        constraint.isActive = false
      }
      return
    }
    do {
      if constraint.installedConstant != constraint.constant {
        try engine.setConstant(Double(constraint.constant), of: id)
        constraint.installedConstant = constraint.constant
      }
      if constraint.installedPriority != constraint.priority {
        try engine.setPriority(constraint.priority.enginePriority, of: id)
        constraint.installedPriority = constraint.priority
      }
    } catch {
      Console.log("\(error.description)\n\(constraint.description)")
      constraint.priority = constraint.installedPriority
    }
  }
}
