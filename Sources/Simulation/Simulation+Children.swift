import AutoLayout
import ScenarioFormat

// Child view controllers in container views (`children:`), as a storyboard's embed segue adds
// them: `addChild(_:)`, the child's view into the container, `didMove(toParent:)`.
extension Simulation {
  /// Sizes each child's root view to its container's bounds, as UIKit does (the embed segue sets
  /// the child view's frame to the container's bounds and its autoresizing mask to flexible width
  /// and height, "Implementing a Container View Controller", View Controller Programming Guide for
  /// iOS): four required constraints, so the root follows the container through every layout.
  /// Its safe area is then the engine's for any subview: the overlap with the parent's unsafe area.
  mutating func embedChildren() {
    for child in scenario.controller.children {
      guard let root = table.viewInTree(child.id.value),
        let container = table.viewInTree(child.container.value)
      else { continue }
      for attribute in [LayoutAttribute.left, .top, .width, .height] {
        let pin = LayoutConstraint(
          .view(root), attribute, .equal, .view(container), attribute,
          identifier: "UIViewAutoresizingMask-\(child.id.value)-\(attribute.rawValue)")
        do throws(LayoutError) {
          _ = try engine.add(pin)
        } catch {
          pendingWarnings.append(error.description)
        }
      }
    }
  }

  /// The children's callbacks while the parent's view loads: an embed segue runs inside the
  /// parent's loadView, before its viewDidLoad (prepare(for:sender:) comes before viewDidLoad);
  /// `addChild(_:)` calls the child's willMove(toParent:), its view loads as it goes into the
  /// container, then didMove(toParent:) (UIViewController documentation, "addChild(_:)",
  /// "didMove(toParent:)").
  var childrenLoading: [String] {
    scenario.controller.children.flatMap { child in
      ["willMove(toParent:)", "loadView", "viewDidLoad", "didMove(toParent:)"].map {
        "\(child.logName): \($0)"
      }
    }
  }

  /// A callback UIKit forwards to every child after the parent's own (appearance callbacks,
  /// `automaticallyForwardsAppearanceMethods`; viewWillTransition(to:with:) with the parent's
  /// size, what `size(forChildContentContainer:withParentContainerSize:)` returns by default).
  func forwarded(_ callback: String) -> [String] {
    scenario.controller.children.map { "\($0.logName): \(callback)" }
  }
}
