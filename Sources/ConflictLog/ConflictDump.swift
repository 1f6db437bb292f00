import AutoLayout
import Cassowary

/// One "Unable to simultaneously satisfy constraints." dump of a console log: the constraints
/// UIKit listed as the conflicting set, and the one it broke to recover.
public struct ConflictDump: Hashable, Sendable {
  /// The 1-based line of the log where the dump's header is.
  public var line: Int
  /// The constraints as listed between `(` and `)`, in UIKit's order.
  public var constraints: [LoggedConstraint]
  /// The constraint after "Will attempt to recover by breaking constraint"; nil when the log was
  /// cut before it.
  public var broken: LoggedConstraint?

  public init(line: Int, constraints: [LoggedConstraint], broken: LoggedConstraint?) {
    self.line = line
    self.constraints = constraints
    self.broken = broken
  }

  /// The index in ``constraints`` of the broken one (matched by address, else by description).
  public var brokenIndex: Int? {
    guard let broken else { return nil }
    return constraints.firstIndex { $0.address == broken.address }
      ?? constraints.firstIndex { $0.body == broken.body }
  }

  /// Every item the dump names, in order of first appearance (the `|` of a visual format
  /// resolved to its superview).
  public var items: [LoggedItem] {
    var seen: Set<LoggedItem> = []
    var out: [LoggedItem] = []
    for constraint in constraints + (broken.map { [$0] } ?? []) {
      for item in constraint.items where !seen.contains(item) {
        seen.insert(item)
        out.append(item)
      }
    }
    return out
  }
}

/// A view or layout guide as a log names it: `UILabel:0x7f8b4c40d1e0'titleLabel'`.
public struct LoggedItem: Hashable, Sendable, CustomStringConvertible {
  /// `UILabel`, `UIView`, `UILayoutGuide`, `UITableViewCellContentView`, …
  public var className: String
  /// `0x7f8b4c40d1e0`; a simulator's log may print a name here instead (`UIView:banner`).
  public var address: String
  /// The quoted name after the address: an accessibility identifier, or a guide's identifier
  /// (`'UIViewLayoutMarginsGuide'`).
  public var name: String?

  public init(className: String, address: String, name: String? = nil) {
    self.className = className
    self.address = address
    self.name = name
  }

  public var description: String {
    "\(className):\(address)" + (name.map { "'\($0)'" } ?? "")
  }

  /// Whether it is a layout guide rather than a view (UIKit's `UILayoutGuide`, the iOS 7
  /// `_UILayoutGuide` of the top and bottom layout guides).
  public var isLayoutGuide: Bool { className.hasSuffix("LayoutGuide") }

  /// A readable name: the identifier where the log has one, else the class and address.
  public var readableName: String {
    if let name { return "\(className) '\(name)'" }
    return "\(className) \(address)"
  }
}

/// One item's attribute in a logged constraint.
public struct LoggedAnchor: Hashable, Sendable {
  public var item: LoggedItem
  public var attribute: LayoutAttribute

  public init(_ item: LoggedItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// One constraint as UIKit described it in a log, read into its parts:
/// `first RELATION multiplier × second + constant @priority`.
public struct LoggedConstraint: Hashable, Sendable {
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
  /// `_UILayoutSupportConstraint`, `NSIBPrototypingLayoutConstraint`, …
  public var className: String
  public var address: String
  /// The quoted identifier: the developer's (`'titleWidth'`) or UIKit's
  /// (`'UIView-Encapsulated-Layout-Width'`, `'UIView-leftMargin-guide-constraint'`).
  public var identifier: String?
  /// An autoresizing-mask constraint's `h=--& v=--&`.
  public var autoresizingMask: String?
  public var first: LoggedAnchor
  public var relation: Relation
  public var second: LoggedAnchor?
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// `(active)` / `(inactive)` in logs since iOS 10; nil in older ones.
  public var isActive: Bool?
  /// The description between the class and address and the trailing notes, as logged.
  public var body: String
  /// Where it is in the log (1-based).
  public var line: Int
  public var column: Int

  public init(
    className: String, address: String, identifier: String?, autoresizingMask: String?,
    first: LoggedAnchor, relation: Relation, second: LoggedAnchor?, multiplier: Double,
    constant: Double, priority: Double, isActive: Bool?, body: String, line: Int, column: Int
  ) {
    self.className = className
    self.address = address
    self.identifier = identifier
    self.autoresizingMask = autoresizingMask
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isActive = isActive
    self.body = body
    self.line = line
    self.column = column
  }

  public var items: [LoggedItem] { [first.item] + (second.map { [$0.item] } ?? []) }

  /// Made by UIKit from a view's autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
  public var isAutoresizing: Bool { className == "NSAutoresizingMaskLayoutConstraint" }

  /// Made by UIKit for a view whose size a table, collection or hosting view decides
  /// (`UIView-Encapsulated-Layout-Width` / `-Height`).
  public var isEncapsulatedLayout: Bool {
    identifier?.hasPrefix("UIView-Encapsulated-Layout") ?? false
  }

  /// One of UIKit's own: autoresizing, intrinsic content size, the iOS 7 layout guides, IB's
  /// prototyping constraints, the encapsulated layout size, a margin guide's or a stack view's
  /// (`UIView-…-guide-constraint`, `UISV-…`).
  public var isSystem: Bool {
    if className != "NSLayoutConstraint" { return true }
    guard let identifier else { return false }
    return identifier.hasPrefix("UIView-") || identifier.hasPrefix("UISV-")
      || identifier.hasPrefix("_UI") || identifier.hasPrefix("UIStackView-")
  }

  /// `'titleWidth' UILabel:0x….width == 400`: how the explanation names it.
  public var shortDescription: String {
    (identifier.map { "'\($0)' " } ?? "") + equation
  }

  /// The constraint as an equation, whatever form the log used:
  /// `UILabel:0x1.leading == UIView:0x2.leading + 80`.
  public var equation: String {
    var out = written(naming: \.description, times: "*")
    if priority < 1000 { out += " @\(format(priority))" }
    return out
  }

  /// `first.attribute RELATION [m<times>]second.attribute ± constant` (or `RELATION constant`),
  /// each item as `name` gives it: the one wording of the equation, for the explanation, the
  /// scenario writer and the log line it expects.
  func written(naming name: (LoggedItem) -> String, times: String) -> String {
    var out = "\(name(first.item)).\(first.attribute.rawValue) \(relation.rawValue) "
    guard let second else { return out + format(constant) }
    if multiplier != 1 { out += "\(format(multiplier))\(times)" }
    out += "\(name(second.item)).\(second.attribute.rawValue)"
    if constant != 0 { out += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
    return out
  }
}
