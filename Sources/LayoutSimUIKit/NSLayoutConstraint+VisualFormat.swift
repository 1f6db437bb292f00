import AutoLayout
import Cassowary
import ScenarioFormat

extension NSLayoutConstraint {
  /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values (one bit per attribute number).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let spacingEdgeToEdge = FormatOptions([])

    /// The alignment options by the names the scenario format's reader knows them by.
    static let names: [(FormatOptions, String)] = [
      (.alignAllLeft, "alignAllLeft"), (.alignAllRight, "alignAllRight"),
      (.alignAllTop, "alignAllTop"),
      (.alignAllBottom, "alignAllBottom"), (.alignAllLeading, "alignAllLeading"),
      (.alignAllTrailing, "alignAllTrailing"), (.alignAllCenterX, "alignAllCenterX"),
      (.alignAllCenterY, "alignAllCenterY"), (.alignAllLastBaseline, "alignAllLastBaseline"),
      (.alignAllFirstBaseline, "alignAllFirstBaseline"),
    ]
  }

  /// The constraints a visual-format string describes, read by the scenario format's reader
  /// (``VisualFormatParser``, Apple's grammar). Where UIKit throws ("Unable to parse constraint
  /// format"), the message is logged and no constraint is returned.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    let origin = SourceLocation(file: "visual format", line: 1, column: 1)
    var numbers: [String: Double] = [:]
    for (name, value) in metrics ?? [:] {
      if let number = value as? CGFloat { numbers[name] = Double(number) }
      if let number = value as? Double { numbers[name] = number }
      if let number = value as? Int { numbers[name] = Double(number) }
      if let number = value as? NSNumber { numbers[name] = number.doubleValue }
    }
    do throws(ScenarioError) {
      let options = try FormatOptions.names.filter { opts.contains($0.0) }.map {
        entry throws(ScenarioError) in
        try VisualFormatOption(entry.1, at: origin)
      }
      let expressions = try VisualFormatParser.parse(
        format, at: origin, metrics: numbers, options: options)
      let named = views.compactMapValues { $0 as? UIView }
      return try expressions.map { expression throws(ScenarioError) in
        try makeConstraint(expression, views: named)
      }
    } catch {
      Console.log("Unable to parse constraint format: \(error.message)\n\(format)")
      return []
    }
  }

  private static func makeConstraint(_ expression: ConstraintExpression, views: [String: UIView])
    throws(ScenarioError) -> NSLayoutConstraint
  {
    func item(_ anchor: ConstraintExpression.Anchor) throws(ScenarioError) -> UIView {
      let name = anchor.itemPath
      if name == "superview" {
        let first = views.keys.sorted().compactMap { views[$0]?.superview }.first
        if let first { return first }
        throw ScenarioError("a view in the format has no superview", at: anchor.location)
      }
      guard let view = views[name] else {
        throw ScenarioError(
          "\(name) is not a key in the views dictionary"
            + Spelling.didYouMean(name, among: views.keys.sorted()), at: anchor.location)
      }
      return view
    }
    let first = try item(expression.first)
    let second = try expression.second.map { anchor throws(ScenarioError) in try item(anchor) }
    let constraint = NSLayoutConstraint(
      first, Attribute(expression.first.attribute),
      NSLayoutConstraint.Relation(expression.relation), second,
      expression.second.map { Attribute($0.attribute) } ?? .notAnAttribute,
      multiplier: CGFloat(expression.multiplier), constant: CGFloat(expression.constant))
    constraint.priority = UILayoutPriority(engine: expression.priority)
    return constraint
  }
}

extension NSLayoutConstraint.Attribute {
  init(_ attribute: LayoutAttribute) {
    self = Self.allEngineCases.first { $0.engineAttribute == attribute } ?? .notAnAttribute
  }
  static let allEngineCases: [NSLayoutConstraint.Attribute] = (1...20).compactMap {
    Self(rawValue: $0)
  }
}

extension NSLayoutConstraint.Relation {
  init(_ relation: Cassowary.Relation) {
    switch relation {
    case .equal: self = .equal
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}
