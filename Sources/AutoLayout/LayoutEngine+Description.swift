import Cassowary

// Constraints and items described as UIKit's `description` prints them, with the scenario's view
// names where UIKit prints addresses (`UILabel:title` for `UILabel:0x7fa5fb51c920`).
extension LayoutEngine {
  /// `UILabel:title`, `UILayoutGuide:view.safeArea'UIViewSafeAreaLayoutGuide'`.
  public func describe(_ item: LayoutItem) -> String {
    let owner = nodes[item.owner.rawValue].view
    switch item {
    case .view: return "\(owner.kind.className):\(owner.name)"
    case .guide(_, .safeArea): return "UILayoutGuide:\(owner.name).safeArea'UIViewSafeAreaLayoutGuide'"
    case .guide(_, .margins): return "UILayoutGuide:\(owner.name).margins'UIViewLayoutMarginsGuide'"
    case .guide(_, .readable): return "UILayoutGuide:\(owner.name).readable'UIViewReadableContentGuide'"
    case .guide(_, .custom(let n)):
      return customGuideDescriptions[n] ?? "UILayoutGuide:\(owner.name).guide\(n)"
    case .guide(_, .contentLayout): return "UILayoutGuide:\(owner.name).contentLayout'UIScrollView-contentLayoutGuide'"
    case .guide(_, .frameLayout): return "UILayoutGuide:\(owner.name).frameLayout'UIScrollView-frameLayoutGuide'"
    case .guide(_, .alignmentSpanner): return "_UILayoutSpacer:\(owner.name).spanner'UISV-alignment-spanner'"
    case .guide(_, .distributionGap(let n)): return "_UIOLAGapGuide:\(owner.name).gap\(n)'UISV-distributing'"
    }
  }

  /// A user constraint as `NSLayoutConstraint.description` prints it.
  public func describe(_ id: LayoutConstraintID) -> String { describe(ConstraintOwner.user(id)) }

  func describe(_ owner: ConstraintOwner) -> String {
    switch owner {
    case .user(let id):
      let state = constraints[id.rawValue]
      let c = state.constraint
      var text = "<NSLayoutConstraint:#\(id.rawValue) "
      if let identifier = c.identifier { text += "'\(identifier)' " }
      text += equation(c)
      if !c.priority.isRequired { text += " @\(c.priority)" }
      text += "   (\(state.isActive ? "active" : "inactive"))>"
      return text
    case .system(let key):
      return describe(key)
    case .stack(let stack, let index):
      return describeGenerated(stack, index)
    }
  }

  /// A stack view's constraint as UIKit prints it: `'UISV-spacing' H:[UILabel:a]-(8)-[UIButton:b]`,
  /// `'UISV-canvas-connection' H:[UIButton:b]-(0)-|   (active, names: '|':UIStackView:s )`, or
  /// an equation `'UISV-fill-equally' UIButton:b.width == UIButton:a.width`.
  private func describeGenerated(_ stack: ViewID, _ index: Int) -> String {
    guard let generated = arrangements[stack]?.generated, generated.indices.contains(index) else {
      return "<NSLayoutConstraint:system (removed)>"
    }
    let g = generated[index]
    let c = g.constraint
    var text = "<NSLayoutConstraint:system '\(c.identifier ?? "")' "
    var names = ""
    let axis = c.firstAttribute.axis == .horizontal ? "H" : "V"
    let relation = c.relation == .equal ? "" : c.relation.rawValue
    switch (g.form, c.secondItem) {
    case (.spacing, let second?):
      text += "\(axis):[\(describe(second))]-(\(relation)\(format(c.constant)))-[\(describe(c.firstItem))]"
    case (.canvasEnd, let second?):
      text += "\(axis):[\(describe(c.firstItem))]-(\(relation)\(format(c.constant)))-|"
      names = ", names: '|':\(describe(second)) "
    default:
      text += equation(c)
    }
    if !c.priority.isRequired { text += " @\(c.priority)" }
    return text + "   (active\(names))>"
  }

  /// A constraint's equation as UIKit prints it: `UILabel:a.leading == UIView:root.leadingMargin + 20`,
  /// `UIButton:b.width == 0.5*UIView:root.width`, `UILabel:a.height >= 44`.
  private func equation(_ c: LayoutConstraint) -> String {
    var text = "\(describe(c.firstItem)).\(c.firstAttribute) \(c.relation.rawValue) "
    if let second = c.secondItem, let attribute = c.secondAttribute {
      if c.multiplier != 1 { text += "\(format(c.multiplier))*" }
      text += "\(describe(second)).\(attribute)"
      if c.constant != 0 { text += c.constant > 0 ? " + \(format(c.constant))" : " - \(format(-c.constant))" }
    } else {
      text += format(c.constant)
    }
    return text
  }

