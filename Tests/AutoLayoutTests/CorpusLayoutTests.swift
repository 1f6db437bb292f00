import AutoLayout
import Cassowary
import Foundation
import CorpusTestSupport
import InterfaceBuilderDocument
import XCTest

/// Storyboards whose frames Xcode's own engine saved (`../shared/corpus`), laid out by ours: every
/// view of every scene must land within 0.5 pt of the saved frame. These are the files that use
/// only what the engine models so far: plain and image views, frame-based views, the safe area,
/// margins, and navigation and tab bars (which only inset the safe area). Files with text-sized
/// labels and buttons are in ``CorpusTextLayoutTests``, and files with stack and scroll views in
/// ``CorpusStackLayoutTests`` (same adapter).
final class CorpusLayoutTests: XCTestCase {
  /// A corpus file and what the storyboard does not say of its scene: the bars of the
  /// navigation or tab bar controller it is embedded in (read off the file's other scenes).
  struct Case {
    var path: String
    var navigationBar = false
    var tabBar = false
  }

  static let cases: [Case] = [
    Case(path: "debugging/Conflict-v1/Conflict-v1/Base.lproj/Main.storyboard"),
    Case(path: "debugging/Missing-v1/Missing-v1/Base.lproj/Main.storyboard"),
    Case(path: "engine/Layout-v1/Layout-v1/Base.lproj/Main.storyboard"),
    Case(path: "debugging/Loop-v1/Loop-v1/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v1/FirstLayout-v1/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v2/FirstLayout-v2/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v3/FirstLayout-v3/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v4/FirstLayout-v4/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v5/FirstLayout-v5/Base.lproj/Main.storyboard"),
    Case(path: "layout-before-auto-layout/FirstLayout-v6/FirstLayout-v6/Base.lproj/Main.storyboard"),
    Case(path: "layout-priorities/ContentMode/ContentMode/Base.lproj/Main.storyboard", navigationBar: true),
    Case(path: "safe-areas-layout-margins/Margins-v1/Margins-v1/Base.lproj/Main.storyboard", navigationBar: true),
    Case(path: "safe-areas-layout-margins/Margins-v2/Margins-v2/Base.lproj/Main.storyboard", navigationBar: true),
    Case(path: "safe-areas-layout-margins/SafeArea-v1/SafeArea-v1/Base.lproj/Main.storyboard", navigationBar: true, tabBar: true),
    Case(path: "safe-areas-layout-margins/SafeArea-v2/SafeArea-v2/Base.lproj/Main.storyboard", navigationBar: true, tabBar: true),
  ]

  func testEveryViewLandsWhereXcodeSavedIt() throws {
    guard StoryboardCorpus.directory != nil else {
      return XCTFail("the corpus is not at ../shared/corpus (set LAYOUTSIM_CORPUS to its sample-code folder)")
    }
    var compared = 0
    var files = 0
    for test in Self.cases {
      for (name, frame, saved) in try Self.compare(test) {
        XCTAssertTrue(Self.close(frame, saved), "\(test.path) \(name): \(frame), Xcode saved \(saved)")
        compared += 1
      }
      files += 1
    }
    XCTAssertEqual(files, 15)
    XCTAssertGreaterThanOrEqual(compared, 34, "views compared")
  }

  /// The device a file was saved for, with the status bar of the Xcode that saved it: from
  /// toolsVersion 21225 (Xcode 14) on, Interface Builder puts the iPhone X's and 12's status bar
  /// at 47 and the XR's at 48, where older files have 44 (the saved frames of views under the
  /// safe area show it: Margins-v1, toolsVersion 19158, retina5_9, RedView at 88 = 44 + 44).
  static func device(for document: StoryboardDocument) throws -> (Device, Orientation) {
    let id = try XCTUnwrap(document.device?.id)
    var device = try XCTUnwrap(DeviceCatalog.device(named: id), "no catalog device \(id)")
    let tools = Int(document.toolsVersion) ?? 0
    var top = device.portrait.safeArea.value.top
    switch id {
    case "retina5_9", "retina6_0": top = tools >= 21225 ? 47 : 44
    case "retina6_1": top = tools >= 21225 ? 48 : 44
    default: break
    }
    device.portrait.safeArea.value.top = top
    let orientation: Orientation = document.device?.orientation == .landscape ? .landscapeLeft : .portrait
    return (device, orientation)
  }

