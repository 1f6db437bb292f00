import Cassowary

/// UIKit's layout engine for one window: a view tree, its constraints (the user's and the ones
/// UIKit makes: the root view's size, intrinsic content size, layout guides), a ``Solver``, and
/// the layout pass that turns the solution into frames.
///
/// ```swift
/// var engine = LayoutEngine(window: Window(device: DeviceCatalog.device(named: "retina6_1")!))
/// let root = engine.addRootView(View("view"))
/// let box = try engine.addView(View("box"), to: root)
/// try engine.add(LayoutConstraint(.view(box), .leading, .equal, .guide(root, .margins), .leading))
/// …
/// let layout = engine.layout()      // frames, rounded to the device's pixels
/// ```
///
/// A value type: copying an engine snapshots it (the REPL's time travel relies on this).
public struct LayoutEngine {
  public private(set) var window: Window

  // Usable from inline code: the per-view reads below are inlined into the simulation's
  // per-step loops, which then read one field instead of copying the whole `View`.
  @usableFromInline struct Node {
    @usableFromInline var view: View
    @usableFromInline var superview: ViewID?
    @usableFromInline var subviews: [ViewID]
    /// How many superviews the view has, kept as views are added and removed so that
    /// `nearestCommonAncestor` never walks a whole chain to count it (a 400-deep nest asks for
    /// every constraint, twice).
    var depth: Int
    /// The intrinsic size ``LayoutEngine/installIntrinsicSize(_:)`` last gave the solver: after a
    /// pass, the view's ``LayoutEngine/effectiveIntrinsicSize(of:)`` without measuring again.
    var installedIntrinsicSize = IntrinsicSize.none
  }
  @usableFromInline var nodes: [Node] = []
  public private(set) var root: ViewID?

  var solver = Solver()
  /// Each item's four variables, in window coordinates.
  var variables: [LayoutItem: ItemVariables] = [:]
  /// Every item in creation order, so nothing iterates the dictionary.
  var items: [LayoutItem] = []
  /// Every view's four variables (start, top, width, height), by view id: what a pass reads,
  /// listed once as views are made rather than looked up in ``variables`` at every pass.
  var viewVariableList: [Variable] = []
  var customGuideCount = 0
  var customGuideDescriptions: [Int: String] = [:]

  struct ConstraintState {
    var constraint: LayoutConstraint
    var isActive: Bool
    /// The solver's id while installed; nil while inactive or broken.
    var solverID: ConstraintID?
    /// Broken by conflict recovery: active as far as the user knows, but not in the solver.
    var isBroken = false
    /// The terms the solver holds while installed: a flip puts in again only the constraints
    /// whose terms change.
    var installedTerms: [Term]?
    /// Said when added: ``LayoutEngine/setConstant(_:of:)`` will move it.
    var constantMayChange = false
  }
  var constraints: [ConstraintState] = []
  /// How many times a constraint has gone from inactive to active or back: a caller that put
  /// constraints in the states it wants, and sees this unchanged since, knows they are still in
  /// them without asking about each.
  public internal(set) var activationChanges = 0
  /// Texts measured so far, by everything their size depends on.
  var measuredTexts: [TextMeasurement: Size] = [:]
  /// The constraints on a first or last baseline: a text change moves their offsets.
  var baselineConstraints: [LayoutConstraintID] = []

