import AutoLayout
import Cassowary
import ScenarioFormat

/// A scenario view's properties as UIKit's: builds the engine's ``View`` from a ``ScenarioView``
/// and changes one property of it for `set`, `animate` and trait variations.
///
/// Texts are kept as written (`@key`) in ``Simulation``, which resolves them for the locale; this
/// type only sees resolved text.
enum ViewProperties {
  /// The engine's view for a declared one, with UIKit's defaults where the file is silent.
  static func makeView(_ declared: ScenarioView, isRoot: Bool, ios: IOSVersion = .newest) -> View {
    var view = View(declared.id.value, kind: viewKind(declared.kind))
    if let size = declared.intrinsicSize?.value {
      view.intrinsicContentSize = IntrinsicSize(width: size.first ?? nil, height: size.last ?? nil)
    } else {
      view.intrinsicContentSize = defaultIntrinsicSize(declared, ios: ios)
    }
    if let h = declared.hugging?.value, h.count == 2 {
      view.contentHugging = AxisPriorities(Priority(h[0]), Priority(h[1]))
    }
    if let c = declared.compressionResistance?.value, c.count == 2 {
      view.compressionResistance = AxisPriorities(Priority(c[0]), Priority(c[1]))
    }
    if let margins = declared.layoutMargins?.value { view.layoutMargins = layoutMargins(margins) }
    if let v = declared.layoutMarginsFollowReadableWidth?.value { view.layoutMarginsFollowReadableWidth = v }
    if let v = declared.preservesSuperviewLayoutMargins?.value { view.preservesSuperviewLayoutMargins = v }
    if let v = declared.insetsLayoutMarginsFromSafeArea?.value { view.insetsLayoutMarginsFromSafeArea = v }
    if let v = declared.hidden?.value { view.isHidden = v }
    if let frame = declared.frame?.value, frame.count == 4, !isRoot {
      view.frame = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = autoresizingMask(declared.autoresizing.map(\.value))
    }
    if let v = declared.semanticContent?.value {
      view.semanticContentAttribute = SemanticContentAttribute(rawValue: v.rawValue) ?? .unspecified
    }
    if let font = declared.font?.value { setFont(font, of: &view) }
    if let lines = declared.lines?.value { view.numberOfLines = lines }
    if let scrolls = declared.scrollEnabled?.value { view.isScrollEnabled = scrolls }
    if let width = declared.preferredMaxLayoutWidth?.value { view.preferredMaxLayoutWidth = width }
    if let insets = declared.contentInsets?.value, insets.count == 4 {
      view.contentInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    if declared.kind == .switch {
      // A UISwitch's frame is 51 × 31 but its alignment rectangle, which constraints place, is
      // 49 wide: Xcode lays the corpus's switches out 49 wide and saves them 51 wide, 2 pt past
      // their trailing constraint (MultiLine-v2; CorpusLayoutTests does the same).
      view.alignmentRectInsets = EdgeInsets(right: 2)
    }
    return view
  }

  static func viewKind(_ kind: ScenarioView.Kind) -> ViewKind {
    switch kind {
    case .view, .guide: .view
    case .label: .label
    case .button: .button
    case .image: .image
    case .textField: .textField
    case .textView: .textView
    case .switch: .switch
    case .slider: .slider
    case .stack: .stack
    case .scroll: .scroll
    }
  }

  /// Controls whose size UIKit fixes: a switch is 51 × 31 (49 × 31 to constraints), a slider 31 high (it stretches
  /// sideways), a rounded text field 34 high (30 before iOS 13: ``SystemMetrics``), an image view
  /// its image's size. Text-sized kinds
  /// (labels, buttons) measure their text in the engine.
  static func defaultIntrinsicSize(_ declared: ScenarioView, ios: IOSVersion = .newest)
    -> IntrinsicSize
  {
    switch declared.kind {
    case .switch: return IntrinsicSize(width: 49, height: 31)  // the alignment rectangle's
    case .slider: return IntrinsicSize(width: nil, height: 31)
    case .textField:
      return IntrinsicSize(width: nil, height: SystemMetrics.roundedTextFieldHeight(for: ios))
    case .image:
      if let size = declared.size?.value, size.count == 2 {
        return IntrinsicSize(width: size[0], height: size[1])
      }
      return .none
    default: return .none
    }
  }

  static func layoutMargins(_ margins: ScenarioView.Margins) -> LayoutMargins {
    switch margins {
    case .directional(let v):
      .directional(DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]))
    case .fixed(let top, let left, let bottom, let right):
      .fixed(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
  }

  static func autoresizingMask(_ flags: [ScenarioView.Autoresizing]) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    for flag in flags {
      switch flag {
      case .flexibleLeftMargin: mask.insert(.flexibleLeftMargin)
      case .flexibleWidth: mask.insert(.flexibleWidth)
      case .flexibleRightMargin: mask.insert(.flexibleRightMargin)
      case .flexibleTopMargin: mask.insert(.flexibleTopMargin)
      case .flexibleHeight: mask.insert(.flexibleHeight)
      case .flexibleBottomMargin: mask.insert(.flexibleBottomMargin)
      }
    }
    return mask
  }

  static func setFont(_ font: ScenarioView.Font, of view: inout View) {
    switch font {
    case .style(let name):
      view.textStyle = TextStyle(name: name)
      view.font = nil
    case .system(let size, let weight):
      view.textStyle = nil
      view.font = .system(size, weight: weight.flatMap(FontWeight.init(interfaceBuilderName:)) ?? .regular)
    }
  }