  private func describe(_ key: SystemConstraint) -> String {
    var constant = systemConstraints[key].map { format($0.constant) } ?? "?"
    // The root's left edge is held on `start` (``installRootFrame(_:)``); its x is printed.
    if key == .encapsulated(.left), window.isRightToLeft, let k = systemConstraints[key]?.constant {
      constant = format(-(k + (systemConstraints[.encapsulated(.width)]?.constant ?? 0)) + 0)
    }
    switch key {
    case .encapsulated(let edge):
      guard let root else { return "" }
      let (name, attribute) = switch edge {
      case .width: ("UIView-Encapsulated-Layout-Width", "width")
      case .height: ("UIView-Encapsulated-Layout-Height", "height")
      case .left, .right: ("UIView-Encapsulated-Layout-Left", "minX")
      case .top, .bottom: ("UIView-Encapsulated-Layout-Top", "minY")
      }
      return "<NSLayoutConstraint:system '\(name)' \(describe(.view(root))).\(attribute) == \(constant)   (active)>"
    case .guide(let owner, let kind, let edge):
      let guide = describe(.guide(owner, kind))
      let view = describe(.view(owner))
      let side = "\(edge)"
      let name = switch kind {
      case .margins: "UIView-\(side)Margin-guide-constraint"
      case .safeArea: "UIViewSafeAreaLayoutGuide-\(side)"
      case .readable: "UIViewReadableContentGuide-\(side)"
      case .contentLayout: "UIScrollView-contentLayoutGuide-\(side)"
      case .frameLayout: "UIScrollView-frameLayoutGuide-\(side)"
      case .custom, .alignmentSpanner, .distributionGap: "UILayoutGuide-\(side)"
      }
      let relation = edge == .right || edge == .bottom
        ? "\(view).\(side) == \(guide).\(side) + \(constant)"
        : "\(guide).\(side) == \(view).\(side) + \(constant)"
      return "<NSLayoutConstraint:system '\(name)' \(relation)   (active)>"
    case .autoresizing(let id, let axis, let size):
      let view = nodes[id.rawValue].view
      let mask = view.autoresizingMask
      let flags = axis == .horizontal
        ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
        : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
      let code = (axis == .horizontal ? "h=" : "v=") + flags.map { $0 ? "&" : "-" }.joined()
      let attribute = size ? (axis == .horizontal ? "width" : "height") : (axis == .horizontal ? "minX" : "minY")
      return "<NSAutoresizingMaskLayoutConstraint:system \(code) \(describe(.view(id))).\(attribute) == \(constant)   (active)>"
    case .contentSize(let id, let axis, let compression):
      let view = describe(.view(id))
      let attribute = axis == .horizontal ? "width" : "height"
      let priority = systemConstraints[key].map { "\($0.priority)" } ?? "?"
      return "<NSContentSizeLayoutConstraint:system \(view).\(attribute) \(compression ? ">=" : "<=") \(constant) "
        + "\(compression ? "CompressionResistance" : "Hug"):\(priority)   (active)>"
    case .flowItem(let id, let edge):
      // UIKit sets an item's frame; a self-sizing cell's fitting size is asked with the
      // encapsulated width and height at the fitting-size priority.
      let (name, attribute, relation) = switch edge {
      case .width: ("UIView-Encapsulated-Layout-Width", "width", "==")
      case .height: ("UIView-Encapsulated-Layout-Height", "height", "==")
      case .left, .right: ("UIView-Encapsulated-Layout-Left", "minX", "==")
      case .top, .bottom: ("UIView-Encapsulated-Layout-Top", "minY", "==")
      }
      let priority = systemConstraints[key].map { $0.priority.isRequired ? "" : " @\($0.priority)" } ?? ""
      return "<NSLayoutConstraint:system '\(name)' \(describe(.view(id))).\(attribute) \(relation) \(constant)\(priority)   (active)>"
    case .flowItemLimit(let id):
      let across = nodes[id.rawValue].superview.flatMap { nodes[$0.rawValue].view.flowLayout }?.scrollDirection == .horizontal ? "height" : "width"
      let priority = systemConstraints[key].map { $0.priority.isRequired ? "" : " @\($0.priority)" } ?? ""
      return "<NSLayoutConstraint:system 'UICollectionViewFlowLayout-item-limit' \(describe(.view(id))).\(across) <= \(constant)\(priority)   (active)>"
    case .flowContent(let id, let edge):
      return "<NSLayoutConstraint:system 'UICollectionView-contentSize-\(edge)' \(describe(.guide(id, .contentLayout))).\(edge) == \(constant)   (active)>"
    case .tableRow(let id, let edge):
      // UITableView sets a cell's frame from its table; a self-sizing cell's fitting size is
      // asked with its height at the fitting-size priority.
      let priority = systemConstraints[key].map { $0.priority.isRequired ? "" : " @\($0.priority)" } ?? ""
      return "<NSLayoutConstraint:system 'UITableView-row-\(edge)' \(tableRowEquation(id, edge, constant))\(priority)   (active)>"
    case .tableRowMinimum(let id):
      return "<NSLayoutConstraint:system 'UITableView-row-minimum-height' \(describe(.view(id))).height >= \(constant)   (active)>"
    }
  }
}

extension LayoutEngine {
  /// What a row's system constraint relates (LayoutEngine+TableLayout.swift), `constant` its
  /// constant as printed.
  fileprivate func tableRowEquation(_ row: ViewID, _ edge: SystemConstraint.Edge, _ constant: String)
    -> String
  {
    let view = describe(.view(row))
    guard let table = nodes[row.rawValue].superview else { return "\(view).\(edge) == \(constant)" }
    let content = describe(.guide(table, .contentLayout))
    switch edge {
    case .left, .right: return "\(view).leading == \(content).leading + \(constant)"
    case .width: return "\(view).width == \(describe(.view(table))).width - \(constant)"
    case .height: return "\(view).height == \(constant)"
    case .bottom: return "\(view).bottom == \(content).bottom - \(constant)"
    case .top:
      let rows = nodes[table.rawValue].subviews
      guard let index = rows.firstIndex(of: row), index > 0 else {
        return "\(view).top == \(content).top + \(constant)"
      }
      // Below the row above and its separator (before iOS 13).
      let separator = tablePlacements[table]?.geometry.separator ?? 0
      let gap = separator > 0 ? "\(format(separator)) + \(constant)" : constant
      return "\(view).top == \(describe(.view(rows[index - 1]))).bottom + \(gap)"
    }
  }
}