  /// The constraints UIKit makes itself, by what they are for, with their current constant.
  var systemConstraints: [SystemConstraint: (id: ConstraintID, constant: Double, priority: Priority)] = [:]
  /// Optional system constants changed since ``beginConstantBatch()``, for the solver to take
  /// at once (LayoutEngine+ConstantBatch.swift); nil when changes go to the solver one by one.
  var pendingConstants: [(constant: Double, id: ConstraintID)]?
  /// The superview size each frame-based view's frame was set for.
  var autoresizingReference: [ViewID: Size] = [:]
  /// Whether content-size constraints wait for ``installIntrinsicSizes()`` (a screen being
  /// built, or changed in code: UIKit makes them after the constraints added with the views).
  var defersIntrinsicSizes = false
  /// The views whose content-size constraints wait, in the order they were asked for.
  var deferredIntrinsicSizes: [ViewID] = []
  /// Whether some view may hold autoresizing constraints: false once a pass found no view laid
  /// out by its frame and took every such constraint out, so the next passes skip the walk.
  var mayHoldAutoresizing = true
  /// The width each wrapping multi-line label was last measured at (its second pass).
  var wrapWidths: [ViewID: Double] = [:]
  /// What of the window the text-sized views were last measured for (``layout()``).
  var textSizedFor: TextEnvironment?
  /// The table views (views with a ``View/tableLayout``), in creation order
  /// (LayoutEngine+TableLayout.swift).
  var tableViews: [ViewID] = []
  /// What each table's rows were last placed for: its geometry and rows. Placed again only when
  /// either changes, so a row constraint that could not be added is tried (and logged) again
  /// only then, as a broken user constraint stays broken.
  var tablePlacements: [ViewID: TablePlacement] = [:]
  /// Each stack view's arrangement and the constraints it made (LayoutEngine+StackView.swift).
  var arrangements: [ViewID: StackArrangement] = [:]
  /// What each solver constraint is, for conflict logs.
  var owners: [ConstraintID: ConstraintOwner] = [:]
  var nextSolverID = 0

  /// Messages UIKit would print to the console since the last ``layout()``: conflict logs.
  public internal(set) var messages: [LayoutMessage] = []

  public init(window: Window) {
    self.window = window
  }

  // MARK: The view tree

  /// Adds the root view (a view controller's `view`), sized to the window.
  @discardableResult public mutating func addRootView(_ view: View) -> ViewID {
    let id = appendNode(view, superview: nil)
    root = id
    installRootFrame(id)
    return id
  }

  /// Adds `view` as the last subview of `superview`.
  /// - Throws: `.unknownView` when `superview` is not in the tree.
  @discardableResult public mutating func addView(_ view: View, to superview: ViewID) throws(LayoutError)
    -> ViewID
  {
    guard contains(superview) else { throw .unknownView(superview) }
    let id = appendNode(view, superview: superview)
    nodes[superview.rawValue].subviews.append(id)
    installIntrinsicSize(id)
    return id
  }

  private mutating func appendNode(_ view: View, superview: ViewID?) -> ViewID {
    let id = ViewID(nodes.count)
    let depth = superview.map { nodes[$0.rawValue].depth + 1 } ?? 0
    nodes.append(Node(view: view, superview: superview, subviews: [], depth: depth))
    if view.tableLayout != nil { tableViews.append(id) }
    makeVariables(for: .view(id))
    return id
  }

  public func contains(_ id: ViewID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

  @inlinable public func view(_ id: ViewID) -> View { nodes[id.rawValue].view }
  @inlinable public func superview(of id: ViewID) -> ViewID? { nodes[id.rawValue].superview }
  @inlinable public func subviews(of id: ViewID) -> [ViewID] { nodes[id.rawValue].subviews }
  // One field of a view, read in place: a step reads these for every view, and copying the whole
  // `View` (over a kilobyte, with its strings) for each was a large part of its cost.
  @inlinable public func kind(of id: ViewID) -> ViewKind { nodes[id.rawValue].view.kind }
  @inlinable public func isHidden(_ id: ViewID) -> Bool { nodes[id.rawValue].view.isHidden }
  @inlinable public func alpha(of id: ViewID) -> Double { nodes[id.rawValue].view.alpha }
  @inlinable public func text(of id: ViewID) -> String? { nodes[id.rawValue].view.text }
  public var viewIDs: [ViewID] { nodes.indices.map(ViewID.init) }

  /// The view with this name, if any (names are the scenario's ids).
  public func viewID(named name: String) -> ViewID? {
    nodes.firstIndex { $0.view.name == name }.map(ViewID.init)
  }

  /// The view, then its superview, up to the root.
  public func ancestors(of id: ViewID) -> [ViewID] {
    var chain = [id]
    while let up = nodes[chain[chain.count - 1].rawValue].superview { chain.append(up) }
    return chain
  }

  /// The nearest view that both views are, or are inside: where UIKit installs a constraint.
  /// Walks the deeper view up to the other's depth, then both up together: linear in the depth
  /// (comparing each of one chain's views with the whole other chain was quadratic, and a
  /// 400-deep nest asks this for every constraint).
  public func nearestCommonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
    var (a, b) = (a, b)
    var (depthA, depthB) = (depth(of: a), depth(of: b))
    while depthA > depthB, let up = nodes[a.rawValue].superview { (a, depthA) = (up, depthA - 1) }
    while depthB > depthA, let up = nodes[b.rawValue].superview { (b, depthB) = (up, depthB - 1) }
    while a != b {
      guard let upA = nodes[a.rawValue].superview, let upB = nodes[b.rawValue].superview else { return nil }
      (a, b) = (upA, upB)
    }
    return a
  }

