import AutoLayout

/// A value read from a scenario file, with the place it was written.
public struct Located<Value> {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}

/// One scenario file, read and checked (SCENARIO-FORMAT.md), before anything runs.
///
/// Every optional is absent when the file leaves it to its default; ``ScenarioReader`` builds it.
public struct Scenario: Hashable, Sendable {
  public var file: String
  public var name: Located<String>?
  public var device: Device
  public var orientation: Located<Orientation>?
  public var locale: Located<String>?
  public var contentSize: Located<ContentSizeCategory>?
  /// `ios:`, the iOS release whose system metrics apply; nil for the newest
  /// (``IOSVersion/newest``).
  public var ios: Located<IOSVersion>? = nil
  /// `legibilityWeight:`, the Bold Text setting; nil for `regular` (Bold Text off).
  public var legibilityWeight: Located<LegibilityWeight>? = nil
  /// Locale → key → text, in the file's order.
  public var strings: [LocalizedStrings]
  public var controller: Controller
  /// The timeline; empty when the file has none (the default is `[load]`).
  public var events: [Event]
  public var expectations: [Expectation]
  public var matrix: Matrix?

  /// The title for reports: `name`, else the file name.
  public var title: String { name?.value ?? file }

  /// A catalog device or a custom one.
  public enum Device: Hashable, Sendable {
    case catalog(Located<String>)
    case custom(CustomDevice)
  }

  /// `{base, name, size, scale, idiom, safeArea, keyboard, rootMargins}`.
  public struct CustomDevice: Hashable, Sendable {
    public var location: SourceLocation
    public var base: Located<String>?
    public var name: Located<String>?
    /// `[width, height]`, upright.
    public var size: Located<[Double]>?
    public var scale: Located<Double>?
    public var idiom: Located<Idiom>?
    /// `[top, left, bottom, right]` per orientation.
    public var safeArea: PerOrientation<[Double]>?
    /// Docked keyboard heights.
    public var keyboard: PerOrientation<Double>?
    /// The root view's leading and trailing margins, stated for a canvas.
    public var rootMargins: PerOrientation<Double>? = nil
  }

  /// `{portrait: …, landscape: …}`, either side optional.
  public struct PerOrientation<Value: Hashable & Sendable>: Hashable, Sendable {
    public var location: SourceLocation
    public var portrait: Located<Value>?
    public var landscape: Located<Value>?
  }

  /// One locale's strings.
  public struct LocalizedStrings: Hashable, Sendable {
    public var locale: Located<String>
    public var texts: [Text]

    public struct Text: Hashable, Sendable {
      public var key: Located<String>
      public var text: Located<String>
    }
  }

  /// `[devices, orientations, locales, contentSizes]` to run the scenario under.
  public struct Matrix: Hashable, Sendable {
    public var location: SourceLocation
    public var devices: [Device]
    public var orientations: [Located<Orientation>]
    public var locales: [Located<String>]
    public var contentSizes: [Located<ContentSizeCategory>]
  }
}

/// The root view controller.
public struct Controller: Hashable, Sendable {
  public var location: SourceLocation
  public var name: Located<String>?
  /// Containers, outermost first; empty for `none`.
  public var embed: [Located<Embedding>]
  public var view: ScenarioView
  public var constraints: [ScenarioConstraint]
  public var traits: [TraitVariation]
  public var keyboard: KeyboardGuideSettings?
  /// `bars: {tab: opaque}`: the style of the containers' bars, in the file's order; a bar not
  /// named is translucent (UIKit's default).
  public var bars: [BarSetting] = []
  /// `prefersLargeTitles: true`: the navigation bar shows a large title
  /// (`UINavigationBar.prefersLargeTitles`, iOS 11+), which makes it 52 pt taller except in
  /// compact height. Only with `navigation` in `embed`.
  public var prefersLargeTitles: Located<Bool>? = nil
  /// `largeTitleDisplayMode:` its `navigationItem.largeTitleDisplayMode`; nil is `automatic`.
  public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>? = nil
  /// `pushedOnto:` the controllers below it on the navigation stack, root first (it was pushed
  /// onto them); empty when it is the stack's root.
  public var pushedOnto: [PushedController] = []
  /// `children:`: child view controllers embedded in container views (an `embed` segue). The
  /// reader puts each child's root view into its container's subviews, so the tree holds it.
  public var children: [ChildController] = []

  public enum Embedding: String, Hashable, Sendable, CaseIterable {
    case navigation, tab
  }

  /// `UINavigationBar` / `UITabBar` `isTranslucent`: a translucent bar lies over the view, which
  /// extends under it; an opaque one ends the view (`extendedLayoutIncludesOpaqueBars` false).
  public enum BarStyle: String, Hashable, Sendable, CaseIterable {
    case translucent, opaque
  }

  public struct BarSetting: Hashable, Sendable {
    public var bar: Located<Embedding>
    public var style: Located<BarStyle>
  }

  /// Whether the bar of `container` is opaque.
  public func isOpaque(_ container: Embedding) -> Bool {
    bars.last { $0.bar.value == container }?.style.value == .opaque
  }

  /// Whether the navigation bar shows a large title over this controller: the bar prefers large
  /// titles and the display modes of the stack, its own last, keep it
  /// (``LargeTitleDisplayMode/showsLargeTitle(prefersLargeTitles:stack:)``).
  public var showsLargeTitles: Bool {
    let stack = pushedOnto.map { $0.largeTitleDisplayMode?.value ?? .automatic }
    return LargeTitleDisplayMode.showsLargeTitle(
      prefersLargeTitles: prefersLargeTitles?.value == true,
      stack: stack + [largeTitleDisplayMode?.value ?? .automatic])
  }
}

/// A child view controller embedded in a container view: `{id: ID, in: CONTAINER, name: NAME,
/// view: {…}}`. Its root view's id is `id`; UIKit sizes it to the container's bounds.
public struct ChildController: Hashable, Sendable {
  public var id: Located<String>
  public var name: Located<String>?
  /// The container view's id.
  public var container: Located<String>
  public var location: SourceLocation

  /// How the lifecycle log names it: its class name, else its root view's id.
  public var logName: String { name?.value ?? id.value }
}

/// A constraint as written: one line of the notation, a named one, or a visual format (many).
public struct ScenarioConstraint: Hashable, Sendable {
  /// The name events refer to.
  public var id: Located<String>?
  /// `active: false` installs it inactive.
  public var active: Located<Bool>?
  /// The text as written.
  public var text: Located<String>
  public var isVisualFormat: Bool
  public var options: [VisualFormatOption]
  public var metrics: [Located<String>: Located<Double>]
  public var expressions: [ConstraintExpression]
  /// The keyboard guide's tracking: active away from an edge, or near one.
  public var awayFrom: Located<Edge>?
  public var nearEdge: Located<Edge>?

  /// `NSDirectionalRectEdge`'s single edges.
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
  }
}

/// `traits:` — constraints and property values for some size classes.
public struct TraitVariation: Hashable, Sendable {
  public var location: SourceLocation
  public var horizontal: Located<SizeClass>?
  public var vertical: Located<SizeClass>?
  public var constraints: [ScenarioConstraint]
  public var set: [PropertyChange]

  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
  }
}

/// `keyboard:` in the controller: the keyboard layout guide's settings.
public struct KeyboardGuideSettings: Hashable, Sendable {
  public var location: SourceLocation
  public var followsUndocked: Located<Bool>?
  public var usesBottomSafeArea: Located<Bool>?
  public var tracking: [ScenarioConstraint]
}
