import ScenarioFormat

/// One scene of an Interface Builder file as a scenario, before it is written out as YAML: what
/// ``SceneImporter`` makes and ``ScenarioWriter`` writes.
public struct ImportedScenario: Hashable, Sendable {
  /// The file name the scenario is written to (`Main-ViewController.yaml`).
  public var fileName: String
  /// The scenario's `name:`.
  public var name: String
  /// The Interface Builder file, as given.
  public var sourceFile: String
  /// `device:`: a catalog id, or an override of the catalog device.
  public var device: DeviceChoice
  /// `orientation:`.
  public var orientation: String
  /// `contentSize:` when Interface Builder previewed another Dynamic Type size.
  public var contentSize: String?
  /// `controller.name`.
  public var controllerName: String?
  /// `controller.embed`, outermost first.
  public var embed: [String]
  public var root: ImportedView
  public var constraints: [ImportedConstraint]
  public var traits: [ImportedTrait]
  /// Each view's saved frame, in the file's order: the load step's `frames:` expectation.
  public var expectedFrames: [ExpectedFrame]
  /// What was left out or approximated, sorted by line.
  public var notes: [ImportNote]
  /// How `contentSize:` was chosen when the file does not record the canvas's Dynamic Type size.
  public var canvasContentSize: String? = nil
  /// `ios:`, the release of the SDK the file's Xcode laid it out with (``IOSVersionChoice``).
  public var ios: String? = nil
  /// `controller.bars`: the containers whose bar is opaque (`translucent="NO"`).
  public var opaqueBars: [String] = []
  /// `controller.prefersLargeTitles`: the navigation bar was saved `largeTitles="YES"`.
  public var prefersLargeTitles = false
  /// Where the scene's controller (or a XIB's top-level view) starts in the Interface Builder
  /// file: what an error about the whole scenario points at.
  public var sourceLine = 1
  public var sourceColumn = 1
  /// `controller.largeTitleDisplayMode`: the scene's `<navigationItem largeTitleDisplayMode>`.
  public var largeTitleDisplayMode: LargeTitleDisplayMode? = nil
  /// `controller.pushedOnto`: the scenes that push this one, root first, when one of them sets a
  /// display mode the scene's `automatic` would inherit.
  public var pushedOnto: [PushedController] = []

  /// A scene below this one on its navigation stack.
  public struct PushedController: Hashable, Sendable {
    public var name: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode?

    public init(name: String?, largeTitleDisplayMode: LargeTitleDisplayMode?) {
      self.name = name
      self.largeTitleDisplayMode = largeTitleDisplayMode
    }
  }

  /// A saved frame: the scenario id, the Interface Builder id, `[x, y, width, height]`.
  public struct ExpectedFrame: Hashable, Sendable {
    public var id: String
    public var interfaceBuilderID: String
    public var frame: [Double]
    /// Why the simulator's frame for this view is not its own: the importer took the view's size
    /// from the file (a control the engine does not model, a cell the table would place), so the
    /// fidelity check leaves it out. Nil for a view the engine lays out.
    public var copied: String? = nil
    /// Whether `frame`'s origin is where the canvas drew the view. False for a root view under
    /// an opaque navigation bar in a file saved by Xcode 9 or later, which saves every root at
    /// the origin although the canvas draws it below the bar
    /// (``IOSVersionChoice/savesRootBelowOpaqueBars(_:)``): only its size is expected.
    public var originSaved = true
  }
}

/// The device a scenario runs on: IB's device id, and the safe area Xcode used when it differs
/// from the catalog's.
public struct DeviceChoice: Hashable, Sendable {
  /// IB's device id (`retina6_1`), a catalog alias.
  public var base: String
  /// `[top, left, bottom, right]` in portrait, when the file shows Xcode used other insets.
  public var portraitSafeArea: [Double]?
  /// `[top, left, bottom, right]` on its side, when Xcode's landscape canvas differs from the
  /// catalog's (and from `portraitSafeArea` where that is written for both).
  public var landscapeSafeArea: [Double]? = nil
  /// `[width, height]` for a XIB view smaller than the screen (a cell, a header).
  public var size: [Double]?
  /// Pixels per point, when not the base device's (a canvas drawn at another scale).
  public var scale: Double? = nil
  /// The root view's leading and trailing margins, when the canvas's are not the device's
  /// (Xcode 6's square canvas).
  public var rootMargin: Double? = nil
  /// Which safe area was used and why, for the header and the report.
  public var explanation: String
}

/// A view of the tree with its properties in the order they are written.
public struct ImportedView: Hashable, Sendable {
  public var kind: String
  public var id: String
  public var interfaceBuilderID: String
  public var properties: [(key: String, value: YAMLValue)]
  public var subviews: [ImportedView] = []
  public var arranged: [ImportedView] = []
  public var content: [ImportedView] = []
  /// A `collection`'s items, given as views (`cells:`).
  public var cells: [ImportedView] = []

  public init(kind: String, id: String, interfaceBuilderID: String) {
    self.kind = kind
    self.id = id
    self.interfaceBuilderID = interfaceBuilderID
    properties = []
  }

  public static func == (a: ImportedView, b: ImportedView) -> Bool {
    a.kind == b.kind && a.id == b.id && a.interfaceBuilderID == b.interfaceBuilderID
      && a.properties.map(\.key) == b.properties.map(\.key)
      && a.properties.map(\.value) == b.properties.map(\.value) && a.subviews == b.subviews
      && a.arranged == b.arranged && a.content == b.content && a.cells == b.cells
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(id)
    hasher.combine(interfaceBuilderID)
  }

  /// This view and every view inside it, depth first.
  public var allViews: [ImportedView] {
    [self] + (subviews + arranged + content + cells).flatMap(\.allViews)
  }
}

/// One constraint in the scenario notation, with its name and where it came from.
public struct ImportedConstraint: Hashable, Sendable {
  /// `{id: …}`: the constraint's `identifier`, made a valid unique name.
  public var id: String?
  /// `a.top == b.bottom + 8 @750`.
  public var text: String
  /// The `<constraint id>` it was read from.
  public var interfaceBuilderID: String
}

/// `traits:` entry: constraints and property values for one size-class combination.
public struct ImportedTrait: Hashable, Sendable {
  public var horizontal: String?
  public var vertical: String?
  public var constraints: [ImportedConstraint]
  /// `ID.PROPERTY` → value.
  public var set: [(key: String, value: YAMLValue)]

  public static func == (a: ImportedTrait, b: ImportedTrait) -> Bool {
    a.horizontal == b.horizontal && a.vertical == b.vertical && a.constraints == b.constraints
      && a.set.map(\.key) == b.set.map(\.key) && a.set.map(\.value) == b.set.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontal)
    hasher.combine(vertical)
    hasher.combine(constraints)
  }
}

/// A YAML value, written in flow style by ``ScenarioWriter``.
public indirect enum YAMLValue: Hashable, Sendable {
  /// Written as is (a name checked to need no quotes).
  case plain(String)
  /// Always quoted.
  case text(String)
  case number(Double)
  case bool(Bool)
  case list([YAMLValue])
  case mapping([Pair])

  public struct Pair: Hashable, Sendable {
    public var key: String
    public var value: YAMLValue
    public init(_ key: String, _ value: YAMLValue) {
      self.key = key
      self.value = value
    }
  }

  public static func numbers(_ values: [Double]) -> YAMLValue { .list(values.map { .number($0) }) }
}