  /// How many superviews the view has.
  func depth(of id: ViewID) -> Int { nodes[id.rawValue].depth }

  /// Adds a `UILayoutGuide` to `owner` (`addLayoutGuide`). `description` is how logs name it
  /// (`UILayoutGuide:spacer`); by default the owner's name and a number.
  public mutating func addLayoutGuide(to owner: ViewID, description: String? = nil) throws(LayoutError)
    -> LayoutItem
  {
    guard contains(owner) else { throw .unknownView(owner) }
    let item = LayoutItem.guide(owner, .custom(customGuideCount))
    if let description { customGuideDescriptions[customGuideCount] = description }
    customGuideCount += 1
    makeVariables(for: item)
    return item
  }

  // MARK: Changing views

  /// Replaces a view's intrinsic content size (a label's text changed, an image was set).
  public mutating func setIntrinsicContentSize(_ size: IntrinsicSize, of id: ViewID) {
    nodes[id.rawValue].view.intrinsicContentSize = size
    installIntrinsicSize(id)
    for stack in arrangingStacks(of: id) { regenerateArrangement(of: stack) }
  }

  /// Replaces a view's layout properties other than its place in the tree.
  public mutating func update(_ id: ViewID, _ change: (inout View) -> Void) {
    let before = nodes[id.rawValue].view
    change(&nodes[id.rawValue].view)
    let after = nodes[id.rawValue].view
    if before.text != after.text || before.font != after.font || before.textStyle != after.textStyle
      || before.numberOfLines != after.numberOfLines || before.contentInsets != after.contentInsets
      || before.kind != after.kind || before.intrinsicContentSize != after.intrinsicContentSize
      || before.baselineOffsets != after.baselineOffsets
      || before.isScrollEnabled != after.isScrollEnabled
    {
      wrapWidths[id] = nil
      reinstallBaselineConstraints(where: { $0 == id })
    }
    if before.frame != after.frame || before.autoresizingMask != after.autoresizingMask {
      autoresizingReference[id] = nil  // a new frame is set for the superview as it is now
    }
    installIntrinsicSize(id)
    if before.semanticContentAttribute != after.semanticContentAttribute {
      // Leading and trailing in this view and everything inside it now run the other way.
      reinstallChangedConstraints(flipped: false)
      regenerateAllArrangements()
    } else if before != after {
      // A stack view collapses a hidden arranged view (`UISV-hiding`) and re-shares its length
      // when an arranged view's size or baselines change: the stacks that arrange it, and those
      // that arrange them, make their constraints again.
      for stack in arrangingStacks(of: id) { regenerateArrangement(of: stack) }
    }
  }