  // MARK: Changing one property

  /// Sets `property` of a view to a YAML value (already type-checked by the reader). Returns
  /// false when the property is not one of the view's own (stack and text properties are the
  /// simulation's).
  static func set(_ property: String, to value: ScenarioValue, of view: inout View) -> Bool {
    switch property {
    case "hidden":
      if case .bool(let b) = value { view.isHidden = b }
    case "intrinsicSize":
      let pair = numbers(value, optional: true)
      view.intrinsicContentSize = IntrinsicSize(width: pair.first ?? nil, height: pair.last ?? nil)
    case "size":
      let pair = numbers(value, optional: false).compactMap { $0 }
      if pair.count == 2 { view.intrinsicContentSize = IntrinsicSize(width: pair[0], height: pair[1]) }
    case "lines":
      if case .number(let n) = value { view.numberOfLines = Int(n) }
    case "preferredMaxLayoutWidth":
      if case .number(let n) = value { view.preferredMaxLayoutWidth = n }
    case "hugging", "compressionResistance":
      let pair = numbers(value, optional: false).compactMap { $0 }
      guard pair.count == 2 else { return true }
      let priorities = AxisPriorities(Priority(pair[0]), Priority(pair[1]))
      if property == "hugging" { view.contentHugging = priorities } else { view.compressionResistance = priorities }
    case "layoutMargins":
      let list = numbers(value, optional: false).compactMap { $0 }
      if list.count == 4 {
        view.layoutMargins = .directional(
          DirectionalEdgeInsets(top: list[0], leading: list[1], bottom: list[2], trailing: list[3]))
      } else if case .mapping(let pairs) = value {
        func side(_ key: String) -> Double {
          if case .number(let n) = pairs.first(where: { $0.key == key })?.value { return n }
          return 8
        }
        view.layoutMargins = .fixed(
          EdgeInsets(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right")))
      }
    case "layoutMarginsFollowReadableWidth":
      if case .bool(let b) = value { view.layoutMarginsFollowReadableWidth = b }
    case "preservesSuperviewLayoutMargins":
      if case .bool(let b) = value { view.preservesSuperviewLayoutMargins = b }
    case "insetsLayoutMarginsFromSafeArea":
      if case .bool(let b) = value { view.insetsLayoutMarginsFromSafeArea = b }
    case "semanticContent":
      if case .string(let s) = value {
        view.semanticContentAttribute = SemanticContentAttribute(rawValue: s) ?? .unspecified
      }
    case "frame":
      let list = numbers(value, optional: false).compactMap { $0 }
      if list.count == 4 {
        view.frame = Rect(x: list[0], y: list[1], width: list[2], height: list[3])
        view.translatesAutoresizingMaskIntoConstraints = true
      }
    case "font":
      if case .string(let name) = value {
        setFont(.style(name), of: &view)
      } else if case .mapping(let pairs) = value {
        var size = 17.0
        var weight: String?
        for pair in pairs {
          if pair.key == "size", case .number(let n) = pair.value { size = n }
          if pair.key == "weight", case .string(let w) = pair.value { weight = w }
        }
        setFont(.system(size: size, weight: weight), of: &view)
      }
    case "contentInsets":
      let list = numbers(value, optional: false).compactMap { $0 }
      if list.count == 4 {
        view.contentInsets = EdgeInsets(top: list[0], left: list[1], bottom: list[2], right: list[3])
      }
    default:
      return false
    }
    return true
  }

  /// The numbers of a list value; `none` (or null) entries are nil when `optional`.
  static func numbers(_ value: ScenarioValue, optional: Bool) -> [Double?] {
    guard case .list(let items) = value else { return [] }
    return items.map { item in
      switch item {
      case .number(let n): n
      default: nil
      }
    }
  }

  /// The property's value on a view as built from the file: what a trait variation's `set`
  /// returns to when the traits no longer match.
  static func copy(_ property: String, from base: View, to view: inout View) {
    switch property {
    case "hidden": view.isHidden = base.isHidden
    case "intrinsicSize", "size": view.intrinsicContentSize = base.intrinsicContentSize
    case "lines": view.numberOfLines = base.numberOfLines
    case "preferredMaxLayoutWidth": view.preferredMaxLayoutWidth = base.preferredMaxLayoutWidth
    case "hugging": view.contentHugging = base.contentHugging
    case "compressionResistance": view.compressionResistance = base.compressionResistance
    case "layoutMargins": view.layoutMargins = base.layoutMargins
    case "layoutMarginsFollowReadableWidth":
      view.layoutMarginsFollowReadableWidth = base.layoutMarginsFollowReadableWidth
    case "preservesSuperviewLayoutMargins":
      view.preservesSuperviewLayoutMargins = base.preservesSuperviewLayoutMargins
    case "insetsLayoutMarginsFromSafeArea":
      view.insetsLayoutMarginsFromSafeArea = base.insetsLayoutMarginsFromSafeArea
    case "semanticContent": view.semanticContentAttribute = base.semanticContentAttribute
    case "frame":
      view.frame = base.frame
      view.translatesAutoresizingMaskIntoConstraints = base.translatesAutoresizingMaskIntoConstraints
    case "font":
      view.font = base.font
      view.textStyle = base.textStyle
    case "contentInsets": view.contentInsets = base.contentInsets
    default: break
    }
  }
}