  /// The engine for a scene, and each storyboard view's id in it.
  static func engine(
    for root: StoryboardDocument.View, in document: StoryboardDocument, _ test: Case
  ) throws -> (LayoutEngine, [String: ViewID]) {
    let (device, orientation) = try device(for: document)
    // Bars inset the safe area: a navigation bar 44 pt under the status bar, a tab bar 49 pt.
    let bars = EdgeInsets(top: test.navigationBar ? 44 : 0, bottom: test.tabBar ? 49 : 0)
    var window = Window(device: device, orientation: orientation, additionalSafeAreaInsets: bars)
    // The Dynamic Type size Interface Builder previewed, which its saved frames are for.
    if let preference = document.dynamicTypePreference, ContentSizeCategory.allCases.indices.contains(preference) {
      window.contentSizeCategory = ContentSizeCategory.allCases[preference]
    }
    var engine = LayoutEngine(window: window)
    var ids: [String: ViewID] = [:]
    var guides: [String: LayoutItem] = [:]
    func add(_ view: StoryboardDocument.View, to superview: ViewID?) throws {
      var model = View(view.name, kind: try kind(of: view))
      if view.elementName == "imageView", let image = view.image, let size = document.imageSizes[image] {
        model.intrinsicContentSize = IntrinsicSize(width: size.width, height: size.height)
      }
      try applyText(of: view, to: &model)
      if view.elementName == "switch" {
        // A UISwitch's frame is 51 × 31, but its alignment rectangle, which constraints place,
        // is 49 wide: the corpus's switches are laid out 49 wide and saved 51 wide, 2 pt past
        // their trailing constraint (MultiLine-v2: trailing margin at 394, frame to 396).
        model.intrinsicContentSize = IntrinsicSize(width: 49, height: 31)
        model.alignmentRectInsets = EdgeInsets(right: 2)
      }
      model.contentHugging = AxisPriorities(
        Priority(view.horizontalHuggingPriority), Priority(view.verticalHuggingPriority))
      model.compressionResistance = AxisPriorities(
        Priority(view.horizontalCompressionResistancePriority),
        Priority(view.verticalCompressionResistancePriority))
      model.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
      model.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
      model.layoutMarginsFollowReadableWidth = view.layoutMarginsFollowReadableWidth
      model.isHidden = overridden(view, "hidden", traits: engine.window.traits).map { $0 == "YES" } ?? view.isHidden
      if let margins = view.layoutMargins {
        let m = margins.leftToRight
        model.layoutMargins = .fixed(EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right))
      }
      if superview != nil && view.translatesAutoresizingMaskIntoConstraintsAtRuntime, let f = view.frame {
        model.translatesAutoresizingMaskIntoConstraints = true
        model.frame = Rect(x: f.x, y: f.y, width: f.width, height: f.height)
        model.autoresizingMask = autoresizing(view.autoresizingMask ?? [])
      }
      let id = try superview.map { try engine.addView(model, to: $0) } ?? engine.addRootView(model)
      ids[view.id] = id
      for guide in view.layoutGuides {
        switch guide.kind {
        case "safeArea": guides[guide.id] = .guide(id, .safeArea)
        case "layoutMargins": guides[guide.id] = .guide(id, .margins)
        case "contentLayoutGuide": guides[guide.id] = .guide(id, .contentLayout)
        case "frameLayoutGuide": guides[guide.id] = .guide(id, .frameLayout)
        default: break
        }
      }
      for sub in view.subviews where sub.placement == .subview { try add(sub, to: id) }
    }
    try add(root, to: nil)
    let installed = installedConstraints(in: root, traits: engine.window.traits)
    for view in root.subtree {
      for c in view.constraints where !c.isPlaceholder && installed(c.id) {
        func item(_ ref: String) throws -> LayoutItem {
          if let id = ids[ref] { return .view(id) }
          return try XCTUnwrap(guides[ref], "unknown item \(ref)")
        }
        let first = try item(c.firstItem)
        let second = try c.secondItem.map(item)
        let firstAttribute = try XCTUnwrap(LayoutAttribute(rawValue: c.firstAttribute.rawValue))
        let secondAttribute = second == nil ? nil : LayoutAttribute(rawValue: c.secondAttribute.rawValue)
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        try engine.add(
          LayoutConstraint(
            first, firstAttribute, relation, second, secondAttribute, multiplier: c.multiplier,
            constant: c.constant, priority: Priority(c.priority), identifier: c.identifier))
      }
    }
    // Stack views arrange all their subviews, in document order, once the nib's constraints are
    // in (UIKit makes a stack's constraints in its first `updateConstraints`).
    for view in root.subtree {
      guard let stack = view.stack, let id = ids[view.id] else { continue }
      let arranged = view.subviews.filter { $0.placement == .subview }.compactMap { ids[$0.id] }
      try engine.setArrangement(
        configuration(of: stack, view, traits: engine.window.traits), arrangedSubviews: arranged, of: id)
    }
    return (engine, ids)
  }

  /// A storyboard stack view's attributes as UIKit's stack view reads them; a size-class
  /// variation that applies to the window overrides the axis.
  ///
  /// A stack view with custom layout margins in the file arranges its views inside them: none of
  /// the corpus's files writes `layoutMarginsRelativeArrangement`, but every stack saved with
  /// margins (AnimatingStack-v1 to v4, Distribution, ScrollStack-v1, AdaptType-v1) has its views
  /// saved inside them, so Interface Builder evidently records the setting with the margins.
  static func configuration(
    of stack: StoryboardDocument.StackAttributes, _ view: StoryboardDocument.View, traits: OrientationTraits
  ) -> StackViewConfiguration {
    var axis: LayoutAttribute.Axis = stack.axis == .horizontal ? .horizontal : .vertical
    if let override = overridden(view, "axis", traits: traits) {
      axis = override == "vertical" ? .vertical : .horizontal
    }
    return StackViewConfiguration(
      axis: axis,
      alignment: StackViewConfiguration.Alignment(rawValue: stack.alignment.rawValue) ?? .fill,
      distribution: StackViewConfiguration.Distribution(rawValue: stack.distribution.rawValue) ?? .fill,
      spacing: stack.spacing, usesSystemSpacing: stack.spacingType == "standard",
      isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement || view.layoutMargins != nil,
      isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement)
  }

  /// Whether a size-class variation (`heightClass=compact`, `heightClass=compact-widthClass=regular`,
  /// `default`) applies to a window with these size classes; `default` always does, first.
  static func applies(_ key: String, traits: OrientationTraits) -> Bool {
    if key == "default" { return true }
    return key.split(separator: "-").allSatisfy { part in
      let pair = part.split(separator: "=").map(String.init)
      guard pair.count == 2 else { return false }
      switch pair[0] {
      case "widthClass": return pair[1] == traits.horizontalSizeClass.rawValue
      case "heightClass": return pair[1] == traits.verticalSizeClass.rawValue
      default: return false
      }
    }
  }

  /// The value a matching size-class variation (not `default`) gives the attribute; nil if none.
  static func overridden(_ view: StoryboardDocument.View, _ attribute: String, traits: OrientationTraits) -> String? {
    view.variations.last { $0.key != "default" && applies($0.key, traits: traits) }?.attributes[attribute]
  }

  /// Which constraints the nib installs for these size classes: a constraint the `default`
  /// variation excludes is installed only where a matching variation includes it.
  static func installedConstraints(in root: StoryboardDocument.View, traits: OrientationTraits) -> (String) -> Bool {
    var excluded: Set<String> = []
    var included: Set<String> = []
    for view in root.subtree {
      for variation in view.variations where applies(variation.key, traits: traits) {
        for mask in variation.masks where mask.key == "constraints" {
          if variation.key == "default" {
            excluded.formUnion(mask.excluded)
          } else {
            included.formUnion(mask.included)
            excluded.formUnion(mask.excluded)
          }
        }
      }
    }
    return { id in !excluded.contains(id) || included.contains(id) }
  }

  static func kind(of view: StoryboardDocument.View) throws -> ViewKind {
    switch view.elementName {
    case "view": return .view
    case "imageView": return .image
    case "label": return .label
    case "button": return .button
    case "stackView": return .stack
    case "scrollView": return .scroll
    case "switch": return .switch
    default: throw CorpusError.unsupported(view.elementName)
    }
  }

  /// A label's or button's text content: text (a button's title), font, number of lines,
  /// content insets. Buttons with an image or an iOS 15 configuration are not modelled; a
  /// background image is ignored (the corpus's are small resizable templates the title outgrows).
  static func applyText(of view: StoryboardDocument.View, to model: inout View) throws {
    guard view.elementName == "label" || view.elementName == "button" else { return }
    if view.elementName == "button",
      view.image != nil || view.buttonConfiguration != nil
    {
      throw CorpusError.unsupported("button with an image or a configuration")
    }
    model.text = view.text
    model.numberOfLines = view.numberOfLines ?? 1
    if let font = view.font {
      if let style = font.style {
        model.textStyle = try XCTUnwrap(TextStyle(name: style), "unknown text style \(style)")
      } else if font.name == nil, let size = font.pointSize {
        let weight = try font.weight.map {
          try XCTUnwrap(FontWeight(interfaceBuilderName: $0), "unknown weight \($0)")
        }
        model.font = .system(size, weight: weight ?? (font.type == "boldSystem" ? .bold : .regular))
      } else {
        throw CorpusError.unsupported("named font \(font.name ?? "?")")
      }
    }
    if let insets = view.contentEdgeInsets {
      model.contentInsets = EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  /// The root views a file lays out: each scene's controller's view, or a XIB's top-level views.
  static func rootViews(of document: StoryboardDocument) -> [StoryboardDocument.View] {
    let roots = document.viewControllers.compactMap(\.rootView)
    return roots.isEmpty ? document.topLevelViews : roots
  }

  /// Lays out every root of a file and returns, for each storyboard view with a saved frame, its
  /// name, our frame and Xcode's (in the superview's coordinates).
  static func compare(_ test: Case) throws -> [(name: String, frame: Rect, saved: Rect)] {
    let document = try StoryboardCorpus.read(test.path)
    var result: [(name: String, frame: Rect, saved: Rect)] = []
    for root in rootViews(of: document) {
      var (engine, ids) = try engine(for: root, in: document, test)
      let layout = engine.layout()
      XCTAssertTrue(layout.messages.isEmpty, "\(test.path): \(layout.messages.map(\.text))")
      for view in root.subtree {
        guard let id = ids[view.id], let saved = view.frame else { continue }
        result.append(
          (view.name, layout.frame(of: id),
           Rect(x: saved.x, y: saved.y, width: saved.width, height: saved.height)))
      }
    }
    return result
  }

  /// Whether two frames agree within 0.5 pt on every edge and size.
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
      && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
  }

  static func autoresizing(_ mask: StoryboardDocument.AutoresizingMask) -> AutoresizingMask {
    var result: AutoresizingMask = []
    if mask.contains(.flexibleMinX) { result.insert(.flexibleLeftMargin) }
    if mask.contains(.widthSizable) { result.insert(.flexibleWidth) }
    if mask.contains(.flexibleMaxX) { result.insert(.flexibleRightMargin) }
    if mask.contains(.flexibleMinY) { result.insert(.flexibleTopMargin) }
    if mask.contains(.heightSizable) { result.insert(.flexibleHeight) }
    if mask.contains(.flexibleMaxY) { result.insert(.flexibleBottomMargin) }
    return result
  }

  enum CorpusError: Error { case unsupported(String) }
}