  /// Moves the window to another orientation, or resizes it (split view); the next
  /// ``layout()`` follows.
  public mutating func setWindow(_ window: Window) {
    let flipped = window.isRightToLeft != self.window.isRightToLeft
    let recategorized = window.contentSizeCategory != self.window.contentSizeCategory
    // Bold Text changes every text's width (not its line height, so no baseline moves).
    let reweighted = window.legibilityWeight != self.window.legibilityWeight
    self.window = window
    if flipped { reinstallChangedConstraints(flipped: true) }
    if recategorized || reweighted { wrapWidths = [:] }
    if recategorized {
      let styled = Set(viewIDs.filter { nodes[$0.rawValue].view.textStyle != nil })
      reinstallBaselineConstraints(where: { styled.contains($0) })
    }
    if flipped || recategorized || reweighted { regenerateAllArrangements() }
  }

  /// Puts every active constraint in again. (``update(_:_:)`` already does what a change of a
  /// view's `semanticContentAttribute` needs.)
  public mutating func reinstallAll() {
    reinstall(constraintIDs.filter { constraints[$0.rawValue].isActive })
    regenerateAllArrangements()
  }

  /// Takes the constraints out, then puts them back in order: one at a time, a constraint in its
  /// new form could conflict with another still in its old one. Out in the reverse order they
  /// went in: the last added is the cheapest to take out (its marker is where adding left it),
  /// and the variables they alone mention leave the tableau, so putting them back takes the
  /// solver's short way in (a variable nothing else mentions yet).
  mutating func reinstall(_ ids: [LayoutConstraintID]) {
    let changes = activationChanges
    for id in ids.reversed() { try? setActive(false, id) }
    for id in ids { try? setActive(true, id) }
    // Out and in again, every one is active as before (broken or not): no state changed, and a
    // caller that settled the states (``activationChanges``) need not check each again.
    activationChanges = changes
  }

  /// After the layout direction changes (the window's, or a view's `semanticContentAttribute`),
  /// the constraints whose terms change are put in again, and nothing else: the horizontal
  /// variables run in the window's direction (``ItemVariables/start``), so leading and trailing
  /// in views that follow the window keep their terms when it flips, and the layout mirrors as
  /// the few constraints tied to physical sides (left, right, centerX, a forced direction, the
  /// root view's frame, the guides' insets) are put in again. Broken constraints get another
  /// chance, as UIKit re-resolves every constraint after a flip.
  mutating func reinstallChangedConstraints(flipped: Bool) {
    var changed: [LayoutConstraintID] = []
    // By index, reading fields in place: copying each constraint (its identifier and origin
    // strings) was much of a flip's cost on a screen of thousands.
    for index in constraints.indices where constraints[index].isActive {
      // Only a horizontal position's terms depend on a direction (a size's and a vertical
      // attribute's never do); one the solver refused is tried again whatever it holds.
      let installed = constraints[index].installedTerms != nil
      let horizontal = constraints[index].constraint.firstAttribute.isHorizontalPosition
        || constraints[index].constraint.secondAttribute?.isHorizontalPosition == true
      guard horizontal || !installed else { continue }
      if flipped && installed && keepsTermsWhenWindowFlips(constraintAt: index) { continue }
      let terms = expression(for: constraints[index].constraint).terms
      if constraints[index].installedTerms != terms { changed.append(LayoutConstraintID(index)) }
    }
    let changes = activationChanges
    for id in changed.reversed() { try? setActive(false, id) }
    if flipped { reinstallPhysicalSystemConstraints() }
    for id in changed { try? setActive(true, id) }
    activationChanges = changes  // as in ``reinstall(_:)``: every one is active again
  }

  /// Whether a flip of the window's direction leaves the constraint's terms as they are, without
  /// making them (``expression(for:)``, the flip's main cost on a big screen): its horizontal
  /// positions are all leading or trailing, measured in a view that follows the window (so each
  /// is ``ItemVariables/start`` or `start + width` either way), and no multiplier brings in the
  /// host's left edge.
  private func keepsTermsWhenWindowFlips(constraintAt index: Int) -> Bool {
    func keeps(_ attribute: LayoutAttribute?) -> Bool {
      guard let attribute, attribute.isHorizontalPosition else { return true }
      return attribute.isDirectional
    }
    let first = constraints[index].constraint.firstAttribute
    let second = constraints[index].constraint.secondAttribute
    guard keeps(first), keeps(second) else { return false }
    let positioned = first.isHorizontalPosition || second?.isHorizontalPosition == true
    guard constraints[index].constraint.multiplier == 1 || !positioned else { return false }
    let owner = constraints[index].constraint.firstItem.owner
    let host = constraints[index].constraint.secondItem.flatMap { nearestCommonAncestor(owner, $0.owner) } ?? owner
    return nodes[host.rawValue].view.semanticContentAttribute == .unspecified
  }

  // MARK: Variables

  private mutating func makeVariables(for item: LayoutItem) {
    let name = describe(item)
    variables[item] = ItemVariables(
      start: solver.makeVariable(name + ".minX"), top: solver.makeVariable(name + ".minY"),
      width: solver.makeVariable(name + ".width"), height: solver.makeVariable(name + ".height"))
    items.append(item)
    // Views are made in id order (``appendNode(_:superview:)``) and keep their variables.
    if case .view = item, let v = variables[item] {
      viewVariableList += [v.start, v.top, v.width, v.height]
    }
  }

  /// The item's variables; the built-in guides get theirs, and their constraints, on first use.
  mutating func variablesCreatingGuide(_ item: LayoutItem) -> ItemVariables {
    if let existing = variables[item] { return existing }
    makeVariables(for: item)
    if case .guide(let owner, let kind) = item { installGuide(kind, of: owner) }
    return variables[item]!
  }

  /// A fresh id for a solver constraint.
  mutating func makeSolverID(for owner: ConstraintOwner) -> ConstraintID {
    let id = ConstraintID(nextSolverID)
    nextSolverID += 1
    owners[id] = owner
    return id
  }
}

/// The four variables of a view or guide: its frame in window coordinates, the horizontal
/// position measured in the window's layout direction.
struct ItemVariables: Hashable {
  /// The edge where the window's lines start: the left edge (its x) in a left-to-right window;
  /// in a right-to-left one the right edge, negated (x grows leftwards). Leading and trailing in
  /// views that follow the window are then the same terms in both directions, and a flip of the
  /// window's direction changes only what is tied to a physical side
  /// (``LayoutEngine/leftEdge(_:)``, ``LayoutEngine/rightEdge(_:)``).
  var start: Variable
  var top: Variable
  var width: Variable
  var height: Variable
}

extension LayoutEngine {
  /// The item's left edge (its frame's minX) in the solver's terms.
  func leftEdge(_ v: ItemVariables) -> LinearExpression {
    window.isRightToLeft ? -(v.start + v.width) : LinearExpression(v.start)
  }

  /// The item's right edge (its frame's maxX) in the solver's terms.
  func rightEdge(_ v: ItemVariables) -> LinearExpression {
    window.isRightToLeft ? -LinearExpression(v.start) : v.start + v.width
  }

  /// The frame's minX from the values of ``ItemVariables/start`` and the width.
  func minX(start: Double, width: Double) -> Double {
    window.isRightToLeft ? -(start + width) + 0 : start
  }
}

/// What of the window a text's size depends on: its pixel scale and what picks the font (the
/// Dynamic Type category, Bold Text, the iOS release). A rotation or a resize changes none of it,
/// so the text-sized views are not measured again after one (nor, in the automatic checks, is a
/// label's truncation).
public struct TextEnvironment: Equatable, Sendable {
  var scale: Double
  var contentSizeCategory: ContentSizeCategory
  var legibilityWeight: LegibilityWeight
  var ios: IOSVersion

  public init(_ window: Window) {
    scale = window.scale
    contentSizeCategory = window.contentSizeCategory
    legibilityWeight = window.legibilityWeight
    ios = window.ios
  }
}
